"""Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe), with
Python's standard library only: no WebDriver, no package to install but Debian's chromium."""

import base64
import json
import os
import shutil
import subprocess
import tempfile


class BrowserError(Exception):
    pass


def chromium_path():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    raise BrowserError("no chromium on PATH (Debian: apt-get install chromium; `make test` installs it)")


class Browser:
    """One Chromium process; `page()` opens a tab to drive."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="buttonlab-chromium-")
        to_chrome_read, self._write = os.pipe()
        self._read, from_chrome_write = os.pipe()

        def on_pipes():
            # Chromium reads commands from fd 3 and writes answers to fd 4.
            # (dup first: os.pipe may have given 3 or 4 itself, and dup2 onto itself keeps close-on-exec).
            commands, answers = os.dup(to_chrome_read), os.dup(from_chrome_write)
            os.dup2(commands, 3)
            os.dup2(answers, 4)

        self.process = subprocess.Popen(
            [chromium_path(), "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
             "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage",
             "--hide-scrollbars", "--mute-audio", "--font-render-hinting=none", "--lang=en-US",
             f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=on_pipes, close_fds=False)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self._buffer = b""
        self._next_id = 0
        self.events = []

    def _receive(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise BrowserError("chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._receive()
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error'].get('message')}")
                return answer.get("result", {})
            self.events.append(answer)

    def page(self, width=1440, height=900):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session, target)
        page.send("Page.enable")
        page.send("Runtime.enable")
        page.send("Log.enable")
        page.resize(width, height)
        return page

    def close(self):
        try:
            self.send("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._write)
        os.close(self._read)
        shutil.rmtree(self.profile, ignore_errors=True)


KEYS = {
    "ArrowRight": ("ArrowRight", 39), "ArrowLeft": ("ArrowLeft", 37), "ArrowUp": ("ArrowUp", 38),
    "ArrowDown": ("ArrowDown", 40), "Backspace": ("Backspace", 8), "Enter": ("Enter", 13), "End": ("End", 35),
}


class Page:
    def __init__(self, browser, session, target):
        self.browser = browser
        self.session = session
        self.target = target

    def send(self, method, params=None):
        return self.browser.send(method, params, self.session)

    def resize(self, width, height):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def color_scheme(self, scheme):
        self.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise BrowserError(f"{text}\n  in: {expression[:300]}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=15):
        """Polls `expression` in the page until it is truthy (returns its value), or fails after `timeout` s."""
        script = f"""new Promise((resolve, reject) => {{
          const started = performance.now();
          const tick = () => {{
            let value;
            try {{ value = ({expression}); }} catch (error) {{ value = undefined; }}
            if (value) resolve(value);
            else if (performance.now() - started > {timeout * 1000}) reject(new Error("timed out waiting for: " + {json.dumps(expression)}));
            else setTimeout(tick, 5);
          }};
          tick();
        }})"""
        return self.evaluate(script)

    def navigate(self, url):
        self.send("Page.navigate", {"url": url})

    def type_text(self, text):
        self.send("Input.insertText", {"text": text})

    def press(self, key):
        name, code = KEYS[key]
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent",
                      {"type": kind, "key": name, "code": name, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code})

    def click(self, selector):
        """A real mouse click in the middle of the element `selector` names."""
        box = self.evaluate(f"""(() => {{
          const node = document.querySelector({json.dumps(selector)});
          node.scrollIntoView({{block: "center"}});
          const r = node.getBoundingClientRect();
          return [r.x + r.width / 2, r.y + r.height / 2];
        }})()""")
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})
