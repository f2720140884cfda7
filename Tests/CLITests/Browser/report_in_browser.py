#!/usr/bin/env python3
"""Opens a `chevron diff --report` page in headless Chromium and uses it as a person would.

Usage: report_in_browser.py INDEX_HTML

Drives Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: commands on fd 3,
replies on fd 4, each message JSON ending in a NUL byte). It loads the page from file://, picks
"changed" in the status filter, opens the first image shown, switches to the Slider view, drags the
slider's thumb with the mouse, and prints one JSON object of what the page then shows. The Swift
test (FolderReportBrowserTests) checks it. Standard library only.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, priority=False):
        """priority: start Chromium with a raised scheduling priority (nice -10; only as root, else as
        it is), so that a page's timings are its own and not the other processes' on a loaded
        machine: a timing test measures what the page costs when it has the processor, as the
        window a person looks at has."""
        exe = shutil.which("chromium") or shutil.which("chromium-browser")
        if not exe:
            raise SystemExit("chromium is not installed (scripts/setup.sh installs Debian's chromium)")
        self.profile = tempfile.mkdtemp(prefix="chevron-chromium-")
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        # Chromium reads fd 3 and writes fd 4. Both ends go first to numbers above 4, so that the
        # dup2s below cannot overwrite one another.
        to_chrome_r = self.move_above(to_chrome_r, 10)
        from_chrome_w = self.move_above(from_chrome_w, 11)

        def child_fds():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)
            if priority:
                try:
                    os.nice(-10)
                except OSError:
                    pass
        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--user-data-dir=" + self.profile, "--window-size=1200,900", "about:blank"],
            preexec_fn=child_fds, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    @staticmethod
    def move_above(fd, low):
        moved = os.dup2(fd, low + 20)
        os.close(fd)
        os.set_inheritable(moved, True)
        return moved

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise SystemExit(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def read(self):
        deadline = time.time() + 30
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise SystemExit("chromium did not answer within 30 s")
            chunk = os.read(self.from_chrome, 65536)
            if not chunk:
                raise SystemExit("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_event(self, method):
        deadline = time.time() + 30
        while time.time() < deadline:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[i]
                    return event
            self.events.append(self.read())
        raise SystemExit(f"no {method} within 30 s")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise SystemExit(f"the page threw: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_until(self, expression):
        deadline = time.time() + 20
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.05)
        raise SystemExit(f"never true: {expression}")

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except SystemExit:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def center(browser, selector):
    box = browser.evaluate(
        "(() => { const r = document.querySelector(%s).getBoundingClientRect();"
        " return [r.left + r.width / 2, r.top + r.height / 2, r.left, r.width]; })()" % json.dumps(selector))
    return box


def main():
    page = os.path.abspath(sys.argv[1])
    browser = Browser()
    try:
        targets = browser.send("Target.getTargets", session=False)["targetInfos"]
        target = next(t for t in targets if t["type"] == "page")
        browser.session = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True},
                                       session=False)["sessionId"]
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        # Anything the page would alert is caught: a name that ran as markup would call it.
        browser.send("Page.addScriptToEvaluateOnNewDocument",
                     {"source": "window.__alerts = []; window.alert = m => window.__alerts.push(String(m));"})
        browser.send("Page.navigate", {"url": "file://" + page})
        browser.wait_event("Page.loadEventFired")
        before = browser.evaluate("document.querySelectorAll('#images > li:not([hidden])').length")

        # Filter to the changed images, as picking it in the select does.
        browser.evaluate("(() => { const s = document.getElementById('status'); s.value = 'changed';"
                         " s.dispatchEvent(new Event('change')); })()")
        shown = browser.evaluate("Array.from(document.querySelectorAll('#images > li:not([hidden])'))"
                                 ".map(li => li.dataset.status)")
        # Open the first one shown with a mouse click on its line.
        x, y, _, _ = center(browser, "#images > li:not([hidden]) summary")
        browser.click(x, y)
        browser.wait_until("!!document.querySelector('#images > li:not([hidden]) details[open]')")
        opened = "document.querySelector('#images > li:not([hidden]) details[open]')"
        # The Slider view, then drag the thumb from the middle to 20 % of the way.
        x, y, _, _ = center(browser, "#images > li:not([hidden]) details[open] button[data-view=slider]")
        browser.click(x, y)
        browser.wait_until(opened + ".dataset.view === 'slider'")
        browser.wait_until("Array.from(%s.querySelectorAll('.slider img')).every(i => i.complete && i.naturalWidth > 0)"
                           % opened)
        cx, cy, left, width = center(browser, "#images > li:not([hidden]) details[open] input.wipe-range")
        target_x = left + width * 0.2
        browser.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": cx, "y": cy, "button": "left",
                                                  "clickCount": 1})
        for step in range(1, 11):
            browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": cx + (target_x - cx) * step / 10,
                                                      "y": cy, "button": "left", "buttons": 1})
        browser.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": target_x, "y": cy, "button": "left",
                                                  "clickCount": 1})
        state = browser.evaluate("""(() => {
            const d = %s;
            const over = d.querySelector('.slider img.over'), under = d.querySelector('.slider img:not(.over)');
            return {
              title: document.title,
              summary: document.getElementById('summary').textContent,
              shownText: document.getElementById('shown').textContent,
              openedName: d.querySelector('.name').textContent,
              view: d.dataset.view,
              visibleViews: Array.from(d.querySelectorAll('.view')).filter(v => getComputedStyle(v).display !== 'none')
                .map(v => v.className),
              slider: Number(d.querySelector('input.wipe-range').value),
              clipPath: over.style.clipPath,
              overSrc: over.getAttribute('src'), underSrc: under.getAttribute('src'),
              overWidth: over.naturalWidth, overHeight: over.naturalHeight,
              names: Array.from(document.querySelectorAll('#images .name')).map(n => n.textContent),
              strayImages: document.querySelectorAll('img[src="x"], img:not([src]):not(.thumb)').length,
              alerts: window.__alerts
            };
        })()""" % opened)
        shot = os.environ.get("CHEVRON_REPORT_SCREENSHOT")
        if shot:  # to look at the page (a PNG of the viewport)
            import base64
            data = browser.send("Page.captureScreenshot", {"format": "png"})["data"]
            with open(shot, "wb") as f:
                f.write(base64.b64decode(data))
        state["before"] = before
        state["shown"] = shown
        print(json.dumps(state))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
