#!/usr/bin/env bash
# Chevron against Apple's own art and two real screenshots (../shared/fidelity, or $FIDELITY_DIR).
#
# Usage: bench/fidelity.sh [--all-images]
#   Builds and runs ChevronFidelity (debug: the build the tests already made, and the check itself
#   takes about a second), which draws every case with the project's own code, compares it with its
#   reference, prints one row per case (name, MAE 0–255, pixelmatch mismatch %), and ends with
#       whole screens: search worst MAE Q, tabbar worst MAE T
#       tables: art worst MAE A, screen MAE S, retina MAE R
#       sheets: alert MAE A, action sheet MAE S, art worst MAE R
#       views: art worst MAE A, screens worst MAE S
#       versions: iOS 5 tables screen worst MAE T, retina worst MAE R
#       keyboard outside the text: art worst MAE A, screens worst MAE S
#       keyboard: art worst MAE A, screens worst MAE S
#       fidelity: art worst MAE A, glyphs worst MAE G, screens worst MAE S over N cases
#   Side-by-sides (reference | Chevron | diff, enlarged) of each group's worst cases go to
#   Output/fidelity/ (--all-images: of every case). Exits 1 when a gate is missed (see
#   Sources/ChevronFidelity/Targets.swift); when the references are absent it says so and exits 0,
#   or 66 when CI is set (to anything but "", 0, false or no): CI must not pass a check it skipped.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
REFS="${FIDELITY_DIR:-$ROOT/../shared/fidelity}"
for arg in "$@"; do
  case "$arg" in
    --all-images) ;;
    -h|--help) sed -n '2,/^set -euo pipefail/{/^#/p}' "$0"; exit 0 ;;
    *) echo "fidelity.sh: unknown argument $arg (see --help)" >&2; exit 64 ;;
  esac
done
if [ ! -d "$REFS" ]; then
  case "$(echo "${CI-}" | tr -d ' \t' | tr '[:upper:]' '[:lower:]')" in
    ""|0|false|no) ;;
    *) echo "fidelity: error: no references at $REFS, and CI is set: the check cannot be skipped" >&2
       exit 66 ;;
  esac
  echo "fidelity: skipped: no references at $REFS (Apple's art is not part of the repository)"
  exit 0
fi
swift build -j 2 --product ChevronFidelity >/dev/null
exec "$(swift build --show-bin-path)/ChevronFidelity" --references "$REFS" --output Output/fidelity "$@"
