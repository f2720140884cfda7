#!/usr/bin/env bash
# Writes docs/diagnostics.md from the registry of diagnostic codes (DiagnosticCode in
# Sources/ChevronSupport): the test that checks the document is current writes it when
# CHEVRON_WRITE_DOCS=1. Run it after adding or changing a code; the test command fails until you do.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests -j 2 >/dev/null
CHEVRON_WRITE_DOCS=1 swift test --skip-build --filter DiagnosticReferenceTests
echo "wrote docs/diagnostics.md" >&2
