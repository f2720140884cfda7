#!/usr/bin/env python3
# Draws photo.png for photo-viewer.yaml: a 300 x 400 px stand-in for a photo (an evening sky, a
# sun, two rows of hills over a lake), drawn from gradients and shapes, anti-aliased by 4 x 4
# supersampling at the edges. Procedural; no photograph of anyone's. Run from this folder:
# python3 make-photo.py
import math
import struct
import zlib

W, H = 300, 400


def png(w, h, rgb):
    raw = b''.join(b'\x00' + bytes(rgb[y * w * 3:(y + 1) * w * 3]) for y in range(h))

    def chunk(t, d):
        return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def mix(a, b, t):
    t = min(1.0, max(0.0, t))
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def hill(x, base, amp, freq, phase):
    return base - amp * (0.6 * math.sin(x * freq + phase) + 0.4 * math.sin(x * freq * 2.3 + phase * 1.7))


def colour(x, y):
    horizon = 250
    if y < horizon:
        sky = mix((38, 62, 128), (250, 168, 92), (y / horizon) ** 1.4)
        d = math.hypot(x - 190, y - 205)
        if d < 26:
            return mix((255, 244, 200), (255, 214, 120), d / 26)
        glow = max(0.0, 1 - d / 140) ** 2
        c = mix(sky, (255, 220, 150), glow * 0.7)
    else:
        # the lake mirrors the sky, darker, with ripples
        my = 2 * horizon - y
        c = mix((38, 62, 128), (250, 168, 92), (max(0, my) / horizon) ** 1.4)
        c = mix(c, (20, 30, 60), 0.35 + 0.1 * math.sin(y * 0.9))
    if y > hill(x, 215, 28, 0.018, 1.0) and y < horizon:
        c = mix((96, 74, 110), (70, 52, 84), (y - 190) / 60)
    if y > hill(x, 238, 20, 0.031, 2.5) and y < horizon:
        c = mix((44, 40, 62), (30, 28, 46), (y - 220) / 30)
    return c


out = bytearray()
for y in range(H):
    for x in range(W):
        acc = [0.0, 0.0, 0.0]
        for sy in range(4):
            for sx in range(4):
                c = colour(x + (sx + .5) / 4, y + (sy + .5) / 4)
                for i in range(3):
                    acc[i] += c[i]
        out += bytes(round(v / 16) for v in acc)
open('photo.png', 'wb').write(png(W, H, out))
