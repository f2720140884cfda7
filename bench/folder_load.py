#!/usr/bin/env python3
"""A folder diff at CI scale: 100 000 small images, and the peak memory it takes.

    bench/folder_load.py --chevron EXE [--images 100000] [--json OUT]

Makes two folders of `--images` PNGs (16 x 16 px, in folders of 1000; hard links to two small
images written for each folder, so the set costs inodes, not bytes), one in 1000 changed, and runs
`EXE diff expected actual` on them under `/usr/bin/time -v`, then the same on a tenth of the
images. Memory bounded by the images' sizes, not their count, keeps the two peaks close (the
records of a run, a few hundred bytes an image, are what grows). Prints and writes (as JSON) both
peak RSS figures and the time. Standard library only.
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import zlib


def png(side, value):
    raw = b"".join(b"\x00" + bytes([value, 128, 255 - value, 255]) * side for _ in range(side))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def run(chevron, folder, images, side):
    a_data, b_data = png(side, 10), png(side, 200)
    for i in range(images):
        if i % 1000 == 0:
            # Two source files a folder of 1000: ext4 allows an inode 65 000 links.
            a_png, b_png = os.path.join(folder, f"a{i // 1000}.png"), os.path.join(folder, f"b{i // 1000}.png")
            with open(a_png, "wb") as f:
                f.write(a_data)
            with open(b_png, "wb") as f:
                f.write(b_data)
        for root in ("expected", "actual"):
            sub = os.path.join(folder, root, f"g{i // 1000:03d}")
            if i % 1000 == 0:
                os.makedirs(sub, exist_ok=True)
            source = b_png if root == "actual" and i % 1000 == 999 else a_png
            os.link(source, os.path.join(sub, f"i{i:06d}.png"))
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v", chevron, "diff", "expected", "actual"], cwd=folder,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1):
        sys.exit(f"folder_load.py: chevron diff exited {done.returncode}: {done.stderr[-400:]}")
    summary = done.stdout.strip().splitlines()[-1]
    if not summary.startswith(f"{images} images:"):
        sys.exit(f"folder_load.py: unexpected summary {summary!r}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
    return rss / 1024, seconds, summary


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--chevron", required=True)
    ap.add_argument("--images", type=int, default=100000)
    ap.add_argument("--side", type=int, default=16)
    ap.add_argument("--json")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="chevron-folder-load-") as folder:
        big, seconds, summary = run(args.chevron, folder, args.images, args.side)
    with tempfile.TemporaryDirectory(prefix="chevron-folder-load-") as folder:
        small, _, _ = run(args.chevron, folder, args.images // 10, args.side)
    result = {"images": args.images, "side": args.side, "changed": args.images // 1000,
              "peak_rss_mb": round(big, 1), "peak_rss_mb_tenth": round(small, 1), "seconds": round(seconds, 2),
              "summary": summary}
    print(f"folder diff of {args.images} images: peak RSS {big:.0f} MB ({small:.0f} MB for {args.images // 10}), "
          f"{seconds:.1f} s — {summary}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=2)


if __name__ == "__main__":
    main()
