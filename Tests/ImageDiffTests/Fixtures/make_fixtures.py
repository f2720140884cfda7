#!/usr/bin/env python3
"""Draws the ImageDiffTests fixture pairs and prints pixelmatch's counts for them.

Not part of the build (Fixtures/ is excluded in Package.swift). The PNGs it writes and the numbers
it prints are committed: the Swift table in PixelmatchParityTests.swift holds the numbers, so the
tests need neither Python nor pixelmatch. Regenerate only when a pair changes:

    python3 -m venv /tmp/pm && /tmp/pm/bin/pip install pixelmatch==0.4.0 pillow
    /tmp/pm/bin/python Tests/ImageDiffTests/Fixtures/make_fixtures.py [--scene PATH] > /tmp/rows.txt

Every pair is drawn here from first principles (supersampled coverage for anti-aliased shapes,
DejaVu Sans Bold through Pillow for text); the 640 x 960 scene pairs start from the standard-scene
reference rendering in the shared bench folder (`--scene`).

Counts come from pixelmatch-py 0.4.0 (`pixelmatch.core.pixelmatch`, a line-for-line port of
mapbox/pixelmatch 5.x) on the RGBA bytes Pillow decodes from the written PNG files; the
anti-aliased count is the number of yellow (255, 255, 0, 255) pixels in pixelmatch's diff output,
and `<pair>-pixelmatch-diff.png` is that output at threshold 0.1 without includeAA.
"""
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFont
from pixelmatch.core import pixelmatch

HERE = os.path.dirname(os.path.abspath(__file__))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
THRESHOLDS = [0.0, 0.05, 0.1, 0.2, 0.5]


# --- drawing helpers -------------------------------------------------------------------------

def canvas(w, h, color):
    return Image.new("RGBA", (w, h), color)


def over(dst, src):
    """8-bit straight-alpha source-over."""
    sr, sg, sb, sa = src
    dr, dg, db, da = dst
    if sa == 0:
        return dst
    a = sa / 255
    oa = a + (da / 255) * (1 - a)
    if oa == 0:
        return (0, 0, 0, 0)

    def ch(s, d):
        return round((s * a + d * (da / 255) * (1 - a)) / oa)
    return (ch(sr, dr), ch(sg, dg), ch(sb, db), round(oa * 255))


def fill(img, inside, color, ss=4):
    """Fills the points where inside(x, y) holds with `color`, anti-aliased by ss x ss supersampling."""
    w, h = img.size
    px = img.load()
    for y in range(h):
        for x in range(w):
            hits = 0
            for j in range(ss):
                for i in range(ss):
                    if inside(x + (i + 0.5) / ss, y + (j + 0.5) / ss):
                        hits += 1
            if hits:
                r, g, b, a = color
                px[x, y] = over(px[x, y], (r, g, b, round(a * hits / (ss * ss))))


def circle(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def rect(x0, y0, x1, y1):
    return lambda x, y: x0 <= x < x1 and y0 <= y < y1


def stroke(ax, ay, bx, by, width):
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy

    def inside(x, y):
        t = max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / length2))
        px, py = ax + t * dx - x, ay + t * dy - y
        return px * px + py * py <= (width / 2) ** 2
    return inside


def gradient(img, y0, y1, top, bottom):
    w, _ = img.size
    px = img.load()
    for y in range(y0, y1):
        t = (y - y0 + 0.5) / (y1 - y0)
        c = tuple(round(top[k] + (bottom[k] - top[k]) * t) for k in range(3)) + (255,)
        for x in range(w):
            px[x, y] = c


def text(img, xy, s, size, color):
    ImageDraw.Draw(img).text(xy, s, font=ImageFont.truetype(FONT, size), fill=color)


# --- the pairs ---------------------------------------------------------------------------------

def ui_picture():
    """A small mockup: a bar gradient with a title, a round badge and a row line."""
    img = canvas(96, 64, (255, 255, 255, 255))
    gradient(img, 0, 22, (0xb0, 0xbc, 0xcd), (0x6d, 0x84, 0xa2))
    text(img, (24.0, 1.5), "Title", 15, (255, 255, 255, 255))
    fill(img, circle(14.5, 41.0, 7.3), (0x24, 0x63, 0xde, 255))
    fill(img, rect(0, 57, 96, 58), (0xe0, 0xe0, 0xe0, 255))
    return img


def pair_identical():
    a = ui_picture()
    return a, a.copy()


def pair_one_pixel():
    a = ui_picture()
    b = a.copy()
    b.putpixel((60, 40), (255, 0, 0, 255))
    return a, b


def pair_aa_circles():
    a = canvas(48, 48, (255, 255, 255, 255))
    b = a.copy()
    fill(a, circle(24.0, 24.0, 14.0), (0x1b, 0x49, 0xb4, 255))
    fill(b, circle(24.35, 23.8, 14.0), (0x1b, 0x49, 0xb4, 255))
    return a, b


def shifted_shape(dx):
    img = canvas(64, 40, (255, 255, 255, 255))
    fill(img, circle(16.0 + dx, 20.0, 9.0), (0x2d, 0x36, 0x42, 255))
    fill(img, rect(16 + dx, 11, 44 + dx, 29), (0x2d, 0x36, 0x42, 255))
    fill(img, stroke(48.0 + dx, 6.0, 58.0 + dx, 34.0, 1.6), (0xd0, 0x30, 0x30, 255))
    return img


def pair_shift_1px():
    return shifted_shape(0), shifted_shape(1)


def bar_with_text(s, x):
    img = canvas(120, 44, (255, 255, 255, 255))
    gradient(img, 0, 22, (0xb0, 0xbc, 0xcd), (0x88, 0x9b, 0xb3))
    gradient(img, 22, 43, (0x81, 0x95, 0xaf), (0x6d, 0x84, 0xa2))
    gradient(img, 43, 44, (0x2d, 0x36, 0x42), (0x2d, 0x36, 0x42))
    text(img, (x, 9.0), s, 20, (255, 255, 255, 255))
    return img


def pair_text_changed():
    return bar_with_text("Photos", 12.0), bar_with_text("Photo5", 12.0)


def pair_text_subpixel():
    return bar_with_text("Albums", 12.0), bar_with_text("Albums", 12.4)


def pair_alpha():
    a = canvas(64, 32, (0, 0, 0, 0))
    b = a.copy()
    for img, square_alpha, circle_alpha in ((a, 128, 200), (b, 160, 150)):
        fill(img, rect(2, 2, 30, 30), (0x30, 0x60, 0xc0, square_alpha))
        fill(img, circle(46.0, 16.0, 11.0), (0xff, 0x80, 0x00, circle_alpha))
        fill(img, stroke(34.0, 30.0, 62.0, 2.0, 1.2), (0, 0, 0, 90))
    # a faint change the eye cannot see: alpha 1 against alpha 0 over the left column
    for y in range(32):
        b.putpixel((0, y), (0, 0, 0, 1))
    return a, b


def pair_transparent_white():
    a = canvas(40, 30, (0, 0, 0, 0))
    b = canvas(40, 30, (255, 255, 255, 255))
    # transparent pixels of different colour: all blend to white
    for y in range(10, 20):
        for x in range(40):
            a.putpixel((x, y), (255, 0, 0, 0))
            b.putpixel((x, y), (0, 0, 255, 0))
    # and a black row that really differs
    for x in range(40):
        b.putpixel((x, 25), (0, 0, 0, 255))
    return a, b


def pair_noise_palette():
    rnd = random.Random(7)
    palette = [(255, 255, 255, 255), (0, 0, 0, 255), (0x6d, 0x84, 0xa2, 255), (0xb0, 0xbc, 0xcd, 255)]
    a = canvas(64, 64, (0, 0, 0, 0))
    for y in range(64):
        for x in range(64):
            # blobs: mostly runs of one colour, so flat areas and slopes both occur
            a.putpixel((x, y), palette[(x // 3 + y // 5 + rnd.randrange(2)) % 4] if rnd.random() < 0.9
                       else rnd.choice(palette))
    b = a.copy()
    for _ in range(600):
        b.putpixel((rnd.randrange(64), rnd.randrange(64)), rnd.choice(palette))
    return a, b


def pair_noise_alpha():
    rnd = random.Random(11)
    colors = [(255, 0, 0), (0, 128, 255), (20, 20, 20), (250, 250, 250)]
    alphas = [0, 64, 128, 255]
    a = canvas(48, 48, (0, 0, 0, 0))
    for y in range(48):
        for x in range(48):
            a.putpixel((x, y), rnd.choice(colors) + (rnd.choice(alphas),))
    b = a.copy()
    for _ in range(500):
        b.putpixel((rnd.randrange(48), rnd.randrange(48)), rnd.choice(colors) + (rnd.choice(alphas),))
    return a, b


def pair_gradient_near_threshold():
    rnd = random.Random(3)
    a = canvas(64, 64, (0, 0, 0, 255))
    b = a.copy()
    for y in range(64):
        for x in range(64):
            c = (x * 4, y * 4, (x * y) % 256, 255)
            a.putpixel((x, y), c)
            d = tuple(max(0, min(255, c[k] + rnd.randint(-40, 40))) for k in range(3)) + (255,)
            b.putpixel((x, y), d)
    return a, b


def pair_transposed():
    a = canvas(120, 80, (255, 255, 255, 255))
    fill(a, circle(60.0, 40.0, 30.0), (0x24, 0x63, 0xde, 255))
    return a, a.transpose(Image.Transpose.TRANSPOSE)


def pair_taller():
    a = canvas(64, 64, (255, 255, 255, 255))
    b = canvas(64, 65, (255, 255, 255, 255))
    return a, b


def scene_pairs(reference):
    ref = Image.open(reference).convert("RGBA")
    w, h = ref.size
    # the title "Photos" replaced by "Albums": the bar background copied over it, new text drawn
    title = ref.copy()
    px = title.load()
    for y in range(0, 87):
        c = px[200, y]
        for x in range(180, 460):
            px[x, y] = c
    text(title, (232.0, 18.0), "Albums", 40, (255, 255, 255, 255))
    # the whole toolbar (rows 872...) one pixel lower
    toolbar = ref.copy()
    src = ref.load()
    dst = toolbar.load()
    for y in range(h - 1, 872, -1):
        for x in range(w):
            dst[x, y] = src[x, y - 1]
    for x in range(w):
        dst[x, 872] = src[x, 871]
    return {"scene-title": (ref, title), "scene-toolbar": (ref, toolbar)}


PAIRS = {
    "identical": pair_identical,
    "one-pixel": pair_one_pixel,
    "aa-circles": pair_aa_circles,
    "shift-1px": pair_shift_1px,
    "text-changed": pair_text_changed,
    "text-subpixel": pair_text_subpixel,
    "alpha": pair_alpha,
    "transparent-white": pair_transparent_white,
    "noise-palette": pair_noise_palette,
    "noise-alpha": pair_noise_alpha,
    "gradient": pair_gradient_near_threshold,
    "transposed": pair_transposed,
    "taller": pair_taller,
}


def save(img, name):
    path = os.path.join(HERE, name)
    img.save(path, optimize=True)
    return Image.open(path).convert("RGBA")  # what a reader of the file gets


def main():
    scene = None
    if "--scene" in sys.argv:
        scene = sys.argv[sys.argv.index("--scene") + 1]
    pairs = {name: make() for name, make in PAIRS.items()}
    if scene:
        pairs.update(scene_pairs(scene))
    for name, (a, b) in pairs.items():
        a = save(a, f"{name}-a.png")
        b = save(b, f"{name}-b.png")
        if a.size != b.size:
            print(f"        // {name}: {a.size[0]} x {a.size[1]} against {b.size[0]} x {b.size[1]}", flush=True)
            continue
        w, h = a.size
        da, db = list(a.tobytes()), list(b.tobytes())
        for include_aa in (False, True):
            for t in THRESHOLDS:
                out = bytearray(w * h * 4)
                n = pixelmatch(da, db, w, h, out, threshold=t, includeAA=include_aa)
                yellow = sum(1 for i in range(0, len(out), 4) if out[i:i + 4] == b"\xff\xff\x00\xff")
                print(f'        Row("{name}", threshold: {t}, includeAA: {str(include_aa).lower()}, '
                      f'mismatched: {n}, antialiased: {yellow}),', flush=True)
                if t == 0.1 and not include_aa:
                    Image.frombytes("RGBA", (w, h), bytes(out)).save(
                        os.path.join(HERE, f"{name}-pixelmatch-diff.png"), optimize=True)


if __name__ == "__main__":
    main()
