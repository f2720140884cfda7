#!/usr/bin/env bash
# Builds a release product as Chevron ships it (default: the `chevron` CLI) and prints its path:
# one fully static, stripped executable. Nothing is loaded, relocated or initialised at start-up
# but the program itself — no shared libraries, no Foundation, no ICU — so a whole `chevron`
# process costs little more than starting `true` (bench/compare.sh measures it).
#
# Usage: scripts/build.sh [PRODUCT]      (PRODUCT: chevron, chevron-preview or ChevronBench)
set -euo pipefail
cd "$(dirname "$0")/.."
product="${1:-chevron}"
bash scripts/setup.sh >&2
# The C libraries' static archives, in the order pkg-config gives for static linking. HarfBuzz's
# is built from Debian's source (scripts/static-harfbuzz.sh: Debian ships none); its pkg-config
# --static list would name glib and graphite, which that build does not use.
harfbuzz="$(bash scripts/static-harfbuzz.sh)"
link=(-Xlinker -L"$PWD/$harfbuzz")
for flag in $(pkg-config --static --libs libpng freetype2 yaml-0.1 zlib fontconfig fribidi) -lstdc++; do
    link+=(-Xlinker "$flag")
done
swift build -c release -j 2 --product "$product" \
    -Xswiftc -static-executable -Xlinker -s "${link[@]}" >&2
echo "$(swift build -c release --show-bin-path)/$product"
