#!/usr/bin/env bash
# The public API check of the test command (docs/library.md §The public API): after `swift build`, it
#  1. lists every public declaration of the modules a library user gets (the products Chevron,
#     ChevronTesting and ChevronSnapshotTesting; `import Chevron` re-exports the modules below it)
#     with swift-symbolgraph-extract, one declaration per line, sorted, and fails when the list
#     differs from the committed docs/public-api.txt;
#  2. type-checks the Swift snippets of docs/library.md (§Library use and §Golden tests) and of the
#     README as a client outside the package would: swiftc without `-package-name`, so `package`
#     declarations are invisible.
#
#   bash scripts/api.sh            check (exit 1 with the difference when the API changed)
#   bash scripts/api.sh --update   rewrite docs/public-api.txt from the current build
#
# Reads the debug build's modules in .build/debug (run `swift build` first). Takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

listing=docs/public-api.txt
modules=(ChevronSupport Geometry Raster RasterPNG Typesetting NavigationModel Scene SceneFile Layout
    Widgets ImageDiff ImageDiffReports Chevron GoldenTesting ChevronTesting ChevronSnapshotTesting)
build=.build/debug
if [ ! -f "$build/Modules/ChevronSnapshotTesting.swiftmodule" ]; then
    echo "scripts/api.sh: no debug build in $build (run 'swift build' first)" >&2
    exit 1
fi
command -v jq >/dev/null 2>&1 || { echo "scripts/api.sh: jq is missing (scripts/setup.sh installs it)" >&2; exit 1; }

# The modules are found as SwiftPM built them: Swift modules in $build/Modules, the C shims' module
# maps, and the system libraries' headers from pkg-config.
flags=(-I "$build/Modules" -Xcc "-fmodule-map-file=$build/_CPNGShim.build/module.modulemap")
for shim in _CFontconfig _CFreeType _CFriBidi _CHarfBuzz _CLibPNG _CLibYAML; do
    flags+=(-Xcc "-fmodule-map-file=Sources/CShims/$shim/module.modulemap")
done
for flag in $(pkg-config --cflags freetype2 harfbuzz fribidi fontconfig yaml-0.1 libpng); do
    flags+=(-Xcc "$flag")
done
target="$(swift -print-target-info | jq -r .target.triple)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. The listing: "Module: Type.member: declaration" (Module@Other for extensions of Other's types);
#    compiler-synthesized members (Equatable's != and the like) left out.
mkdir -p "$work/graphs"
for module in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -target "$target" -output-dir "$work/graphs" \
        -minimum-access-level public "${flags[@]}"
done
for graph in "$work"/graphs/*.symbols.json; do
    name="$(basename "$graph" .symbols.json)"
    jq -r --arg mod "$name" '.symbols[]
        | select(.identifier.precise | contains("::SYNTHESIZED::") | not)
        | "\($mod): \(.pathComponents | join(".")): \(.declarationFragments | map(.spelling) | join("")
            | gsub("\\s+"; " "))"' "$graph"
done | LC_ALL=C sort >"$work/api.txt"

if [ "${1:-}" = "--update" ]; then
    cp "$work/api.txt" "$listing"
    echo "api: wrote $listing ($(wc -l <"$listing") public declarations)" >&2
elif ! diff -u "$listing" "$work/api.txt" >"$work/api.diff"; then
    head -60 "$work/api.diff" >&2
    echo "scripts/api.sh: the public API differs from $listing (- listed, + built). If the change is" \
        "meant, run 'bash scripts/api.sh --update' and commit $listing; else make the declaration 'package'." >&2
    exit 1
fi

# 2. The guide's snippets, compiled as a client would. The library snippets (top-level code, in
#    order) are one main file; each snapshot snippet another; test functions go with either. The
#    prelude supplies what the snippets leave to the reader (`renderMyBar()`, a `bitmap`). The
#    README's snippets are a client of their own.
guide=docs/library.md
awk -v dir="$work" '
    /^## / { section = $0 }
    /^```swift$/ && (section ~ /^## Library use/ || section ~ /^## Golden tests/) { inside = 1; n++; next }
    /^```$/ && inside { inside = 0; next }
    inside { print > (dir "/snippet" n ".swift") }
' "$guide"
mkdir -p "$work/library" "$work/snapshot" "$work/readme"
awk -v dir="$work" '
    /^```swift$/ { inside = 1; next }
    /^```$/ && inside { inside = 0; next }
    inside { print > (dir "/readme/main.swift") }
' README.md
if [ ! -s "$work/readme/main.swift" ]; then rm -r "$work/readme"; fi
cat >"$work/prelude.swift" <<'EOF'
import Chevron
func renderMyBar() throws -> Bitmap { try Canvas(width: 1, height: 1, scale: 1).bitmap }
var bitmap: Bitmap { fatalError("the snippets are type-checked, not run") }
EOF
snippets=0
for snippet in "$work"/snippet*.swift; do
    [ -f "$snippet" ] || continue
    # A Package.swift (the consumer's manifest) is checked by scripts/release-check.sh instead.
    head -1 "$snippet" | grep -q '^// swift-tools-version' && continue
    snippets=$((snippets + 1))
    if grep -q '^import ChevronSnapshotTesting' "$snippet"; then
        mkdir -p "$work/snapshot/$snippets" && cp "$snippet" "$work/snapshot/$snippets/main.swift"
    elif grep -q '^@Test' "$snippet"; then
        cp "$snippet" "$work/library/test$snippets.swift"
    else
        cat "$snippet" >>"$work/library/main.swift"
    fi
done
if [ "$snippets" -lt 3 ]; then
    echo "scripts/api.sh: found $snippets Swift snippets in $guide §Library use and §Golden tests (expected 3 or more)" >&2
    exit 1
fi
for client in "$work/library" "$work"/snapshot/* "$work"/readme; do
    [ -d "$client" ] || continue
    if ! swiftc -typecheck -target "$target" "${flags[@]}" "$client"/*.swift "$work/prelude.swift" \
        >"$work/client.log" 2>&1; then
        sed "s|$work/||g" "$work/client.log" >&2
        echo "scripts/api.sh: a snippet of $guide or README.md does not compile against the public API (above)" >&2
        exit 1
    fi
done
echo "api: $(wc -l <"$work/api.txt") public declarations as listed in $listing; $snippets snippets of $guide and the README's" \
    "compile against them" >&2
