#!/usr/bin/env python3
# Draws up.png / down.png (@1x, @2x, @3x) for navbar-custom-right-view.yaml, the arrows of
# Listing 3-2's segmented control: white triangles, 14 x 10 pt, anti-aliased by 8 x 8 supersampling.
# Procedural; no artwork of anyone's. Run from this folder: python3 make-arrows.py
import struct
import zlib


def png(w, h, rgba):
    raw = b''.join(b'\x00' + bytes(rgba[y * w * 4:(y + 1) * w * 4]) for y in range(h))

    def chunk(t, d):
        return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def arrow(scale, up):
    w, h = 14 * scale, 10 * scale
    out = []
    for y in range(h):
        for x in range(w):
            n = 0
            for sy in range(8):
                for sx in range(8):
                    px = (x + (sx + .5) / 8) / scale
                    py = (y + (sy + .5) / 8) / scale
                    if not up:
                        py = 10 - py
                    # apex (7, 1), base from (1, 9) to (13, 9)
                    t = (py - 1) / 8
                    if 0 <= t <= 1 and abs(px - 7) <= 6 * t:
                        n += 1
            out += [255, 255, 255, round(255 * n / 64)]
    return png(w, h, out)


for s in (1, 2, 3):
    suffix = '' if s == 1 else '@%dx' % s
    open('up%s.png' % suffix, 'wb').write(arrow(s, True))
    open('down%s.png' % suffix, 'wb').write(arrow(s, False))
