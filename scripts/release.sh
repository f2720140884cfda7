#!/usr/bin/env bash
# Makes the release a CI runner installs without Swift, apt or anything else (docs/ci/README.md):
#
#   OUT/chevron-VERSION-linux-ARCH.tar.gz          one folder, chevron-VERSION-linux-ARCH/, holding
#       chevron, chevron-preview                    the static, stripped executables (scripts/build.sh)
#       Fonts/                                      the bundled fonts with their licence files
#       LICENSE                                     Chevron's own (MIT); the fonts keep theirs
#       SHA256SUMS                                  every file above, for `sha256sum -c`
#   OUT/chevron-VERSION-linux-ARCH.tar.gz.sha256   the tarball's, for `sha256sum -c` after a download
#
# The executables find their fonts in the Fonts/ beside them (FontDirectory's second place), so the
# unpacked folder works wherever it is put, with an empty environment. The tarball is reproducible:
# names sorted, owner root, every time the last commit's, gzip without a name or time.
#
# Usage: scripts/release.sh [--output OUT]    (OUT: Output/release) — prints the tarball's path.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Output/release
while [ $# -gt 0 ]; do
    case "$1" in
    --output) [ $# -ge 2 ] || { echo "release: --output needs a folder" >&2; exit 64; }
        out="$2"; shift 2 ;;
    --output=*) out="${1#--output=}"; shift ;;
    *) echo "release: unknown argument '$1' (usage: scripts/release.sh [--output OUT])" >&2; exit 64 ;;
    esac
done
[ "$(uname -s)" = Linux ] || { echo "release: the release is built on Linux" >&2; exit 69; }

chevron="$(bash scripts/build.sh chevron)"
preview="$(bash scripts/build.sh chevron-preview)"
for exe in "$chevron" "$preview"; do
    # Static: no program interpreter, no shared library needed.
    if readelf -lW "$exe" | grep -q 'INTERP\|Requesting program interpreter' \
        || readelf -dW "$exe" | grep -q '(NEEDED)'; then
        echo "release: $exe is not a static executable" >&2
        exit 1
    fi
done
version="$("$chevron" --version)"
name="chevron-$version-linux-$(uname -m)"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
folder="$stage/$name"
mkdir -p "$folder/Fonts"
install -m 0755 "$chevron" "$folder/chevron"
install -m 0755 "$preview" "$folder/chevron-preview"
install -m 0644 LICENSE "$folder/LICENSE"
# Every file of Fonts/: the four faces, their licences and the README that says where each is from.
for file in Fonts/*; do install -m 0644 "$file" "$folder/Fonts/"; done
(cd "$folder" && LC_ALL=C sha256sum chevron chevron-preview LICENSE Fonts/* >SHA256SUMS)
chmod 0644 "$folder/SHA256SUMS"

mkdir -p "$out"
epoch="$(git log -1 --format=%ct 2>/dev/null || echo 0)"
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner --mode='u+w,go-w' \
    -C "$stage" -cf - "$name" | gzip -n -9 >"$out/$name.tar.gz.partial"
mv "$out/$name.tar.gz.partial" "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
echo "release: $out/$name.tar.gz ($(du -k "$out/$name.tar.gz" | cut -f1) KB), $out/$name.tar.gz.sha256" >&2
echo "$out/$name.tar.gz"
