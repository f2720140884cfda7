#!/usr/bin/env python3
"""Writes the PNG fixtures of RasterPNGTests with nothing but zlib: every colour type and bit
depth PNG allows, plain and Adam7-interlaced, from one formula that the Swift tests recompute.

Run from this folder: python3 make_fixtures.py   (the outputs are committed)
"""
import struct
import zlib

W, H = 13, 7  # odd sizes exercise partial bytes and every Adam7 pass


def sample(x, y, c, depth):
    """The formula: a deterministic sample in 0 .. 2^depth - 1 for channel c."""
    m = (1 << depth) - 1
    return (x * 37 + y * 101 + c * 59 + (x * y) * 13) % (m + 1)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def pixel_samples(x, y, ctype, depth):
    if ctype == 3:  # palette index
        return [sample(x, y, 0, depth) % (1 << depth)]
    return [sample(x, y, c, depth) for c in range(CHANNELS[ctype])]


def image_data(ctype, depth, interlace):
    raw = bytearray()
    if not interlace:
        for y in range(H):
            row = [s for x in range(W) for s in pixel_samples(x, y, ctype, depth)]
            raw += b"\x00" + pack_row(row, depth)
        return bytes(raw)
    for (x0, y0, dx, dy) in ADAM7:
        xs = list(range(x0, W, dx))
        if not xs:
            continue
        for y in range(y0, H, dy):
            row = [s for x in xs for s in pixel_samples(x, y, ctype, depth)]
            raw += b"\x00" + pack_row(row, depth)
    return bytes(raw)


def palette(depth):
    n = 1 << depth
    plte = b"".join(bytes(((i * 53) % 256, (i * 97 + 11) % 256, (255 - i * 29) % 256)) for i in range(n))
    trns = bytes((i * 71) % 256 for i in range(n))
    return plte, trns


def write(name, ctype, depth, interlace=0, trns=None):
    ihdr = struct.pack(">IIBBBBB", W, H, depth, ctype, 0, 0, interlace)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if ctype == 3:
        plte, t = palette(depth)
        out += chunk(b"PLTE", plte)
        if trns:
            out += chunk(b"tRNS", t)
    elif trns is not None:
        out += chunk(b"tRNS", trns)
    out += chunk(b"IDAT", zlib.compress(image_data(ctype, depth, interlace), 9))
    out += chunk(b"IEND", b"")
    with open(name, "wb") as f:
        f.write(out)
    return out


for depth in (1, 2, 4, 8, 16):
    write(f"gray{depth}.png", 0, depth)
for depth in (8, 16):
    write(f"rgb{depth}.png", 2, depth)
    write(f"grayalpha{depth}.png", 4, depth)
    write(f"rgba{depth}.png", 6, depth)
for depth in (1, 2, 4, 8):
    write(f"palette{depth}.png", 3, depth)
    write(f"palette{depth}-trns.png", 3, depth, trns=True)
write("rgba8-interlaced.png", 6, 8, interlace=1)
write("gray4-interlaced.png", 0, 4, interlace=1)
write("rgb16-interlaced.png", 2, 16, interlace=1)
write("palette2-trns-interlaced.png", 3, 2, interlace=1, trns=True)
# tRNS on truecolour and grey: the colour of pixel (0, 0) becomes transparent.
s = pixel_samples(0, 0, 2, 8)
write("rgb8-trns.png", 2, 8, trns=struct.pack(">HHH", *s))
s = pixel_samples(0, 0, 0, 8)
write("gray8-trns.png", 0, 8, trns=struct.pack(">H", *s))

# Hostile files.
good = open("rgba8.png", "rb").read()
open("truncated.png", "wb").write(good[: len(good) // 2])
bad_crc = bytearray(good)
bad_crc[29] ^= 0xFF  # a byte of IHDR's CRC
open("bad-crc.png", "wb").write(bytes(bad_crc))
open("not-a-png.png", "wb").write(b"GIF89a this is not a PNG at all")
open("empty.png", "wb").write(b"")
huge = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 6, 0, 0, 0))
huge += chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + chunk(b"IEND", b"")
open("huge-dimensions.png", "wb").write(huge)
wide = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16000, 16000, 8, 6, 0, 0, 0))
wide += chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + chunk(b"IEND", b"")
open("too-many-pixels.png", "wb").write(wide)
# A decompression bomb: a 4 x 4 image whose IDAT inflates to 50 MB.
bomb = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 6, 0, 0, 0))
bomb += chunk(b"IDAT", zlib.compress(b"\x00" * (50 * 1024 * 1024), 9)) + chunk(b"IEND", b"")
open("bomb.png", "wb").write(bomb)
# Garbage inside the zlib stream.
garbage = bytearray(good)
idat = good.index(b"IDAT")
for i in range(idat + 8, idat + 30):
    garbage[i] ^= 0x5A
body = bytes(garbage[idat: idat + 4 + struct.unpack(">I", good[idat - 4: idat])[0]])
crc = struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
end = idat + len(body)
garbage[end: end + 4] = crc
open("bad-zlib.png", "wb").write(bytes(garbage))
# A palette of 5 colours for 4-bit indices that reach 15: an index past the palette is an error.
plte, _ = palette(4)
beyond = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 4, 3, 0, 0, 0))
beyond += chunk(b"PLTE", plte[: 5 * 3]) + chunk(b"IDAT", zlib.compress(image_data(3, 4, 0), 9)) + chunk(b"IEND", b"")
open("palette-index-beyond.png", "wb").write(beyond)
