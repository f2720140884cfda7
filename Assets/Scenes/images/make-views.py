#!/usr/bin/env python3
# Draws the pictures of the view examples: unread-dot.png (@1x, @2x), Mail's blue unread dot, a
# glossy disc 12 pt across; prev.png, pause.png, next.png (@1x, @2x), the Now Playing screen's white
# transport glyphs; album-art.png, a 320 x 320 px stand-in for an album cover (rings of
# colour, gently lobed, on a dark ground), for ipod-now-playing.yaml. Procedural, anti-aliased by 4 x 4
# supersampling. Run from this folder: python3 make-views.py
import math
import struct
import zlib


def png(w, h, rgba):
    raw = b''.join(b'\x00' + bytes(rgba[y * w * 4:(y + 1) * w * 4]) for y in range(h))

    def chunk(t, d):
        return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def mix(a, b, t):
    t = min(1.0, max(0.0, t))
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(len(a)))


def dot(scale):
    size = 12 * scale
    out = []
    for y in range(size):
        for x in range(size):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(4):
                for sx in range(4):
                    px, py = (x + (sx + 0.5) / 4) / scale, (y + (sy + 0.5) / 4) / scale
                    d = math.hypot(px - 6, py - 6)
                    if d > 5:
                        continue
                    # Lighter at the top, a rim a shade darker: Mail's glossy dot.
                    c = mix((120, 170, 240), (38, 96, 214), py / 10)
                    if d > 4.3:
                        c = mix(c, (28, 70, 170), (d - 4.3) / 0.7)
                    for i in range(3):
                        acc[i] += c[i]
                    acc[3] += 1
            n = acc[3]
            if n == 0:
                out += [0, 0, 0, 0]
            else:
                out += [round(acc[0] / n), round(acc[1] / n), round(acc[2] / n), round(255 * n / 16)]
    return png(size, size, out)


def album():
    size = 320
    out = []
    for y in range(size):
        for x in range(size):
            d = math.hypot(x - 160, y - 170) / 160
            a = math.atan2(y - 170, x - 160)
            ground = mix((24, 20, 40), (70, 30, 60), y / size)
            ring = 0.5 + 0.5 * math.sin(d * 22 + 0.6 * math.cos(3 * a))
            c = mix(ground, mix((240, 120, 60), (250, 210, 90), d), ring * max(0.0, 1 - d) ** 0.6)
            out += [round(c[0]), round(c[1]), round(c[2]), 255]
    return png(size, size, out)


def glyph(name, w, h, inside, scale):
    W, H = w * scale, h * scale
    out = []
    for y in range(H):
        for x in range(W):
            n = 0
            for sy in range(4):
                for sx in range(4):
                    if inside((x + (sx + 0.5) / 4) / scale, (y + (sy + 0.5) / 4) / scale):
                        n += 1
            out += [255, 255, 255, round(255 * n / 16)]
    suffix = '' if scale == 1 else '@%dx' % scale
    with open(name + suffix + '.png', 'wb') as f:
        f.write(png(W, H, out))


def triangle(x0, x1, top, bottom, right):
    # A triangle from the edge x0 to its point at x1 (pointing right when x1 > x0).
    def inside(x, y):
        t = (x - x0) / (x1 - x0)
        if t < 0 or t > 1:
            return False
        half = (bottom - top) / 2 * (1 - t)
        mid = (top + bottom) / 2
        return mid - half <= y <= mid + half
    return inside


def prev(x, y):
    return (2 <= x <= 4 and 3 <= y <= 19) or triangle(13, 4, 3, 19, False)(x, y) or triangle(22, 13, 3, 19, False)(x, y)


def nxt(x, y):
    return prev(24 - x, y)


def pause(x, y):
    return 3 <= y <= 19 and (5 <= x <= 10 or 14 <= x <= 19)


for scale in (1, 2):
    glyph('prev', 24, 22, prev, scale)
    glyph('next', 24, 22, nxt, scale)
    glyph('pause', 24, 22, pause, scale)

with open('unread-dot.png', 'wb') as f:
    f.write(dot(1))
with open('unread-dot@2x.png', 'wb') as f:
    f.write(dot(2))
with open('album-art.png', 'wb') as f:
    f.write(album())
