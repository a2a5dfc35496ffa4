#!/bin/sh
# `make test`'s check of the ButtonLabFigures plugin on this package (docs/docc.md): the figures come
# out under their exact names, nothing outside the catalog's Resources changes, a second run writes
# nothing, a wrong target is refused, and DocC builds the catalog with both variants of each figure.
# Usage, from the ButtonLab checkout: Examples/DocCExample/check-figures.sh SWIFT SCRATCH_DIR
set -eu
SWIFT=$1
SCRATCH=$2
# Extra build options for every `swift package` call (the Makefile passes TEST_BUILD_FLAGS), unquoted on purpose.
SWIFT_PACKAGE_FLAGS=${SWIFT_PACKAGE_FLAGS:-}
PACKAGE=Examples/DocCExample
RESOURCES=$PACKAGE/Sources/CheckoutButtons/CheckoutButtons.docc/Resources
ARTICLE=$PACKAGE/Sources/CheckoutButtons/CheckoutButtons.docc/CheckoutButtons.md
FIGURES="checkout-pay sheet-close toolbar-share"
plugin() { "$SWIFT" package $SWIFT_PACKAGE_FLAGS --package-path "$PACKAGE" --scratch-path "$SCRATCH" --allow-writing-to-package-directory buttonlab-figures "$@"; }
# Every file of the package but Resources, and every file of Resources, with size and modification time.
others() { find "$PACKAGE" -path "$RESOURCES" -prune -o -type f -printf '%p %s %T@\n' | LC_ALL=C sort; }
resources() { find "$RESOURCES" -printf '%p %s %T@\n' | LC_ALL=C sort; }
fail() { echo "check-figures: $*" >&2; exit 1; }

# Resources/ is generated (and ignored by git here): start without it, as a writer's first run does.
rm -rf "$RESOURCES"
# SwiftPM writes Package.resolved on its first resolution; that settles before the package is listed.
"$SWIFT" package $SWIFT_PACKAGE_FLAGS --package-path "$PACKAGE" --scratch-path "$SCRATCH" resolve
before=$(others)
plugin
[ "$(others)" = "$before" ] || fail "the plugin changed files outside $RESOURCES"

expected=$(for name in $FIGURES; do printf '%s\n' "$name.alt.txt" "$name@2x.png" "$name~dark@2x.png"; done | LC_ALL=C sort)
[ "$(ls -A "$RESOURCES" | LC_ALL=C sort)" = "$expected" ] || fail "$RESOURCES holds $(ls -A "$RESOURCES" | tr '\n' ' '), expected $(echo $expected)"
for name in $FIGURES; do
    for file in "$name@2x.png" "$name~dark@2x.png"; do
        [ "$(head -c 8 "$RESOURCES/$file" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$file is not a PNG"
    done
    # The article quotes each figure's current alt text: a stale one fails here, naming the figure.
    grep -qF "![$(cat "$RESOURCES/$name.alt.txt")]($name)" "$ARTICLE" \
        || fail "$ARTICLE does not show $name with its current alt text; paste $RESOURCES/$name.alt.txt into ![…]($name)"
done

settled=$(resources)
plugin
[ "$(resources)" = "$settled" ] || fail "a second run rewrote files in $RESOURCES"

if plugin --target Nope 2>"$SCRATCH/figures-error.txt"; then fail "--target Nope succeeded"; fi
grep -qF "error: the package has no target named 'Nope'; its targets are CheckoutButtons" "$SCRATCH/figures-error.txt" \
    || fail "--target Nope: unexpected message: $(cat "$SCRATCH/figures-error.txt")"

# DocC itself (swift-docc-plugin): no warning, and each figure's two variants in the archive, as drawn.
"$SWIFT" package $SWIFT_PACKAGE_FLAGS --package-path "$PACKAGE" --scratch-path "$SCRATCH" generate-documentation --target CheckoutButtons \
    >"$SCRATCH/docc-output.txt" 2>&1 || { cat "$SCRATCH/docc-output.txt"; fail "generate-documentation failed"; }
if grep -qi "warning" "$SCRATCH/docc-output.txt"; then cat "$SCRATCH/docc-output.txt"; fail "DocC warned"; fi
ARCHIVE=$SCRATCH/plugins/Swift-DocC/outputs/CheckoutButtons.doccarchive
for name in $FIGURES; do
    for file in "$name@2x.png" "$name~dark@2x.png"; do
        cmp -s "$RESOURCES/$file" "$ARCHIVE/images/CheckoutButtons/$file" || fail "the archive lacks $file as drawn"
    done
    # The page must show it: DocC drops an image, silently, when another resource shares its name.
    grep -q "\"identifier\":\"$name\"" "$ARCHIVE/data/documentation/checkoutbuttons.json" \
        || grep -q "\"identifier\" *: *\"$name\"" "$ARCHIVE/data/documentation/checkoutbuttons.json" \
        || fail "the page does not show $name"
done
echo "check-figures: $(echo $FIGURES | wc -w) figures in light, dark and alt text; a second run wrote nothing; DocC built the catalog"
