#!/usr/bin/env bash
# The checks of what Chevron ships, run by scripts/test.sh after the test suite (a release build is
# too slow to make in a test):
#
# 1. The release (scripts/release.sh): its SHA-256 files verify; unpacked into an empty folder it
#    holds what docs/ci.md §Installing on a runner says; run from there with an empty environment
#    (`env -i`), its `chevron` renders two example scenes, compares them with the goldens the test
#    suite keeps (exit 0) and finds a changed image (exit 1); it reads the fonts beside itself (a
#    damaged face there fails the render); its `chevron-preview` starts and listens. Then the
#    install step of docs/ci/screens.yml, run as the runner runs it on a copy of the release, puts
#    a working `chevron` on GITHUB_PATH.
# 2. A library consumer (docs/library.md §Library use): a new package whose Package.swift is the
#    guide's, by path, resolves and builds without swift-nio, swift-snapshot-testing and
#    swift-syntax; its program renders a scene through the library and its golden test passes.
#
# Usage: scripts/release-check.sh [release | consumer]... [--tarball FILE]   (both parts when none is
#        named; --tarball: check that release, its .sha256 beside it, instead of building one)
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="$PWD"
parts=()
given=""
while [ $# -gt 0 ]; do
    case "$1" in
    --tarball) [ $# -ge 2 ] || { echo "release-check: --tarball needs a file" >&2; exit 64; }
        given="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    *) parts+=("$1"); shift ;;
    esac
done
[ ${#parts[@]} -gt 0 ] || parts=(release consumer)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "release-check: $*" >&2; exit 1; }
seconds() { echo $(($(date +%s) - $1)); }

check_release() {
    local start tarball name unpacked chevron status port
    start="$(date +%s)"
    if [ -n "$given" ]; then
        mkdir -p "$work/dist"
        cp "$given" "$given.sha256" "$work/dist/" || fail "no release at $given (with its .sha256)"
        tarball="$work/dist/$(basename "$given")"
    else
        tarball="$(bash scripts/release.sh --output "$work/dist")"
        echo "release-check: release built in $(seconds "$start") s" >&2
    fi
    name="$(basename "$tarball" .tar.gz)"
    (cd "$work/dist" && sha256sum --quiet -c "$name.tar.gz.sha256") || fail "the tarball's SHA-256 does not verify"

    mkdir "$work/empty"
    tar -xzf "$tarball" -C "$work/empty"
    [ "$(ls -A "$work/empty")" = "$name" ] || fail "the tarball holds more than the folder $name: $(ls -A "$work/empty")"
    unpacked="$work/empty/$name"
    (cd "$unpacked" && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not verify"
    local expected
    expected="$( (echo chevron; echo chevron-preview; echo LICENSE; echo SHA256SUMS; echo Fonts
        for f in Fonts/*; do echo "$f"; done) | LC_ALL=C sort)"
    [ "$(cd "$unpacked" && find . -mindepth 1 | sed 's|^\./||' | LC_ALL=C sort)" = "$expected" ] \
        || fail "the unpacked folder does not hold exactly: $(echo $expected)"
    grep -q 'MIT License' "$unpacked/LICENSE" || fail "LICENSE is not Chevron's MIT licence"

    # Render and compare with an empty environment, from a folder that holds only the inputs.
    chevron="$unpacked/chevron"
    mkdir -p "$work/run/goldens"
    for scene in sort-toolbar action-sheet; do
        cp "Assets/Scenes/$scene.yaml" "$work/run/"
        cp "Tests/SceneRenderingTests/Goldens/$scene@2x.png" "$work/run/goldens/"
    done
    (cd "$work/run" && env -i "$chevron" render sort-toolbar.yaml action-sheet.yaml --scale 2 --output-dir actual >/dev/null) \
        || fail "chevron render failed with an empty environment"
    status=0
    (cd "$work/run" && env -i "$chevron" diff goldens actual --report report >diff.txt) || status=$?
    [ "$status" -eq 0 ] || fail "chevron diff of the rendered scenes and their goldens: exit $status: $(cat "$work/run/diff.txt")"
    grep -q '^2 images: 2 passed' "$work/run/diff.txt" || fail "unexpected summary: $(cat "$work/run/diff.txt")"
    cp "$work/run/actual/sort-toolbar@2x.png" "$work/run/actual/action-sheet@2x.png"
    status=0
    (cd "$work/run" && env -i "$chevron" diff goldens actual >diff.txt) || status=$?
    [ "$status" -eq 1 ] && grep -q '^changed *action-sheet@2x.png' "$work/run/diff.txt" \
        || fail "a changed image was not found (exit $status): $(cat "$work/run/diff.txt")"

    # The fonts are the ones beside the executable: damage one there and the render must fail.
    cp "$unpacked/Fonts/texgyreheros-regular.otf" "$work/face.otf"
    head -c 1000 "$work/face.otf" >"$unpacked/Fonts/texgyreheros-regular.otf"
    status=0
    (cd "$work/run" && env -i "$chevron" render sort-toolbar.yaml --output-dir damaged 2>/dev/null) || status=$?
    cp "$work/face.otf" "$unpacked/Fonts/texgyreheros-regular.otf"
    [ "$status" -ne 0 ] || fail "chevron rendered with a damaged font beside it: it did not read the unpacked Fonts/"

    # The preview's server: starts, listens, and ends when its input (a pipe, as `chevron preview`
    # gives it) closes.
    port="$(sleep 1 | env -i "$unpacked/chevron-preview" --host 127.0.0.1 --port 0 | head -1)"
    [[ "$port" =~ ^listening\ [0-9]+$ ]] || fail "chevron-preview did not start: '$port'"

    # docs/ci/screens.yml's install step, on a copy of the release served from a folder.
    mkdir -p "$work/runner/temp"
    python3 - "$checkout/docs/ci/screens.yml" >"$work/install.sh" <<'EOF'
import sys, yaml
steps = yaml.safe_load(open(sys.argv[1]))["jobs"]["screens"]["steps"]
print(next(s["run"] for s in steps if s.get("id") == "install"))
EOF
    local env_lines
    env_lines="$(python3 -c 'import sys, yaml; w = yaml.safe_load(open(sys.argv[1]))
print("\n".join(f"{k}={v}" for k, v in w.get("env", {}).items() if "${{" not in str(v)))' "$checkout/docs/ci/screens.yml")"
    (cd "$work/runner" && env -i PATH=/usr/bin:/bin $env_lines CHEVRON_RELEASES="file://$work/dist" \
        RUNNER_TEMP="$work/runner/temp" GITHUB_PATH="$work/runner/path" bash -e "$work/install.sh") \
        || fail "the workflow's install step failed"
    [ "$(env -i PATH="$(cat "$work/runner/path"):/usr/bin:/bin" chevron --version)" = "$("$chevron" --version)" ] \
        || fail "the install step put no chevron on GITHUB_PATH"
    echo "release-check: release $(basename "$tarball") ($(du -k "$tarball" | cut -f1) KB): unpacked, rendered," \
        "compared, fonts beside it, preview server, the workflow's install step; $(seconds "$start") s" >&2
}

check_consumer() {
    local start snippet
    start="$(date +%s)"
    # docs/library.md's Package.swift, as written: Chevron by path, as a folder named Chevron beside it.
    ln -s "$checkout" "$work/Chevron"
    mkdir -p "$work/App/Sources/App" "$work/App/Tests/AppTests/Goldens"
    awk '/^```swift$/ { inside = 1; text = ""; next }
         /^```$/ && inside { inside = 0; if (text ~ /swift-tools-version/ && text ~ /\.\.\/Chevron/) { printf "%s", text; exit } ; next }
         inside { text = text $0 "\n" }' README.md docs/*.md >"$work/App/Package.swift"
    grep -q 'swift-tools-version' "$work/App/Package.swift" || fail "no Package.swift example naming ../Chevron in README.md or docs/*.md"
    cat >"$work/App/Sources/App/main.swift" <<'EOF'
import Chevron

let renderer = try SceneRenderer.bundled()
let rendered = try renderer.render(sceneFile: CommandLine.arguments[1], scale: 2)
print("\(rendered.bitmap.width) x \(rendered.bitmap.height)")
EOF
    cat >"$work/App/Tests/AppTests/AppTests.swift" <<'EOF'
import ChevronTesting
import Testing

@Test func sortToolbar() {
    assertGolden(SceneFileImage(CHEVRON_SCENE, scale: 2), named: "sort-toolbar@2x")
}
EOF
    sed -i "s|CHEVRON_SCENE|\"$checkout/Assets/Scenes/sort-toolbar.yaml\"|" "$work/App/Tests/AppTests/AppTests.swift"
    cp Tests/SceneRenderingTests/Goldens/sort-toolbar@2x.png "$work/App/Tests/AppTests/Goldens/"
    (cd "$work/App" && swift package resolve >"$work/resolve.log" 2>&1) || { cat "$work/resolve.log" >&2; fail "the consumer does not resolve"; }
    for unwanted in swift-nio swift-snapshot-testing swift-syntax; do
        if [ -e "$work/App/.build/checkouts/$unwanted" ] || grep -q "\"$unwanted\"" "$work/App/Package.resolved" 2>/dev/null; then
            fail "the consumer resolved $unwanted"
        fi
    done
    (cd "$work/App" && swift build --build-tests -j 2 >"$work/build.log" 2>&1) || { tail -30 "$work/build.log" >&2; fail "the consumer does not build"; }
    [ "$(cd "$work/App" && "$(swift build --show-bin-path)/App" "$checkout/Assets/Scenes/sort-toolbar.yaml")" = "640 x 960" ] \
        || fail "the consumer's program did not render the scene"
    (cd "$work/App" && CI=true swift test --skip-build >"$work/test.log" 2>&1) || { tail -30 "$work/test.log" >&2; fail "the consumer's golden test failed"; }
    echo "release-check: a consumer of Chevron and ChevronTesting by path resolved ($(ls "$work/App/.build/checkouts" 2>/dev/null | wc -l) packages)," \
        "built, rendered and passed its golden test without swift-nio, swift-snapshot-testing, swift-syntax; $(seconds "$start") s" >&2
}

for part in "${parts[@]}"; do
    case "$part" in
    release) check_release ;;
    consumer) check_consumer ;;
    *) echo "release-check: unknown part '$part' (release or consumer)" >&2; exit 64 ;;
    esac
done
