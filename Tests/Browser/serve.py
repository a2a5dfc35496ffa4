"""`buttonlab serve` on a temporary copy of fixtures and goldens, for the browser tests, the
screenshots and the bench: started, its printed URL read, stopped."""

import os
import re
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
URL_LINE = re.compile(rb"ButtonLab at (http://127\.0\.0\.1:\d+/\?token=[0-9a-f]+)")


def copy_fixtures(folder, scenario_folders, golden_prefixes=()):
    """Copies Fixtures/NAME for each name into FOLDER/scenarios/NAME, and every golden whose file
    name starts with one of the prefixes into FOLDER/goldens. Returns (scenarios, goldens)."""
    scenarios = os.path.join(folder, "scenarios")
    goldens = os.path.join(folder, "goldens")
    os.makedirs(goldens, exist_ok=True)
    for name in scenario_folders:
        shutil.copytree(os.path.join(REPOSITORY, "Fixtures", name), os.path.join(scenarios, name))
    source = os.path.join(REPOSITORY, "Tests", "Goldens")
    for name in sorted(os.listdir(source)):
        if name.startswith(tuple(golden_prefixes)) and os.path.isfile(os.path.join(source, name)):
            shutil.copyfile(os.path.join(source, name), os.path.join(goldens, name))
    return scenarios, goldens


class Server:
    """`buttonlab serve PATH [--golden DIR]` in FOLDER (so its paths are relative), until `stop()`."""

    def __init__(self, binary, folder, paths, golden=None, timeout=60):
        command = [binary, "serve", *paths] + (["--golden", golden] if golden else [])
        self.process = subprocess.Popen(command, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        printed = b""
        deadline = time.monotonic() + timeout
        while True:
            match = URL_LINE.search(printed)
            if match:
                self.url = match.group(1).decode()
                break
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.process.poll() is not None:
                self.stop()
                raise RuntimeError("buttonlab serve printed no URL: " + printed.decode(errors="replace"))
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            if ready:
                printed += os.read(self.process.stdout.fileno(), 4096)
        # Whatever it prints later is read and dropped, so a full pipe never blocks it.
        threading.Thread(target=self._drain, daemon=True).start()
        self.origin = self.url.split("/?")[0]
        self.token = self.url.split("token=")[1]

    def _drain(self):
        try:
            while os.read(self.process.stdout.fileno(), 65536):
                pass
        except (OSError, ValueError):
            pass

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def temporary_folder():
    return tempfile.mkdtemp(prefix="buttonlab-browser-")
