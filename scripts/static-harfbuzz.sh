#!/usr/bin/env bash
# Builds a static HarfBuzz for the shipped `chevron` (scripts/build.sh) and prints the folder that
# holds libharfbuzz.a. Debian's libharfbuzz-dev ships only the shared library (its static archives
# are FriBidi's, fontconfig's, FreeType's, libpng's, zlib's, expat's and brotli's, which build.sh
# links as they are), so this compiles Debian's own source package of the installed version
# (`apt-get source harfbuzz=VERSION`, through a private apt configuration under .build/static made
# from the machine's own Debian sources: the system's apt configuration is not touched) as the single translation unit harfbuzz.cc: OpenType
# shaping with HarfBuzz's own Unicode tables, no glib, ICU, graphite or FreeType, so it drags in
# nothing but libc and libm. Once per version: the archive is kept in .build/static/harfbuzz-VERSION.
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(dpkg-query -W -f='${Version}' libharfbuzz-dev)"
out=".build/static/harfbuzz-${version//[:+~]/_}"
if [ ! -f "$out/libharfbuzz.a" ]; then
    work="$out/work"
    rm -rf "$work"
    mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
    # The machine's own Debian sources, as source-package sources (deb-src) of the same archives.
    mkdir -p "$work/parts"
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && sed 's/^Types: deb$/Types: deb-src/' "$f" >"$work/parts/$(basename "$f")"
    done
    touch "$work/src.list"
    [ -f /etc/apt/sources.list ] && sed -n 's/^deb /deb-src /p' /etc/apt/sources.list >"$work/src.list"
    apt=(-o "Dir::Etc::SourceList=$PWD/$work/src.list" -o "Dir::Etc::SourceParts=$PWD/$work/parts"
         -o "Dir::State::Lists=$PWD/$work/lists" -o "Dir::Cache=$PWD/$work/cache" -qq)
    echo "static-harfbuzz: fetching Debian's harfbuzz $version source" >&2
    apt-get "${apt[@]}" update >&2
    (cd "$work" && apt-get "${apt[@]}" source --download-only "harfbuzz=$version" >&2 2>/dev/null)
    tar -xf "$work"/harfbuzz_*.orig.tar.xz -C "$work"
    src="$(echo "$work"/harfbuzz-*/src)"
    echo "static-harfbuzz: compiling $src/harfbuzz.cc" >&2
    c++ -c -O2 -fPIC -fno-exceptions -fno-rtti -fno-threadsafe-statics -fvisibility-inlines-hidden \
        -DHAVE_PTHREAD=1 -DHAVE_MMAP=1 -DHAVE_SYS_MMAN_H=1 -DHAVE_UNISTD_H=1 \
        -w "$src/harfbuzz.cc" -o "$work/harfbuzz.o"
    ar rcs "$work/libharfbuzz.a" "$work/harfbuzz.o"
    mv "$work/libharfbuzz.a" "$out/libharfbuzz.a"
    rm -rf "$work"
fi
echo "$out"
