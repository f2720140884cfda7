#!/usr/bin/env bash
# The lint step of the test command: `swift format lint` over Sources with Sources/.swift-format,
# which turns NeverForceUnwrap and NeverUseForceTry on (the library and the CLI take input from
# users and files, and a force-unwrap on such a path is a crash). Fails on any finding of a rule; the pretty-printer's
# layout findings (indentation, line breaks, line length, trailing commas) are left to the
# formatter and do not fail the build.
#
# Then the library's one rule that swift-format has no rule for: no `import Foundation` (nor
# FoundationEssentials, FoundationNetworking, FoundationXML, FoundationInternationalization) in
# Sources, except the benchmark (ChevronBench) and the swift-snapshot-testing adapter
# (ChevronSnapshotTesting), which link it anyway. The rule first checks itself on planted files
# (one import it must find, one it must not), so a broken pattern fails the lint instead of
# passing everything.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Foundation imports under folder $1 (file:line:text), outside the two modules allowed them.
foundation_imports() {
    grep -rnE --include='*.swift' \
        '^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?(Foundation|FoundationEssentials|FoundationNetworking|FoundationXML|FoundationInternationalization)([.[:space:]]|$)' \
        "$1" | grep -Ev "^$1/(ChevronBench|ChevronSnapshotTesting)/" || true
}
planted="$(mktemp -d)"
trap 'rm -rf "$planted"' EXIT
mkdir -p "$planted/Widgets" "$planted/ChevronBench"
printf 'import Geometry\n@preconcurrency import FoundationEssentials\n' >"$planted/Widgets/Planted.swift"
printf '// import Foundation\nlet importFoundation = 1\n' >"$planted/Widgets/Mentions.swift"
printf 'import Foundation\n' >"$planted/ChevronBench/Allowed.swift"
expected="$planted/Widgets/Planted.swift:2:@preconcurrency import FoundationEssentials"
if [ "$(foundation_imports "$planted")" != "$expected" ]; then
    echo "scripts/lint.sh: the Foundation rule failed its self-check (found: $(foundation_imports "$planted"))" >&2
    exit 1
fi
imports="$(foundation_imports Sources)"
if [ -n "$imports" ]; then
    echo "$imports" >&2
    echo "scripts/lint.sh: Foundation imported in the library (only ChevronBench and ChevronSnapshotTesting may)" >&2
    exit 1
fi

# Diagnostics are values until the edge (docs/diagnostics.md): nothing in Sources reads an error's
# text back (`failure.message.hasPrefix(path)`, `error.description.contains(…)`: say it with a field
# instead), and no diagnostic is built from a string literal code (`code: "x.y"`, `.warning("x.y", …)`:
# use a case of DiagnosticCode). Checked on planted files first, like the Foundation rule.
text_read_back() {
    grep -rnE --include='*.swift' \
        -e '(\.message|\.description|localizedDescription|String\(describing: *(error|failure)\))\??\.(hasPrefix|hasSuffix|contains|starts|firstRange|range)\(' \
        -e '(code: *|[.]warning\( *)"[A-Za-z]+\.[A-Za-z]+"' \
        "$1" || true
}
mkdir -p "$planted/Regression"
printf 'if failure.message.hasPrefix(path) {}\nlet ok = error.code == .operationIgnored\n' >"$planted/Regression/Read.swift"
printf 'let d = Diagnostic.warning("bar.imageOutsideBar", "m")\nlet words = message.split(separator: " ")\n' \
    >"$planted/Regression/Code.swift"
found="$(text_read_back "$planted/Regression" | sort)"
expected="$planted/Regression/Code.swift:1:let d = Diagnostic.warning(\"bar.imageOutsideBar\", \"m\")
$planted/Regression/Read.swift:1:if failure.message.hasPrefix(path) {}"
if [ "$found" != "$expected" ]; then
    echo "scripts/lint.sh: the diagnostics rule failed its self-check (found: $found)" >&2
    exit 1
fi
read_back="$(text_read_back Sources)"
if [ -n "$read_back" ]; then
    echo "$read_back" >&2
    echo "scripts/lint.sh: an error's text read back, or a diagnostic code written as a string (use DiagnosticCode)" >&2
    exit 1
fi

if ! swift format --version >/dev/null 2>&1; then
    echo "scripts/lint.sh: 'swift format' is not in this toolchain" >&2
    exit 69
fi
layout='\[(AddLines|RemoveLine|Indentation|LineLength|TrailingComma|Spacing|TrailingWhitespace)\]'
findings="$(swift format lint --configuration Sources/.swift-format --recursive Sources 2>&1 \
    | grep -E 'warning: \[|error: \[' | grep -Ev "$layout" || true)"
if [ -n "$findings" ]; then
    echo "$findings" >&2
    echo "scripts/lint.sh: $(echo "$findings" | wc -l) finding(s) in Sources" >&2
    exit 1
fi
echo "lint: Sources clean (no Foundation in the library; no error text read back; no force-unwrap or force-try; the other rules of" \
    "Sources/.swift-format)" >&2
