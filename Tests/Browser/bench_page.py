"""`make bench`'s page section (issue 26): keystroke to new figure in headless Chromium, and the
server's memory over many edits.

    python3 Tests/Browser/bench_page.py BUTTONLAB_BINARY

Keystrokes are real input events (DevTools `Input.insertText` and Backspace) into the editor of a
page that `buttonlab serve` serves; each one's time runs from the input event's timestamp to the
moment the page has decoded the new SVG and put it on screen (`state.figureAt`), the next keystroke
coming once it has. Memory: the server's resident set after a warm-up and after BENCH_PAGE_EDITS
(10 000) more edits, sent by the page itself (its own preview loop, one edit per figure)."""

import os
import shutil
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402
from serve import Server, copy_fixtures, temporary_folder  # noqa: E402

TARGET_MS = 50


def main():
    sections = os.environ.get("BENCH_SECTIONS")
    if sections and "page" not in sections.split(","):
        return
    binary = os.path.abspath(sys.argv[1])
    keystrokes = int(os.environ.get("BENCH_PAGE_KEYSTROKES", "200"))
    edits = int(os.environ.get("BENCH_PAGE_EDITS", "10000"))
    folder = temporary_folder()
    copy_fixtures(folder, ["everyday"])
    server = Server(binary, folder, ["scenarios"])
    browser = Browser()
    try:
        page = browser.page()
        results = []
        for path, needle in (("scenarios/everyday/01-share-44pt.yaml", 'text: "Share'),
                             ("scenarios/everyday/07-configuration-filled.yaml", 'text: "Continue')):
            page.navigate("about:blank")  # else a new fragment alone would not load the page again
            page.wait_for("location.href === 'about:blank'")
            page.navigate(server.url + "#" + path)
            page.wait_for(f"window.ButtonLabPage && ButtonLabPage.state.path === '{path}' && ButtonLabPage.state.revision >= 1")
            page.evaluate(f"""(() => {{ const s = document.getElementById('source');
                const at = s.value.indexOf('{needle}') + {len(needle)}; s.focus(); s.setSelectionRange(at, at); }})()""")
            times = []
            for index in range(keystrokes):
                revision = page.evaluate("ButtonLabPage.state.revision")
                if index % 2 == 0:
                    page.type_text("s")
                else:
                    page.press("Backspace")
                page.wait_for(f"ButtonLabPage.state.revision > {revision} && !ButtonLabPage.state.inFlight")
                times.append(page.evaluate("ButtonLabPage.state.figureAt - ButtonLabPage.state.inputAt"))
            results.append((path.rsplit("/", 1)[1], times))

        # Memory: the page edits in a loop of its own (a title growing and shrinking), one figure each.
        def run_edits(count):
            page.evaluate(f"""(async () => {{
              const s = document.getElementById('source');
              const base = s.value;
              for (let i = 0; i < {count}; i++) {{
                const revision = ButtonLabPage.state.revision;
                s.value = base.replace('text: "Continue', 'text: "Continue' + 'x'.repeat(i % 7));
                s.dispatchEvent(new Event('input'));
                while (ButtonLabPage.state.revision === revision || ButtonLabPage.state.inFlight) {{
                  await new Promise((resolve) => setTimeout(resolve, 0));
                }}
              }}
            }})()""")

        warm_up = 200
        run_edits(warm_up)
        before = server.rss_kib()
        run_edits(edits)
        after = server.rss_kib()
        heap = page.evaluate("performance.memory ? performance.memory.usedJSHeapSize : 0")
    finally:
        browser.close()
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)

    print("")
    for name, times in results:
        median = statistics.median(times)
        p90 = sorted(times)[int(len(times) * 0.9) - 1]
        print(f"page: keystroke to new figure in Chromium ({name}), median of {len(times)} edits: {median:.1f} ms (90th percentile {p90:.1f} ms)")
        print(f"  = {median / TARGET_MS:.2f}× the {TARGET_MS} ms target ({'met' if median <= TARGET_MS else 'NOT MET'})")
    growth = (after - before) / 1024
    flat = growth <= 5
    print(f"page: server memory over {edits} edits after {warm_up} to warm up: {before / 1024:.1f} MiB → {after / 1024:.1f} MiB "
          f"({growth:+.1f} MiB; page heap {heap / 1048576:.1f} MiB)")
    print(f"  flat within 5 MiB ({'met' if flat else 'NOT MET'})")


if __name__ == "__main__":
    main()
