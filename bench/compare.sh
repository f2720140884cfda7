#!/usr/bin/env bash
# Chevron against the peers, measured side by side in one run (docs/DESIGN.md §Benchmark).
#
# Usage: bench/compare.sh [--record] [--skip-peers] [--quick]
#   Copies the peer benchmark (../shared/bench/peers, or $PEERS_DIR) to .build/peers — keeping its
#   venv between runs — and runs its run_all.sh (about 3 minutes of both cores), then builds and
#   runs ChevronBench and the `chevron` CLI in release mode on the same machine, and prints one
#   table of Chevron / peer ratios ending in
#       chevron/blend2d draw X.XX, encode X.XX ms, diff X.XX ms
#   --record      also write the table to bench/RESULTS.md (with the date and machine)
#   --skip-peers  reuse the peers' results of the last run (.build/peers/results) — ratios are only
#                 meaningful within one run, so record only without this
#   --quick       fewer Chevron repetitions (a smoke test)
# run_all.sh's own variables (REPS, N_RENDER, N_ENCODE, N_DIFF_*) pass through.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PEERS_SRC="${PEERS_DIR:-$ROOT/../shared/bench/peers}"
# Paths relative to the repository root (the table quotes them).
PEERS=.build/peers
OUT=.build/bench
record=0 skip_peers=0 quick=()
for arg in "$@"; do
  case "$arg" in
    --record) record=1 ;;
    --skip-peers) skip_peers=1 ;;
    --quick) quick=(--quick) ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "compare.sh: unknown argument $arg (see --help)" >&2; exit 64 ;;
  esac
done
mkdir -p "$OUT"

# Release builds as chevron ships (scripts/build.sh: one static, stripped executable each).
echo "== building ChevronBench and chevron (release, static executables)"
bash scripts/build.sh ChevronBench >/dev/null
CHEVRON_ARGS=()
if chevron_exe="$(bash scripts/build.sh chevron)"; then
  CHEVRON_ARGS=(--chevron "$chevron_exe")
else
  echo "compare.sh: the chevron CLI does not build; its whole-process rows will read n/a" >&2
fi

# The live preview's row: its server beside chevron, then 50 saves of a one-screen scene timed to
# their events (bench/preview_latency.py).
PREVIEW_ARGS=()
if [ ${#CHEVRON_ARGS[@]} -gt 0 ] && bash scripts/build.sh chevron-preview >/dev/null; then
  echo "== chevron preview: from a save to its event"
  if python3 bench/preview_latency.py --chevron "$chevron_exe" --edits 50 --json "$OUT/preview.json"; then
    PREVIEW_ARGS=(--preview "$OUT/preview.json")
  fi
  echo "== chevron preview of 2000 scenes: its start, its page, a save to its event"
  if python3 bench/preview_latency.py --chevron "$chevron_exe" --scenes 2000 --edits 20 --json "$OUT/preview_many.json"; then
    PREVIEW_ARGS+=(--preview-many "$OUT/preview_many.json")
  fi
else
  echo "compare.sh: chevron-preview does not build; the preview row will read n/a" >&2
fi

if [ "$skip_peers" = 0 ] || [ ! -f "$PEERS/results/env.json" ]; then
  echo "== peers: $PEERS_SRC -> $PEERS, run_all.sh (about 3 minutes)"
  mkdir -p "$PEERS"
  cp -r "$PEERS_SRC"/. "$PEERS"/
  bash "$PEERS/run_all.sh"
fi

echo "== Chevron (warm-heap malloc settings, as the peers' warm run)"
env MALLOC_MMAP_THRESHOLD_=16777216 MALLOC_TRIM_THRESHOLD_=268435456 \
  .build/release/ChevronBench --peers "$PEERS" --pairs "$PEERS/diff_pairs" "${CHEVRON_ARGS[@]}" \
  --work "$OUT/work" --json "$OUT/chevron.json" "${quick[@]}"

echo "== folder diff: 1000 pairs against a loop of ImageMagick compare (bench/folder_diff.sh)"
folder_diff=()
if [ ${#CHEVRON_ARGS[@]} -gt 0 ] && bash bench/folder_diff.sh "$chevron_exe" "$OUT/folder_diff.json" "${quick[@]}"; then
  folder_diff=(--folder-diff "$OUT/folder_diff.json")
fi

echo "== folder diff of 100 000 small images: peak RSS against 10 000 (bench/folder_load.py)"
folder_load=()
if [ ${#CHEVRON_ARGS[@]} -gt 0 ] && python3 bench/folder_load.py --chevron "$chevron_exe" --json "$OUT/folder_load.json"; then
  folder_load=(--folder-load "$OUT/folder_load.json")
fi

echo
echo "== Chevron / peers"
markdown=()
[ "$record" = 1 ] && markdown=(--markdown bench/RESULTS.md)
python3 bench/compare_table.py --peers "$PEERS/results" --chevron "$OUT/chevron.json" "${PREVIEW_ARGS[@]}" "${markdown[@]}" "${folder_diff[@]}" "${folder_load[@]}"
