# ButtonLab — `make demo` and `make test` work on a fresh Debian machine with the Swift toolchain:
# they install any missing system package first (apt-get, only when missing).

SWIFT        ?= swift
SWIFT_FLAGS  ?=
BUILD_DIR    ?= .build
BIN          := $(BUILD_DIR)/debug/buttonlab
OUT          ?= out

# Debian packages the build and the renderer need: cairo and Pango (HarfBuzz shaping) headers,
# libpng, libjpeg-turbo (scenarios' JPEG images), libyaml (scenario files; linked, it is tiny), libxml2
# (Interface Builder files; opened on first use, like the drawing libraries), and the fonts the
# renderer loads by file path:
# Inter for Latin, DejaVu Sans for Arabic and Hebrew, WenQuanYi Micro Hei (5 MB) and Droid Sans
# Fallback for CJK and Hangul, Noto's core scripts
# (fonts-noto-core, 42 MB: Thai, the Indic scripts, Khmer, Ethiopic … — a subset of its files is
# loaded) and colour emoji (fonts-noto-color-emoji, 11 MB). The renderer reads only these files,
# never the host's fonts.
# libcurl4-openssl-dev: `make release` links buttonlab-serve with a static Swift runtime, whose
# FoundationNetworking (pulled in by the HTTP server package) needs libcurl to link.
SYSTEM_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev libxml2-dev libyaml-dev \
                   libcurl4-openssl-dev \
                   fonts-inter fonts-dejavu-core fonts-droid-fallback fonts-wqy-microhei \
                   fonts-noto-core fonts-noto-color-emoji

# The browser tests of `buttonlab serve`'s page (docs/serve.md, "The page") drive Debian's Chromium
# over the DevTools protocol with Python's standard library alone: no WebDriver (chromium-driver), no PyPI.
BROWSER_PACKAGES := chromium python3

.PHONY: all deps build release test browser-test figures-plugin demo figures docc-example schema bench fuzz clean help

all: build

help:
	@echo "make demo   install what is missing, build, render the gallery into $(OUT)/"
	@echo "make test   install what is missing, build, run every test (the page's in headless Chromium too)"
	@echo "make browser-test  only the page's tests in headless Chromium"
	@echo "make build  debug build of buttonlab ($(BIN))"
	@echo "make figures-plugin  run the ButtonLabFigures plugin on Examples/DocCExample and check what it wrote"
	@echo "make figures  regenerate docs/figures, docs/gallery.md and the DocC example's figures"
	@echo "make docc-example  build the DocC example catalog (docs/ButtonLabFigures.docc) into $(OUT)/"
	@echo "make schema  regenerate docs/scenario-schema.json from the schema declarations"
	@echo "make bench  release-build speed targets as ratios against floors measured in the same run"
	@echo "make fuzz   libFuzzer over the scenario loader, engine, diagram builder and image headers (FUZZ_TIME seconds)"

# Installs only what dpkg says is missing, so a ready machine pays nothing and needs no root.
deps:
	@missing=""; \
	for p in $(SYSTEM_PACKAGES) $(BROWSER_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing system packages:$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "error: no Swift toolchain on PATH (swift.org/install)"; exit 1; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# The Swift runtime linked statically: about 5 ms less start-up per call, which batch Makefiles feel.
RELEASE_FLAGS ?= -c release --static-swift-stdlib --scratch-path .build-release
RELEASE_BIN   := .build-release/release/buttonlab

# The programs only: the snapshot-testing library imports XCTest, which a static-stdlib build lacks.
# buttonlab-serve is what `buttonlab serve` runs, from the same folder.
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product buttonlab
	$(SWIFT) build $(RELEASE_FLAGS) --product buttonlab-serve
	$(SWIFT) build $(RELEASE_FLAGS) --product buttonlab-bench

# Goldens are never written by a test run unless asked: SNAPSHOT_TESTING_RECORD=missing make test
# records absent ones, `make goldens` re-records all of them.
SNAPSHOT_TESTING_RECORD ?= never
export SNAPSHOT_TESTING_RECORD

# Then Examples/SnapshotExample, a package of its own depending on this one by path, snapshot-tests
# its scenarios through the ButtonLabSnapshotTesting product: the route users take works. Its own
# scratch folder, since a build folder belongs to one root package.
EXAMPLES_BUILD_DIR ?= .build-examples

# Last, Examples/DocCExample, a documented library, gets its figures from the ButtonLabFigures plugin
# (`swift package buttonlab-figures`) and its catalog built by swift-docc-plugin (docs/docc.md).
DOCC_EXAMPLE_BUILD_DIR ?= .build-docc-example

# .ci/run sets TEST_BUILD_FLAGS=-debug-info-format none: a CI run never opens a debugger, and three
# builds of the libraries (this package and the two examples) compile and link faster without DWARF.
TEST_BUILD_FLAGS ?=

test: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS) $(TEST_BUILD_FLAGS)
	$(SWIFT) test --skip-build $(SWIFT_FLAGS) $(TEST_BUILD_FLAGS)
	python3 Tests/Browser/test_page.py "$$($(SWIFT) build $(SWIFT_FLAGS) $(TEST_BUILD_FLAGS) --show-bin-path)/buttonlab"
	$(SWIFT) test --package-path Examples/SnapshotExample --scratch-path $(EXAMPLES_BUILD_DIR) $(TEST_BUILD_FLAGS)
	SWIFT_PACKAGE_FLAGS='$(TEST_BUILD_FLAGS)' Examples/DocCExample/check-figures.sh $(SWIFT) $(DOCC_EXAMPLE_BUILD_DIR)

# The page's flows in headless Chromium alone (after a build): type, slide, watch, save, approve.
browser-test: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product buttonlab
	python3 Tests/Browser/test_page.py "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/buttonlab"

# That last step alone.
figures-plugin: deps
	Examples/DocCExample/check-figures.sh $(SWIFT) $(DOCC_EXAMPLE_BUILD_DIR)

# Renders the whole gallery (article figures, subclasses, measurements, teaching scenarios).
demo: build
	@echo "== buttonlab explain Fixtures/article2/fig05-virtual-title.yaml"
	@$(BIN) explain Fixtures/article2/fig05-virtual-title.yaml
	@echo
	@echo "== buttonlab layout Fixtures/article2/fig09-left-image-right-175.yaml --format text"
	@$(BIN) layout Fixtures/article2/fig09-left-image-right-175.yaml --format text
	@echo
	@echo "== buttonlab render Fixtures -o $(OUT) --format png,svg,pdf"
	@$(BIN) render Fixtures -o $(OUT) --format png,svg,pdf
	@echo
	@echo "The gallery is in $(CURDIR)/$(OUT): one .png, .svg, .pdf and .json per scenario."
	@echo "Open $(CURDIR)/$(OUT)/edge-insets-05-virtual-title.png to start; docs/gallery.md explains each figure."

# Regenerates the committed documentation figures and their page.
DOCC         ?= docc
DOCC_EXAMPLE := docs/ButtonLabFigures.docc

figures: build
	$(BIN) gallery Fixtures -o docs/figures --page docs/gallery.md \
	  --intro 'Every figure on this page is drawn by ButtonLab from the scenario file shown under it; make figures regenerates them all.'
	$(BIN) render Fixtures/everyday/01-share-44pt.yaml --docc -o $(OUT)/docc
	cp '$(OUT)/docc/everyday-01-share-44pt@2x.png' '$(OUT)/docc/everyday-01-share-44pt~dark@2x.png' $(DOCC_EXAMPLE)/Resources/

# Builds the DocC example catalog (docs/docc.md); DocCCatalogTests does the same in `make test`.
docc-example:
	$(DOCC) convert $(DOCC_EXAMPLE) --output-path $(OUT)/ButtonLabFigures.doccarchive

# Regenerates docs/scenario-schema.json (the JSON Schema editors use) from Sources/ButtonScenario/Schema;
# the same test fails in `make test` when the committed file is stale.
schema: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	BUTTONLAB_RECORD_SCHEMA=1 $(SWIFT) test --skip-build $(SWIFT_FLAGS) --filter SchemaDocumentTests

# Every speed target as a ratio against a floor measured in the same run (docs/performance.md):
# a C program the bench compiles with cc + pkg-config, rsvg-convert when installed, in-process
# floors. Release build; never part of `make test`. BENCH_RUNS=n, BENCH_SECTIONS=single,batch,…
# Then the serve page in headless Chromium (section `page`): keystroke to new figure, server memory over
# BENCH_PAGE_EDITS edits (Tests/Browser/bench_page.py).
bench: release
	.build-release/release/buttonlab-bench Fixtures $(RELEASE_BIN)
	python3 Tests/Browser/bench_page.py $(RELEASE_BIN)

# libFuzzer over the scenario loader, the engine and the diagram builder (docs/security.md), with
# AddressSanitizer, for FUZZ_TIME seconds; seeds are the fixtures, the growing corpus and any crash
# stay in $(FUZZ_DIR); Tests/FuzzCorpus keeps past findings as seeds. Not part of `make test`: the
# instrumented release build alone takes minutes;
# what it found is replayed there as regression tests (Tests/ButtonScenarioTests/FuzzRegressionTests).
FUZZ_DIR   ?= .build-fuzz
FUZZ_TIME  ?= 120
FUZZ_FLAGS ?= --product buttonlab-fuzz --scratch-path $(FUZZ_DIR) -c release \
              -Xswiftc -sanitize=fuzzer,address -Xswiftc -DBUTTONLAB_FUZZ -Xswiftc -use-ld=lld \
              -Xcc -fsanitize=fuzzer-no-link,address

# Leak detection is off: Swift's lazily initialised globals (the schema) read as leaks; Swift code is reference-counted.
fuzz: deps
	$(SWIFT) build $(FUZZ_FLAGS)
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/crashes
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/release/buttonlab-fuzz $(FUZZ_DIR)/corpus Fixtures Tests/Images Tests/FuzzCorpus -max_total_time=$(FUZZ_TIME) \
	  -max_len=8192 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -artifact_prefix=$(FUZZ_DIR)/crashes/ -print_final_stats=1

clean:
	rm -rf $(BUILD_DIR) .build-release $(EXAMPLES_BUILD_DIR) $(DOCC_EXAMPLE_BUILD_DIR) $(FUZZ_DIR) $(OUT)

# --- Visual regression (docs/visual-regression.md) -------------------------------------------
# Goldens live in Tests/Goldens, shared by `buttonlab check` and the snapshot tests in `swift test`.
GOLDENS ?= Tests/Goldens

.PHONY: check goldens

# The fixtures also drawn in the dark theme, with their goldens in $(GOLDENS)/dark.
DARK_FIXTURES ?= Fixtures/everyday Fixtures/article2/fig05-virtual-title.yaml Fixtures/configuration/07-subtitle-automatic.yaml

# Every fixture against its golden layout (JSON), PNG and SVG; exit 1 on any difference or missing PNG golden
# (with --strict also a missing SVG/JSON golden or an unused one).
# CHECK_FLAGS passes options through, e.g. CHECK_FLAGS="--report out/check --strict".
check: build
	$(BIN) check Fixtures --golden $(GOLDENS) $(CHECK_FLAGS)
	$(BIN) check $(DARK_FIXTURES) --theme dark --golden $(GOLDENS)/dark $(CHECK_FLAGS)

# Re-records every golden (layout JSON, PNG and SVG) from the current renderer. Review `git diff` before committing.
goldens: build
	$(BIN) check Fixtures --golden $(GOLDENS) --record all
	$(BIN) check $(DARK_FIXTURES) --theme dark --golden $(GOLDENS)/dark --record all
