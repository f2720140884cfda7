#!/usr/bin/env python3
"""One table of Chevron against the peers, from one run of bench/compare.sh
(docs/DESIGN.md §Benchmark).

Reads the peers' results (run_all.sh: results/scene_<peer>_warm.json, results/diff.json,
results/env.json) and ChevronBench's JSON, and prints a Markdown table of Chevron / peer ratios
with the benchmark's targets, ending in one line:
    chevron/blend2d draw X.XX, encode X.XX ms, diff X.XX ms
(the draw-only ratio against Blend2D, Chevron's draw + encode median, and its slower in-memory
diff of the two differing pairs). Absolute times drift by ±30 % on these shared machines; ratios
from one run hold. Standard library only.

Usage: compare_table.py --peers .build/peers/results --chevron .build/bench/chevron.json [--markdown OUT.md]
"""
import argparse
import json
import math
import os
import sys

PEERS = ["blend2d", "cairo", "skia", "pillow", "aggdraw"]


def load(path, default=None):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return default


def ms(v):
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "–"
    return f"{v:.3f}" if v < 1 else (f"{v:.2f}" if v < 100 else f"{v:.0f}")


def ratio(a, b):
    if a is None or b is None or b == 0:
        return "–"
    return f"{a / b:.2f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--peers", required=True, help="run_all.sh's results/ folder")
    ap.add_argument("--chevron", required=True, help="ChevronBench --json output")
    ap.add_argument("--markdown", help="also write the table (with a header) to this file")
    ap.add_argument("--preview", help="bench/preview_latency.py --json output")
    ap.add_argument("--folder-diff", help="bench/folder_diff.sh's JSON: the folder-diff rows")
    args = ap.parse_args()

    bench = load(args.chevron)
    if not bench:
        sys.exit(f"compare_table.py: no ChevronBench results in {args.chevron}")
    res = bench.get("results", {})
    env = load(os.path.join(args.peers, "env.json"), {})
    scene = {p: load(os.path.join(args.peers, f"scene_{p}_warm.json")) for p in PEERS}
    diff_rows = load(os.path.join(args.peers, "diff.json"), [])

    def chev(key, field="median_ms"):
        return res.get(key, {}).get(field)

    def note(key):
        return res.get(key, {}).get("note", "")

    def peer_ms(p, field):
        d = scene.get(p) or {}
        v = d.get(field)
        return None if v is None else v / 1000.0

    def diff_peer(tool_prefix, pair):
        for r in diff_rows:
            if r.get("tool", "").startswith(tool_prefix) and r.get("pair") == pair:
                v = r.get("ms")
                return (None if v is None or (isinstance(v, float) and math.isnan(v)) else v), r.get("mismatch")
        return None, None

    rows = []  # (measurement, chevron, peer label, peer value, ratio, target, met)

    def add(what, c, peer, p, target="", met="", c_text=None, p_text=None):
        rows.append((what, c_text if c_text is not None else ms(c), peer,
                     p_text if p_text is not None else ms(p), ratio(c, p), target, met))

    def verdict(ok):
        return "–" if ok is None else ("yes" if ok else "**no**")

    # Drawing: Chevron's warm reused canvas against each peer's "draw only" (native target, no copy-out).
    draw = chev("draw")
    for p in PEERS:
        native = peer_ms(p, "native_us")
        is_b2d = p == "blend2d"
        add("draw the scene, warm frame buffer (ms)", draw, f"{p} draw only", native,
            "≤ 1.0 × Blend2D" if is_b2d else "",
            verdict(None if (draw is None or native is None) else draw <= native) if is_b2d else "")
    render = chev("render")
    add("render into a new frame buffer (ms)", render, "blend2d render (warm heap)", peer_ms("blend2d", "render_us"))
    # Encoding.
    enc = chev("draw_encode")
    for p in PEERS:
        add("draw + PNG encode (ms)", enc, f"{p} render+encode", peer_ms(p, "render_encode_us"),
            "≤ 5 ms" if p == "blend2d" else "", verdict(None if enc is None else enc <= 5) if p == "blend2d" else "")
    size = chev("draw_encode", "png_bytes")
    for p in PEERS:
        psize = (scene.get(p) or {}).get("png_bytes")
        add("PNG size (bytes)", size, f"{p} PNG", psize, "≤ 21,000" if p == "blend2d" else "",
            verdict(None if size is None else size <= 21000) if p == "blend2d" else "",
            c_text=f"{size:,}" if size else "–", p_text=f"{psize:,}" if psize else "–")
    libpng = chev("draw_encode_libpng")
    add("  (Chevron with libpng level 6, for scale)", libpng, "blend2d render+encode",
        peer_ms("blend2d", "render_encode_us"))
    # Diffing: in memory against pixelmatch-fast (numba), from files against blazediff (Rust).
    targets = {"identical": 0.2, "title": 1.0, "toolbar": 1.0}
    for pair, label in [("identical", "identical"), ("title", "title changed"), ("toolbar", "toolbar shifted")]:
        c = chev(f"diff_memory_{pair}")
        pm, pm_count = diff_peer("pixelmatch-fast", pair)
        mism = res.get(f"diff_memory_{pair}", {}).get("mismatched")
        add(f"diff in memory, {label} (ms; Chevron {mism} px, pixelmatch {pm_count})", c,
            "pixelmatch-fast", pm, f"≤ {targets[pair]} ms", verdict(None if c is None else c <= targets[pair]))
    for pair, label in [("identical", "identical"), ("title", "title changed"), ("toolbar", "toolbar shifted")]:
        c = chev(f"diff_decode_{pair}")
        bz, _ = diff_peer("blazediff 6.0.2", pair)
        add(f"read + decode + diff, {label} (ms)", c, "blazediff (files)", bz)
    # Whole processes, against the floors measured in the same run: `true` and `cmp`.
    floor_true, floor_cmp = chev("process_true"), chev("process_cmp_title")
    c = chev("process_version")
    add("whole `chevron --version` (ms)", c, "`true`", floor_true, "≤ 2 ms", verdict(None if c is None else c <= 2),
        c_text=None if c is not None else note("process_version"))
    c = chev("process_diff_title")
    add("whole `chevron diff`, title pair (ms)", c, "`cmp` of the same files", floor_cmp, "≤ 4 ms",
        verdict(None if c is None else c <= 4), c_text=None if c is not None else note("process_diff_title"))
    im, _ = diff_peer("ImageMagick compare", "title")
    add("whole `chevron diff`, title pair (ms)", c, "ImageMagick compare", im,
        c_text=None if c is not None else note("process_diff_title"))
    c = chev("process_render_bar")
    add("whole `chevron render`, one bar @2x (ms)", c, "`true`", floor_true, "≤ 5 ms", verdict(None if c is None else c <= 5),
        c_text=None if c is not None else note("process_render_bar"))
    c = chev("process_render_table")
    add("whole `chevron render`, a 10 000-row table 320 x 480 @1x (ms)", c, "`true`", floor_true, "≤ 10 ms",
        verdict(None if c is None else c <= 10), c_text=None if c is not None else note("process_render_table"))
    c = chev("process_render_keyboard")
    add("whole `chevron render`, a screen with the keyboard up @2x (ms)", c, "`true`", floor_true, "≤ 10 ms",
        verdict(None if c is None else c <= 10), c_text=None if c is not None else note("process_render_keyboard"))
    c = chev("process_animate_push")
    add("whole `chevron animate`, a push @2x, 22 frames (ms)", c, "`true`", floor_true, "≤ 60 ms",
        verdict(None if c is None else c <= 60), c_text=None if c is not None else note("process_animate_push"))
    apng = res.get("animate_bytes", {}).get("bytes")
    rows.append(("  the push's animated PNG (KB)", f"{apng / 1000:.0f}" if apng else "–", "—", "–", "–", "≤ 150 KB",
                 verdict(None if apng is None else apng <= 150000)))
    c = chev("process_flow")
    add("whole `chevron flow`, 4 screens @2x (ms)", c, "`true`", floor_true, "≤ 30 ms",
        verdict(None if c is None else c <= 30), c_text=None if c is not None else note("process_flow"))
    size = res.get("binary_size", {}).get("bytes")
    rows.append(("the `chevron` binary (MB)", f"{size / 1e6:.1f}" if size else "–", "—", "–", "–", "≤ 25 MB",
                 verdict(None if size is None else size <= 25e6)))
    preview = (load(args.preview, {}) if args.preview else {}).get("preview_save_to_event", {})
    pm, pp = preview.get("median_ms"), preview.get("p95_ms")
    rows.append((f"`chevron preview`: a save to its event, {preview.get('edits', 50)} edits of one screen (ms, median / p95)",
                 f"{pm:.1f} / {pp:.1f}" if pm is not None else "n/a", "—", "–", "–", "≤ 50 / ≤ 100",
                 verdict(None if pm is None else pm <= 50 and pp <= 100)))
    sp = res.get("parallel_scenes", {}).get("speedup")
    n_scenes = res.get("parallel_scenes", {}).get("scenes", "many")
    rows.append((f"{n_scenes} scenes in one `chevron render`: all cores / 1 core", f"{sp:.2f} ×" if sp else note("parallel_scenes"),
                 "—", "–", "–", "≥ 1.8 ×", verdict(None if sp is None else sp >= 1.8)))
    cal = res.get("calibration_cores", {}).get("speedup")
    if cal:
        rows.append(("  (for scale: the scene without text on 2 threads / 1, same minute)", f"{cal:.2f} ×", "—", "–", "–", "", ""))
    cal_text = res.get("calibration_cores", {}).get("text_speedup")
    if cal_text:
        rows.append(("  (the scene with text, one shared typesetter, 2 threads / 1)", f"{cal_text:.2f} ×", "—", "–", "–", "", ""))

    # Folders (bench/folder_diff.sh): 1000 pairs, 900 identical and 100 changed, whole process.
    if args.folder_diff:
        fd = json.load(open(args.folder_diff))
        c, im, rss = fd["chevron_s"], fd["imagemagick_s"], fd["peak_rss_mb"]
        rows.append(("whole `chevron diff DIR DIR`, 1000 pairs 640 x 960, 100 changed (s)", f"{c:.2f}",
                     "ImageMagick `compare -metric AE` loop" + ("" if fd["imagemagick_pairs_timed"] == 1000 else
                                                               f" ({fd['imagemagick_pairs_timed']} pairs, scaled)"),
                     f"{im:.1f}", f"{c / im:.3f} ({im / c:.0f} × faster)", "≤ 1.5 s, ≥ 20 × faster",
                     verdict(c <= 1.5 and im / c >= 20)))
        rows.append(("  peak RSS of that process (MB)", f"{rss:.0f}", "—", "–", "–", "≤ 200 MB", verdict(rss <= 200)))
        if "pixels_match_2000_s" in fd:
            same = fd["pixels_match_2000_s"]
            rate = 2000 / same if same > 0 else float("inf")
            rows.append(("whole `chevron diff DIR DIR`, 2000 pairs 640 x 960, bytes differ, pixels match (pairs/s)",
                         f"{rate:.0f}", "—", "–", "–", "≥ 1000 pairs/s", verdict(rate >= 1000)))
            cost = fd["report_2000_s"] - fd["changed_2000_s"]
            rows.append(("  the 2000-image `--report` written, 100 changed (s, with minus without)",
                         f"{cost:.2f}", "—", "–", "–", "≤ 1 s, index.html ≤ 1 MB",
                         verdict(cost <= 1 and fd["report_index_kb"] <= 1024)))

    diffs = [chev("diff_memory_title"), chev("diff_memory_toolbar")]
    worst_diff = max(d for d in diffs if d is not None) if any(d is not None for d in diffs) else None
    b2d_native = peer_ms("blend2d", "native_us")
    summary = (f"chevron/blend2d draw {ratio(draw, b2d_native)}, encode {ms(enc)} ms, diff {ms(worst_diff)} ms")

    head = bench
    ref = head.get("reference", {})
    lines = [
        "| measurement | Chevron | peer | peer | Chevron / peer | target | met |",
        "|---|---:|---|---:|---:|---|---|",
    ]
    for r in rows:
        lines.append("| " + " | ".join(str(x) for x in r) + " |")
    context = [
        f"Peers: run_all.sh {env.get('start', '?')} → {env.get('end', '?')} on `{env.get('cpu', '?')}`, "
        f"{env.get('nproc', '?')} cores, load {env.get('load_start', '?')} / {env.get('load_end', '?')}. "
        f"Chevron: ChevronBench {head.get('date', '?')}, load {head.get('load_start', '?')}, same machine, right after.",
        f"Reference check: {'passed' if ref.get('passed') else 'FAILED'} — {ref.get('over16', '?')} pixels > 16 levels "
        f"from Skia's reference (the peers: 1.9k–2.8k), the {ref.get('pinned_pixels', '?')} pixels away from glyphs and "
        f"anti-aliased edges within {ref.get('pinned_max_levels', '?')} levels. Diff pairs: {head.get('diff_pairs', '?')}.",
        "Medians of single-call wall-clock times; Chevron's are the median of 5 interleaved rounds' medians, as the "
        "peers' are of 5 processes. Chevron: release build with the Swift runtime linked statically, "
        "one thread, warm-heap malloc settings as the peers' warm run; draw = the whole scene into one 640 x 960 "
        "canvas reused between frames (the peers' `draw only`: their native target, no copy-out); encode = Chevron's "
        "own PNG writer (RGB); diff = pixelmatch's metric, threshold 0.1, anti-aliasing not counted; whole-process "
        "rows spawn `chevron` (posix_spawn to exit), as the peers' `subprocess.run`.",
    ]
    table = "\n".join(lines)
    print(table)
    print()
    for c in context:
        print(c)
    print()
    print(summary)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("# Chevron against the peers (docs/DESIGN.md §Benchmark), one run of bench/compare.sh\n\n")
            f.write(f"Date: {head.get('date', '?')}. Machine: `{head.get('cpu', env.get('cpu', '?'))}`, "
                    f"{head.get('cores', env.get('nproc', '?'))} cores (a shared VM: absolute times drift by ±30 %, "
                    "ratios from one run hold).\n\n")
            f.write(table + "\n\n")
            for c in context:
                f.write(c + "\n\n")
            f.write(summary + "\n")


if __name__ == "__main__":
    main()
