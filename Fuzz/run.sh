#!/usr/bin/env bash
# Fuzz/run.sh TARGET SECONDS — runs one libFuzzer target for SECONDS of wall time.
#
#   TARGET   png | scene | render | options | blob | rules | folder | http   (PNG decoding, YAML →
#            scene model, scene → pixels at ≤ 480 px, command-line option values through chevron's
#            own parser, a shard's blob as merge-reports reads it, a --rules file, a tree the folder
#            diff lists, raw HTTP requests against a published preview)
#            Two targets may run at once (the build is locked; corpora and seeds are per target).
#   SECONDS  how long to fuzz (default 60); `Fuzz/run.sh TARGET 0` only builds
#
# Builds the fuzzers (swift build --sanitize fuzzer --sanitize address, release, -enable-testing;
# plus -Xswiftc -sanitize=fuzzer,address: swiftc keeps only the last of several -sanitize= flags,
# so SwiftPM's two alone leave the Swift modules without coverage)
# in .build-fuzz/, outside the main package's .build: .build-fuzz/pkg is a package of links to
# Sources/ and the entries that
# Tests/FuzzRegressionTests replays. The working corpus stays in .build-fuzz/corpus/TARGET and is
# seeded from the project's tests and example scenes; every new crasher, leak, timeout or
# out-of-memory input is copied to Tests/FuzzRegressionTests/Inputs/TARGET/, where `swift test`
# replays it (commit it with the fix). Runs under `nice -n 19`: other builds keep the cores.
#
# Environment: FUZZ_JOBS_BUILD (default 2) build jobs; FUZZ_ARGS extra libFuzzer flags.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
target="${1:-}"
seconds="${2:-60}"
case "$target" in
    png) exe=FuzzPNG; dict="$root/Fuzz/png.dict"; max_len=65536 ;;
    scene) exe=FuzzScene; dict="$root/Fuzz/scene.dict"; max_len=16384 ;;
    render) exe=FuzzRender; dict="$root/Fuzz/scene.dict"; max_len=8192 ;;
    options) exe=FuzzOptions; dict="$root/Fuzz/options.dict"; max_len=1024 ;;
    blob) exe=FuzzBlob; dict="$root/Fuzz/blob.dict"; max_len=16384 ;;
    rules) exe=FuzzRules; dict="$root/Fuzz/rules.dict"; max_len=8192 ;;
    folder) exe=FuzzFolder; dict="$root/Fuzz/folder.dict"; max_len=2048 ;;
    http) exe=FuzzHTTP; dict="$root/Fuzz/http.dict"; max_len=8192 ;;
    *) echo "usage: Fuzz/run.sh png|scene|render|options|blob|rules|folder|http [SECONDS]" >&2; exit 64 ;;
esac

work="$root/.build-fuzz"
pkg="$work/pkg"
mkdir -p "$pkg/Sources" "$work/corpus/$target" "$work/artifacts/$target" "$work/logs"

# Two targets may be started at once: the package folder and the build are shared, so assembling
# and building hold a lock (flock) and the second waits for the first; fuzzing runs unlocked, each
# target in its own corpus, artifacts and seeds folders.
exec 9>"$work/build.lock"
flock 9

# The package, from its one list of modules: every `.target(name:` and `.executableTarget(name:`
# of Fuzz/FuzzPackage.swift (FuzzPackageTests checks that list against Package.swift).
# (Comments dropped, lines joined: a declaration may span lines.)
modules="$(sed -E 's|//.*||' "$root/Fuzz/FuzzPackage.swift" | tr '\n' ' ' \
    | grep -oE '\.(target|executableTarget|systemLibrary)\( *name: *"[A-Za-z_]+"' | sed -E 's/.*"([A-Za-z_]+)"/\1/')"
[ -n "$modules" ] || { echo "Fuzz/run.sh: no targets found in Fuzz/FuzzPackage.swift" >&2; exit 70; }
for module in $modules; do
    case "$module" in
        ChevronCLI)
            # The command line as a library: every source file but main.swift (the fuzzer has its own main).
            rm -rf "$pkg/Sources/ChevronCLI"
            mkdir -p "$pkg/Sources/ChevronCLI"
            for f in "$root"/Sources/ChevronCLI/*.swift "$root"/Sources/ChevronCLI/*/*.swift; do
                [ "$(basename "$f")" = main.swift ] || ln -sfn "$f" "$pkg/Sources/ChevronCLI/$(basename "$f")"
            done ;;
        FuzzEntries)
            mkdir -p "$pkg/Sources/FuzzEntries"
            ln -sfn "$root/Tests/FuzzRegressionTests/FuzzEntries.swift" "$pkg/Sources/FuzzEntries/FuzzEntries.swift"
            ln -sfn "$root/Fuzz/FuzzHarness.swift" "$pkg/Sources/FuzzEntries/FuzzHarness.swift" ;;
        *)
            if [ -d "$root/Fuzz/Targets/$module" ]; then src="$root/Fuzz/Targets/$module"
            elif [ -d "$root/Sources/CShims/$module" ]; then src="$root/Sources/CShims/$module"
            elif [ -d "$root/Sources/$module" ]; then src="$root/Sources/$module"
            else echo "Fuzz/run.sh: Fuzz/FuzzPackage.swift lists $module, which is not in Sources/ or Fuzz/Targets/" >&2; exit 70
            fi
            ln -sfn "$src" "$pkg/Sources/$module" ;;
    esac
done
# Links to modules the list no longer holds go (a stale one would only confuse).
for link in "$pkg"/Sources/*; do
    name="$(basename "$link")"
    echo "$modules" | grep -qx "$name" || rm -rf "$link"
done
# Replaced only when it changed (a new manifest rebuilds everything).
if ! cmp -s "$root/Fuzz/FuzzPackage.swift" "$pkg/Package.swift" 2>/dev/null; then
    cp "$root/Fuzz/FuzzPackage.swift" "$pkg/Package.swift.$$"
    mv "$pkg/Package.swift.$$" "$pkg/Package.swift"
fi
rm -rf "$pkg/ArgumentParser"  # an earlier layout kept a copy of swift-argument-parser here
rm -rf "$pkg/Yams"  # an earlier layout kept a copy of Yams here

echo "== building $exe (release, fuzzer + address sanitizers) in .build-fuzz" >&2
nice -n 19 swift build --package-path "$pkg" --scratch-path "$work/build" -c release \
    --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -j "${FUZZ_JOBS_BUILD:-2}" \
    --product "$exe" >&2
bin="$(swift build --package-path "$pkg" --scratch-path "$work/build" -c release --show-bin-path)/$exe"
flock -u 9
[ "$seconds" -gt 0 ] || { echo "$bin"; exit 0; }

# Seeds: the project's own fixtures and scenes, and every stored regression input.
seeds="$work/seeds/$target.$$"
trap 'rm -rf "$seeds"' EXIT
rm -rf "$seeds"
mkdir -p "$seeds"
case "$target" in
    png)
        cp "$root"/Tests/RasterPNGTests/Fixtures/*.png "$root"/Assets/Scenes/images/*.png "$seeds"/
        for f in "$root"/Tests/ImageDiffTests/Fixtures/*.png; do
            [ "$(stat -c %s "$f")" -le "$max_len" ] && cp "$f" "$seeds"/
        done ;;
    options)
        cp "$root"/Fuzz/options-seeds/* "$seeds"/ ;;
    blob|rules|folder|http)
        cp "$root"/Fuzz/$target-seeds/* "$seeds"/ ;;
    *)
        cp "$root"/Assets/Scenes/*.yaml "$root"/Tests/SceneFileTests/Fixtures/*.yaml "$root"/Fuzz/scene-seeds/*.yaml "$seeds"/ ;;
esac
regressions="$root/Tests/FuzzRegressionTests/Inputs/$target"
mkdir -p "$regressions"
find "$regressions" -type f ! -name '*.md' -exec cp {} "$seeds"/ \;

log="$work/logs/$target-$(date -u +%Y%m%dT%H%M%SZ).log"
echo "== fuzzing $target for $seconds s (log: ${log#$root/})" >&2
artifacts="$work/artifacts/$target"
before="$(ls "$artifacts" | sort)"
status=0
# Leaks are checked after every input that allocated more than it freed (-detect_leaks=1).
SWIFT_BACKTRACE=enable=no CHEVRON_FONTS_DIR="$root/Fonts" CHEVRON_FUZZ_IMAGES="$root/Assets/Scenes" \
ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:handle_abort=1" \
LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp" \
    nice -n 19 "$bin" "$work/corpus/$target" "$seeds" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2560 -malloc_limit_mb=1024 \
    -max_len="$max_len" -dict="$dict" -print_final_stats=1 -artifact_prefix="$artifacts/" \
    ${FUZZ_ARGS:-} >"$log" 2>&1 || status=$?

# New crashers become regression inputs.
new=0
for f in $(comm -13 <(echo "$before") <(ls "$artifacts" | sort)); do
    kind="${f%%-*}"
    hash="$(sha1sum "$artifacts/$f" | cut -c1-16)"
    cp "$artifacts/$f" "$regressions/$kind-$hash"
    echo "new $kind input: Tests/FuzzRegressionTests/Inputs/$target/$kind-$hash" >&2
    new=$((new + 1))
done
grep -E '^(#[0-9]+.*DONE|stat::|Done [0-9]+ runs)' "$log" >&2 || true
grep -E 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|Fatal error|SUMMARY' "$log" | head -5 >&2 || true
echo "== $target: exit $status, $new new input(s)" >&2
exit "$status"
