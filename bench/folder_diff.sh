#!/usr/bin/env bash
# The folder-diff row of bench/compare.sh (docs/performance.md, issue 28): `chevron diff EXPECTED_DIR
# ACTUAL_DIR` over 1000 pairs of 640 x 960 PNGs — 900 identical, 100 changed (a title edited) —
# against a loop of ImageMagick's `compare -metric AE` over the same pairs, in the same run, and the
# peak memory (RSS) of the whole chevron process; then issue 36's CI-scale rows: 2000 pairs whose bytes
# differ but pixels match (pairs/s), and the cost of writing the 2000-image report. Writes JSON for
# compare_table.py.
#
# Usage: bench/folder_diff.sh CHEVRON_EXE OUT.json [--quick]   (--quick: the ImageMagick loop over
#        100 pairs, scaled to 1000 — a smoke test; the recorded run loops over all 1000)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exe="$1" out="$2" quick="${3:-}"
work="$ROOT/.build/bench/folder-diff"
rm -rf "$work" && mkdir -p "$work/expected" "$work/actual"
command -v compare >/dev/null 2>&1 || {
  echo "folder_diff.sh: ImageMagick's compare is missing (apt-get install imagemagick)" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq imagemagick >/dev/null
}

# Two 640 x 960 screens (320 x 480 pt at @2x) that differ in their title.
scene="$ROOT/Assets/Scenes/photos-drilldown.yaml"
sed "s/title: \"1 of 24\"/title: \"2 of 24\"/" "$scene" > "$work/changed.yaml"
cmp -s "$scene" "$work/changed.yaml" && { echo "folder_diff.sh: the scene's title was not found to change" >&2; exit 1; }
"$exe" render "$scene" --scale 2 -o "$work/a.png" >/dev/null
"$exe" render "$work/changed.yaml" --scale 2 -o "$work/b.png" >/dev/null

# 1000 pairs in 10 folders: every 10th pair changed.
for d in $(seq 0 9); do
  mkdir -p "$work/expected/f$d" "$work/actual/f$d"
  for i in $(seq 0 99); do
    cp "$work/a.png" "$work/expected/f$d/$i.png"
    if [ $((i % 10)) = 0 ]; then cp "$work/b.png" "$work/actual/f$d/$i.png"; else cp "$work/a.png" "$work/actual/f$d/$i.png"; fi
  done
done

timed() {  # timed EXPECTED_STATUS ARGS...: "WALL_S PEAK_RSS_KB" of one whole chevron process
  local want="$1"; shift
  set +e
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$exe" "$@" > "$work/stdout.txt"
  local status=$?
  set -e
  [ "$status" = "$want" ] || { echo "folder_diff.sh: chevron $* exited $status ($want expected)" >&2; exit 1; }
  tail -1 "$work/time.txt"
}
wall() { printf '%s\n' "$@" | cut -d' ' -f1; }

# chevron: 5 runs, the median wall time; the largest peak RSS.
times=() rss=0
for run in 1 2 3 4 5; do
  measured="$(timed 1 diff "$work/expected" "$work/actual")"
  read -r t m <<< "$measured"
  times+=("$t")
  [ "$m" -gt "$rss" ] && rss="$m"
done
summary="$(tail -1 "$work/stdout.txt")"
chevron_s="$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)"

# ImageMagick: the loop a user writes, timed once over every pair (or a tenth, scaled).
pairs=1000 step=1
[ "$quick" = "--quick" ] && step=10
start=$(date +%s.%N)
n=0
for d in $(seq 0 9); do
  for i in $(seq 0 "$step" 99); do
    compare -metric AE "$work/expected/f$d/$i.png" "$work/actual/f$d/$i.png" null: 2>/dev/null || true
    n=$((n + 1))
  done
done
end=$(date +%s.%N)
magick_s=$(python3 -c "print(($end - $start) * $pairs / $n)")

# CI scale (issue 36): 2000 pairs whose bytes differ but whose pixels match, so every pair is decoded
# (each actual PNG carries a tEXt chunk its expected one lacks), and the same folders with 100 pairs
# changed diffed with and without `--report`: the report's cost is the difference of the medians.
rm -rf "$work/ci" && mkdir -p "$work/ci/expected" "$work/ci/actual" "$work/ci/changed"
python3 - "$work/a.png" "$work/b.png" "$work/ci" <<'PY'
import os, struct, sys, zlib
a, b, root = sys.argv[1:]
def with_text(data, text):
    # a tEXt chunk right after IHDR (8-byte signature + 25-byte IHDR chunk): the pixels stay the same
    body = b"Comment\0" + text.encode()
    chunk = struct.pack(">I", len(body)) + b"tEXt" + body + struct.pack(">I", zlib.crc32(b"tEXt" + body))
    return data[:33] + chunk + data[33:]
first, second = open(a, "rb").read(), open(b, "rb").read()
for i in range(2000):
    folder = f"f{i // 100:02d}"
    for side in ("expected", "actual", "changed"):
        os.makedirs(os.path.join(root, side, folder), exist_ok=True)
    name = f"{folder}/{i}.png"
    open(os.path.join(root, "expected", name), "wb").write(first)
    open(os.path.join(root, "actual", name), "wb").write(with_text(first, f"run {i}"))
    open(os.path.join(root, "changed", name), "wb").write(second if i % 20 == 0 else with_text(first, f"run {i}"))
PY
median3() { wall "$@" | sort -n | sed -n 2p; }
same=() plain=() reported=()
for run in 1 2 3; do
  same+=("$(timed 0 diff "$work/ci/expected" "$work/ci/actual")")
  plain+=("$(timed 1 diff "$work/ci/expected" "$work/ci/changed")")
  # A CI job writes its report into a new folder: each run its own, removed only after the loop
  # (ext4 is markedly slower creating files among inodes it has just freed).
  reported+=("$(timed 1 diff "$work/ci/expected" "$work/ci/changed" --report "$work/ci/report-$run")")
done
same_s="$(median3 "${same[@]}")" plain_s="$(median3 "${plain[@]}")" reported_s="$(median3 "${reported[@]}")"
index_kb="$(( $(stat -c %s "$work/ci/report-1/index.html") / 1024 ))"
rm -rf "$work/ci/report-"*

python3 - "$out" "$chevron_s" "$rss" "$magick_s" "$summary" "$n" "$same_s" "$plain_s" "$reported_s" "$index_kb" <<'PY'
import json, sys
out, chevron_s, rss_kb, magick_s, summary, looped, same_s, plain_s, reported_s, index_kb = sys.argv[1:]
json.dump({"chevron_s": float(chevron_s), "peak_rss_mb": int(rss_kb) / 1024, "imagemagick_s": float(magick_s),
           "imagemagick_pairs_timed": int(looped), "summary": summary,
           "pixels_match_2000_s": float(same_s), "changed_2000_s": float(plain_s),
           "report_2000_s": float(reported_s), "report_index_kb": int(index_kb)}, open(out, "w"))
PY
echo "folder diff, 1000 pairs 640 x 960: chevron ${chevron_s} s (peak RSS $((rss / 1024)) MB), ImageMagick loop ${magick_s} s ($summary)"
echo "2000 pairs, bytes differ, pixels match: ${same_s} s; 100 of 2000 changed: ${plain_s} s, with --report ${reported_s} s (index.html ${index_kb} KB)"
