#!/usr/bin/env bash
# The lint step of the test command: `swift format lint` over Sources with Sources/.swift-format,
# which turns NeverForceUnwrap and NeverUseForceTry on (the library and the CLI take input from
# users and files, and a force-unwrap on such a path is a crash). Fails on any finding of a rule; the pretty-printer's
# layout findings (indentation, line breaks, line length, trailing commas) are left to the
# formatter and do not fail the build.
set -euo pipefail
cd "$(dirname "$0")/.."
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
echo "lint: Sources clean (no force-unwrap or force-try; the other rules of Sources/.swift-format)" >&2
