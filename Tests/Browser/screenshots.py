"""The screenshots of docs/serve.md: the playground and the review, light and dark, at 100 %
(1440 × 900 CSS pixels, one device pixel each), from `buttonlab serve` on a copy of the fixtures.

    python3 Tests/Browser/screenshots.py BUTTONLAB_BINARY [OUTPUT_DIR (default docs/serve)]"""

import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402
from serve import REPOSITORY, Server, copy_fixtures, temporary_folder  # noqa: E402

PLAYGROUND = "scenarios/article2/fig07-left-image-right-50.yaml"


def fresh(page):
    """about:blank first: a URL that differs only in its fragment would not load the page again."""
    page.navigate("about:blank")
    page.wait_for("location.href === 'about:blank' && document.readyState === 'complete'")


def main():
    binary = os.path.abspath(sys.argv[1])
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(REPOSITORY, "docs", "serve")
    os.makedirs(output, exist_ok=True)
    folder = temporary_folder()
    scenarios, _ = copy_fixtures(folder, ["article2", "everyday"], ["everyday-", "edge-insets-"])
    # One failing check for the review: the share button's title changed.
    share = os.path.join(scenarios, "everyday", "01-share-44pt.yaml")
    with open(share, encoding="utf-8") as file:
        text = file.read()
    with open(share, "w", encoding="utf-8") as file:
        file.write(text.replace('text: "Share"', 'text: "Share…"'))
    server = Server(binary, folder, ["scenarios"], golden="goldens")
    browser = Browser()
    try:
        page = browser.page(1440, 900)
        for scheme in ("light", "dark"):
            page.color_scheme(scheme)
            fresh(page)
            page.navigate(server.url + "#" + PLAYGROUND)
            page.wait_for(f"window.ButtonLabPage && ButtonLabPage.state.path === '{PLAYGROUND}' "
                          "&& ButtonLabPage.state.revision >= 1 && !ButtonLabPage.state.inFlight")
            page.screenshot(os.path.join(output, f"playground-{scheme}.png"))
            fresh(page)
            page.navigate(server.url + "#review")
            page.wait_for("document.getElementById('review').dataset.state === 'ready' "
                          "&& Array.from(document.querySelectorAll('#review-list img')).every((i) => i.complete)", timeout=300)
            page.screenshot(os.path.join(output, f"review-{scheme}.png"))
    finally:
        browser.close()
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
