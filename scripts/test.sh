#!/usr/bin/env bash
# The test command: installs what is missing, lints Sources (scripts/lint.sh: no force-unwraps),
# then runs every test of the package; between the two, scripts/api.sh checks the public API against
# docs/public-api.txt and compiles docs/library.md's Swift snippets as an outside client.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/lint.sh
swift build --build-tests -j 2
bash scripts/api.sh
swift test --skip-build
