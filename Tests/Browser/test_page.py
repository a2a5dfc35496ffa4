"""The page of `buttonlab serve` in headless Chromium (docs/serve.md, "The page"): each flow of
issue 26 driven with real input events, asserting exact values. Run by `make test`:

    python3 Tests/Browser/test_page.py [BUTTONLAB_BINARY]

One server (on a temporary copy of fixtures and goldens) and one browser for all tests; every test
loads the page afresh and touches its own files. Waits are explicit (a condition polled in the
page), never fixed sleeps."""

import json
import os
import shutil
import sys
import traceback
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402
from serve import REPOSITORY, Server, copy_fixtures, temporary_folder  # noqa: E402

EVERYDAY = "scenarios/everyday/"
ARTICLE2 = "scenarios/article2/"


class Session:
    def __init__(self, binary):
        self.folder = temporary_folder()
        self.scenarios, self.goldens = copy_fixtures(self.folder, ["everyday", "article2"], ["everyday-", "edge-insets-"])
        # The one failing check the review shows: the close button grown from 30 to 32 points.
        self.replace_in("everyday/04-close-30x30.yaml", "size: [30, 30]", "size: [32, 32]")
        self.server = Server(binary, self.folder, ["scenarios"], golden="goldens")
        self.browser = Browser()
        self.page = self.browser.page()

    def replace_in(self, relative, old, new):
        path = os.path.join(self.scenarios, relative)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        assert old in text, f"{old!r} not in {relative}"
        with open(path, "w", encoding="utf-8") as file:
            file.write(text.replace(old, new))

    def close(self):
        self.browser.close()
        self.server.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    # --- The page ---------------------------------------------------------------------------

    def open(self, path, fragment=None):
        """Loads the page on `path` and waits for its first figure."""
        page = self.page
        # Through about:blank: a URL that differs only in its fragment would not load the page again.
        page.navigate("about:blank")
        page.wait_for("location.href === 'about:blank' && document.readyState === 'complete'")
        page.navigate(self.server.url + "#" + (fragment or urllib.parse.quote(path)))
        if fragment:
            page.wait_for("window.ButtonLabPage && document.readyState === 'complete'")
            return
        page.wait_for(f"""window.ButtonLabPage && ButtonLabPage.state.path === {json.dumps(path)}
            && Number(document.getElementById('figure').dataset.revision) >= 1 && !ButtonLabPage.state.inFlight""")

    def revision(self):
        return int(self.page.evaluate("document.getElementById('figure').dataset.revision"))

    def wait_for_figure_after(self, revision):
        self.page.wait_for(f"Number(document.getElementById('figure').dataset.revision) > {revision} "
                           "&& !ButtonLabPage.state.inFlight && !ButtonLabPage.state.pending")

    def frames(self):
        """The frames table as {row: [x, y, width, height]}, the cells' text."""
        return self.page.evaluate("""Object.fromEntries(Array.from(document.querySelectorAll('#frames tbody tr'),
            (row) => [row.cells[0].textContent, Array.from(row.cells).slice(1).map((c) => c.textContent)]))""")

    def text(self):
        return self.page.evaluate("document.getElementById('source').value")

    def caret_after(self, needle):
        self.page.evaluate(f"""(() => {{
          const source = document.getElementById('source');
          const at = source.value.indexOf({json.dumps(needle)}) + {len(needle)};
          source.focus();
          source.setSelectionRange(at, at);
        }})()""")

    def file(self, relative):
        with open(os.path.join(self.scenarios, relative), encoding="utf-8") as file:
            return file.read()


# --- The flows -------------------------------------------------------------------------------

def typing_into_the_editor_redraws_the_figure(s):
    s.open(EVERYDAY + "01-share-44pt.yaml")
    assert s.frames()["titleLabel"] == ["69.67", "11.67", "45", "21"], s.frames()
    before = s.revision()
    s.caret_after('text: "Share')
    s.page.type_text("d")
    s.wait_for_figure_after(before)
    assert 'title: {text: "Shared", font: {size: 17}}' in s.text()
    assert ">Shared<" in s.page.evaluate("ButtonLabPage.figureSVG()")
    assert s.frames()["titleLabel"] == ["64.67", "11.67", "55", "21"], s.frames()
    assert s.page.evaluate("document.querySelector('#file-status').textContent") == "modified"


def an_error_shows_at_its_line(s):
    s.open(EVERYDAY + "01-share-44pt.yaml")
    s.caret_after("scale: 3\n")
    s.page.type_text("  imageEdgeInset: {left: 4}\n")
    s.page.wait_for("document.querySelector('#marks .mark.error')")
    assert s.page.evaluate("document.querySelector('#marks .mark.error').dataset.line") == "8"
    message = s.page.evaluate("document.querySelector('#diagnostics li.error').textContent")
    assert "line 8:3" in message and "imageEdgeInset" in message and "imageEdgeInsets" in message, message
    assert s.page.evaluate("document.getElementById('figure').classList.contains('stale')")


def moving_a_slider_edits_the_text_and_the_frames(s):
    s.open(EVERYDAY + "01-share-44pt.yaml")
    assert s.frames()["bounds"] == ["0", "0", "160", "44"]
    before = s.revision()
    s.page.evaluate("document.getElementById('control-button-size-0-').focus()")
    s.page.press("ArrowRight")
    s.page.press("ArrowRight")
    s.wait_for_figure_after(before)
    s.page.wait_for("document.getElementById('source').value.includes('size: [162, 44]')")
    assert s.frames()["bounds"] == ["0", "0", "162", "44"], s.frames()
    assert s.frames()["imageView"] == ["46.33", "10", "24", "24"], s.frames()
    assert s.page.evaluate("document.querySelector('[data-key=\"button.size[0]\"] input[type=number]').value") == "162"


def choosing_from_a_menu_edits_the_text_and_the_frames(s):
    s.open(ARTICLE2 + "fig09-left-image-right-175.yaml")
    before = s.revision()
    s.page.evaluate("document.getElementById('control-button-contentHorizontalAlignment').focus()")
    s.page.press("ArrowDown")  # left → right, the next choice
    s.wait_for_figure_after(before)
    assert "  contentHorizontalAlignment: right\n" in s.text()
    assert s.frames()["titleLabel"][0] == "150", s.frames()


def a_change_on_disk_updates_the_page(s):
    s.open(ARTICLE2 + "fig03-image-left-50.yaml")
    assert s.frames()["bounds"] == ["0", "0", "200", "100"], s.frames()
    before = s.revision()
    text = s.file("article2/fig03-image-left-50.yaml").replace("size: [200, 100]", "size: [240, 100]")
    with open(os.path.join(s.scenarios, "article2/fig03-image-left-50.yaml"), "w", encoding="utf-8") as file:
        file.write(text)
    s.page.wait_for(f"document.getElementById('source').value === {json.dumps(text)}")
    s.wait_for_figure_after(before)
    assert s.frames()["bounds"] == ["0", "0", "240", "100"], s.frames()
    assert s.frames()["imageView"] == ["95", "25", "50", "50"], s.frames()
    assert s.page.evaluate("document.querySelector('#file-status').textContent") == "saved"


def save_writes_the_file(s):
    s.open(EVERYDAY + "03-image-right-semantic.yaml")
    s.page.evaluate("document.getElementById('control-button-size-1-').focus()")
    s.page.press("ArrowLeft")
    s.page.wait_for("document.querySelector('#file-status').textContent === 'modified'")
    s.page.click("#save")
    s.page.wait_for("document.querySelector('#file-status').textContent === 'saved'")
    assert s.file("everyday/03-image-right-semantic.yaml") == s.text()


def a_new_button_starts_from_the_template_and_saves(s):
    s.open(EVERYDAY + "01-share-44pt.yaml")
    before = s.revision()
    s.page.click("#new-button")
    s.wait_for_figure_after(before)
    assert s.text().startswith("# A new button")
    assert s.frames()["bounds"] == ["0", "0", "160", "44"], s.frames()
    s.page.evaluate("""(() => { const f = document.getElementById('file-path');
        f.value = 'scenarios/everyday/10-new.yaml'; })()""")
    s.page.click("#save")
    s.page.wait_for("document.querySelector('#file-status').textContent === 'saved'")
    assert s.file("everyday/10-new.yaml") == s.text()
    s.page.wait_for("document.querySelector('#file-list button[data-path=\"scenarios/everyday/10-new.yaml\"]')")


def approving_a_failure_writes_the_golden(s):
    golden = os.path.join(s.goldens, "everyday-04-close-30x30.json")
    with open(golden, "rb") as file:
        old = file.read()
    s.open(None, fragment="review")
    card = '#review-list .failure[data-name="everyday-04-close-30x30"]'
    s.page.wait_for(f"document.querySelector('{card}')", timeout=60)
    changes = s.page.evaluate(f"Array.from(document.querySelectorAll('{card} .changes tr'), (r) => r.textContent)")
    assert "bounds width3032" in changes, changes
    assert s.page.evaluate(f"document.querySelectorAll('{card} img').length") >= 2
    s.page.click(f"{card} button.approve")
    s.page.wait_for(f"document.querySelector('{card}').dataset.approved === 'true'")
    with open(golden, "rb") as file:
        new = file.read()
    assert new != old
    assert json.loads(new)["bounds"] == {"x": 0, "y": 0, "width": 32, "height": 32}


def the_page_never_parses_text_as_html(s):
    """The page's scripts have no HTML sink: text goes in through textContent and attributes only."""
    page = os.path.join(REPOSITORY, "Sources", "ButtonServe", "Page")
    sinks = ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "createContextualFragment", "DOMParser", "eval(", "new Function")
    for name in sorted(os.listdir(page)):
        if name.endswith(".js"):
            with open(os.path.join(page, name), encoding="utf-8") as file:
                text = file.read()
            found = [sink for sink in sinks if sink in text]
            assert not found, f"{name} uses {found}"
    # And the figure is an image, whose scripts never run, even for a name the scenario chose.
    s.open(EVERYDAY + "01-share-44pt.yaml")
    assert s.page.evaluate("document.querySelectorAll('#figure svg, #figure script').length") == 0
    assert s.page.evaluate("document.querySelector('#figure img').src.startsWith('data:image/svg+xml')")


TESTS = [
    the_page_never_parses_text_as_html,
    typing_into_the_editor_redraws_the_figure,
    an_error_shows_at_its_line,
    moving_a_slider_edits_the_text_and_the_frames,
    choosing_from_a_menu_edits_the_text_and_the_frames,
    a_change_on_disk_updates_the_page,
    save_writes_the_file,
    a_new_button_starts_from_the_template_and_saves,
    approving_a_failure_writes_the_golden,
]


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPOSITORY, ".build/debug/buttonlab"))
    only = sys.argv[2:]
    session = Session(binary)
    passed = failed = 0
    try:
        for test in TESTS:
            if only and test.__name__ not in only:
                continue
            session.browser.events.clear()
            try:
                test(session)
                passed += 1
                print(f"ok    {test.__name__}")
            except Exception:  # noqa: BLE001 - every failure is reported, then the next test runs
                failed += 1
                print(f"FAIL  {test.__name__}\n{traceback.format_exc()}")
                for event in session.browser.events:
                    if event.get("method") in ("Runtime.exceptionThrown", "Runtime.consoleAPICalled", "Log.entryAdded"):
                        print("      page: " + json.dumps(event.get("params"))[:400])
                shot = os.path.join(REPOSITORY, ".build-browser", f"failed-{test.__name__}.png")
                os.makedirs(os.path.dirname(shot), exist_ok=True)
                try:
                    session.page.screenshot(shot)
                    print(f"      screenshot: {shot}")
                except Exception:  # noqa: BLE001
                    pass
    finally:
        session.close()
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
