#!/usr/bin/env python3
"""Opens a large `chevron diff --report` page in headless Chromium and triages it with the keyboard.

Usage: triage_in_browser.py INDEX_HTML FRAGMENT PASSED

Loads INDEX_HTML#FRAGMENT from file:// (a link to one image) and reads when the page first painted,
then the order of the rows, which image the link opened, then presses j (the next image that did
not pass), 5 (the Three-up view) and f (1:1), follows a link to a passed image (PASSED), and prints
one JSON object of what the page showed after each. The Swift test (FolderReportTriageTests) checks
it. Uses report_in_browser.py's Browser.

First paint is the page's own: the Performance API's paint entries, from the navigation's start
(not the browser's start-up). The first load only warms the browser (it starts the renderer
process for file:// pages inside that navigation); the page is then reloaded five times and each
load's first paint kept, so that a test can take the best of them. The browser runs at a raised
priority (Browser(priority=True)): what is measured is what the page costs when it has the
processor, which other processes on a loaded machine (builds, the other tests) only ever delay.
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
    page, fragment, passed = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    browser = Browser(priority=True)
    try:
        targets = browser.send("Target.getTargets", session=False)["targetInfos"]
        target = next(t for t in targets if t["type"] == "page")
        browser.session = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True},
                                       session=False)["sessionId"]
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        paints = []
        for load in range(6):
            if load == 0:
                browser.send("Page.navigate", {"url": "file://" + page + "#" + fragment})
            else:
                browser.send("Page.reload", {"ignoreCache": False})
            browser.wait_event("Page.loadEventFired")
            browser.wait_until("performance.getEntriesByType('paint').length > 0")
            if load > 0:
                paints.append(browser.evaluate("Math.min(...performance.getEntriesByType('paint').map(p => p.startTime))"))
        current = """(() => { const li = document.querySelector('#images > li.current');
            const d = li && li.querySelector('details');
            return li ? {name: li.dataset.name, open: !!(d && d.open), view: d ? d.dataset.view || null : null,
                         visible: d ? Array.from(d.querySelectorAll('.view')).filter(v => getComputedStyle(v).display !== 'none')
                                        .map(v => v.className) : [],
                         loaded: d ? Array.from(d.querySelectorAll('.view img')).filter(i => getComputedStyle(i.closest('.view')).display !== 'none')
                                        .map(i => i.getAttribute('src')) : []} : null; })()"""
        state = browser.evaluate("""(() => ({
            rows: document.querySelectorAll('#images > li').length,
            order: Array.from(document.querySelectorAll('#images > li')).map(li => li.dataset.status + ' ' + li.dataset.name),
            imagesRequested: performance.getEntriesByType('resource').filter(r => r.initiatorType === 'img').length
        }))()""")
        state["paints"] = paints
        state["linked"] = browser.evaluate(current)
        press(browser, "j")
        state["afterJ"] = browser.evaluate(current)
        press(browser, "5")
        browser.wait_until("Array.from(document.querySelectorAll('#images > li.current .view.three img')).every(i => i.complete)")
        state["afterFive"] = browser.evaluate(current)
        press(browser, "f")
        state["actualSize"] = browser.evaluate("document.body.classList.contains('actual-size')")
        state["hash"] = browser.evaluate("decodeURIComponent(location.hash.slice(1))")
        # A passed image, by its link: opened on its views, its image loaded from beside the page.
        browser.evaluate("location.hash = " + json.dumps("#" + passed))
        browser.wait_until("(() => { const li = document.querySelector('#images > li.current');"
                           " return !!li && li.dataset.name === " + json.dumps(passed) + "; })()")
        browser.wait_until("Array.from(document.querySelectorAll('#images > li.current .view img'))"
                           ".filter(i => getComputedStyle(i.closest('.view')).display !== 'none').every(i => i.complete)")
        state["passed"] = browser.evaluate(current)
        state["passed"]["views"] = browser.evaluate(
            "Array.from(document.querySelectorAll('#images > li.current .views button')).map(b => b.dataset.view)")
        # The grid: the thumbnails in view load (the diff, else the actual image), the others wait.
        browser.evaluate("window.scrollTo(0, 0); document.getElementById('grid').click()")
        browser.wait_until("(() => { const t = document.querySelector('#images > li img.thumb');"
                           " return !!t && !!t.getAttribute('src') && t.complete; })()")
        state["thumbs"] = browser.evaluate("""(() => {
            const all = Array.from(document.querySelectorAll('#images > li img.thumb'));
            const loaded = all.filter(t => t.getAttribute('src'));
            return {first: all[0].getAttribute('src'), firstWidth: all[0].naturalWidth, loaded: loaded.length,
                    rows: all.length}; })()""")
        state["passed"]["naturalWidth"] = browser.evaluate(
            "Array.from(document.querySelectorAll('#images > li.current .view img'))"
            ".filter(i => getComputedStyle(i.closest('.view')).display !== 'none').map(i => i.naturalWidth)")
        print(json.dumps(state))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
