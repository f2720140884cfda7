#!/usr/bin/env python3
"""Opens a large `chevron diff --report` page in headless Chromium and triages it with the keyboard.

Usage: triage_in_browser.py INDEX_HTML FRAGMENT

Loads INDEX_HTML#FRAGMENT from file:// (a link to one image), reads when the page first painted,
the order of the rows, which image the link opened, then presses j (the next image that did not
pass), 5 (the Three-up view) and f (1:1), and prints one JSON object of what the page showed after
each. The Swift test (FolderReportTriageTests) checks it. Uses report_in_browser.py's Browser.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report_in_browser import Browser  # noqa: E402


def press(browser, key):
    for kind in ("keyDown", "keyUp"):
        params = {"type": kind, "key": key}
        if kind == "keyDown":
            params["text"] = key
        browser.send("Input.dispatchKeyEvent", params)


def main():
    page, fragment = os.path.abspath(sys.argv[1]), sys.argv[2]
    browser = Browser()
    try:
        targets = browser.send("Target.getTargets", session=False)["targetInfos"]
        target = next(t for t in targets if t["type"] == "page")
        browser.session = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True},
                                       session=False)["sessionId"]
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        browser.send("Page.navigate", {"url": "file://" + page + "#" + fragment})
        browser.wait_event("Page.loadEventFired")
        browser.wait_until("performance.getEntriesByType('paint').length > 0")
        current = """(() => { const li = document.querySelector('#images > li.current');
            const d = li && li.querySelector('details');
            return li ? {name: li.dataset.name, open: !!(d && d.open), view: d ? d.dataset.view || null : null,
                         visible: d ? Array.from(d.querySelectorAll('.view')).filter(v => getComputedStyle(v).display !== 'none')
                                        .map(v => v.className) : [],
                         loaded: d ? Array.from(d.querySelectorAll('.view img')).filter(i => getComputedStyle(i.closest('.view')).display !== 'none')
                                        .map(i => i.getAttribute('src')) : []} : null; })()"""
        state = browser.evaluate("""(() => ({
            paint: performance.getEntriesByType('paint').map(p => [p.name, p.startTime]),
            rows: document.querySelectorAll('#images > li').length,
            order: Array.from(document.querySelectorAll('#images > li')).map(li => li.dataset.status + ' ' + li.dataset.name),
            imagesRequested: performance.getEntriesByType('resource').filter(r => r.initiatorType === 'img').length
        }))()""")
        state["linked"] = browser.evaluate(current)
        press(browser, "j")
        state["afterJ"] = browser.evaluate(current)
        press(browser, "5")
        browser.wait_until("Array.from(document.querySelectorAll('#images > li.current .view.three img')).every(i => i.complete)")
        state["afterFive"] = browser.evaluate(current)
        press(browser, "f")
        state["actualSize"] = browser.evaluate("document.body.classList.contains('actual-size')")
        state["hash"] = browser.evaluate("decodeURIComponent(location.hash.slice(1))")
        print(json.dumps(state))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
