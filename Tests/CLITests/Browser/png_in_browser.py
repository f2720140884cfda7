#!/usr/bin/env python3
"""Decodes one PNG with three other decoders and compares each with the pixels Chevron decoded.

Usage: png_in_browser.py PNG RGBA

RGBA holds the straight RGBA bytes Chevron's own reader made of PNG (row after row). Prints one JSON
object: `zlib` (Python's zlib inflates the IDAT data whole, checking its Adler-32, to the size the
header implies), `pillow` (Pillow's PNG decoder gives the same RGBA bytes; null when Pillow is not
installed) and `chromium` (headless Chromium decodes it from a data: URL into a canvas whose
getImageData gives the same bytes; meant for opaque images, which a canvas keeps exactly). The Swift
test (SplitPNGDecoderTests) checks it. Standard library, and Pillow when present.
"""
import base64
import json
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report_in_browser import Browser  # noqa: E402


def chunks(data):
    at = 8
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        yield kind, data[at + 8:at + 8 + length]
        at += 12 + length


def main():
    png = open(sys.argv[1], "rb").read()
    rgba = open(sys.argv[2], "rb").read()
    header = dict(chunks(png))[b"IHDR"]
    width, height, _, color_type = struct.unpack(">IIBB", header[:10])
    idat = b"".join(body for kind, body in chunks(png) if kind == b"IDAT")
    channels = {2: 3, 6: 4}[color_type]
    try:
        inflated = zlib.decompress(idat)
        zlib_ok = len(inflated) == height * (1 + width * channels)
    except zlib.error:
        zlib_ok = False
    try:
        from PIL import Image
        import io
        pillow_ok = Image.open(io.BytesIO(png)).convert("RGBA").tobytes() == rgba
    except ImportError:
        pillow_ok = None

    browser = Browser()
    try:
        targets = browser.send("Target.getTargets", session=False)["targetInfos"]
        target = next(t for t in targets if t["type"] == "page")
        browser.session = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True},
                                       session=False)["sessionId"]
        browser.send("Runtime.enable")
        url = "data:image/png;base64," + base64.b64encode(png).decode()
        drawn = browser.evaluate(
            "(async () => { const i = new Image(); i.src = %s; await i.decode();"
            " const c = document.createElement('canvas'); c.width = i.naturalWidth; c.height = i.naturalHeight;"
            " const g = c.getContext('2d'); g.drawImage(i, 0, 0);"
            " const d = g.getImageData(0, 0, c.width, c.height).data; let s = '';"
            " for (let k = 0; k < d.length; k += 0x8000) s += String.fromCharCode.apply(null, d.subarray(k, k + 0x8000));"
            " return [c.width, c.height, btoa(s)]; })()" % json.dumps(url))
    finally:
        browser.close()
    chromium_ok = drawn[0] == width and drawn[1] == height and base64.b64decode(drawn[2]) == rgba
    print(json.dumps({"zlib": zlib_ok, "pillow": pillow_ok, "chromium": chromium_ok}))


if __name__ == "__main__":
    main()
