#!/usr/bin/env bash
# The test command: installs what is missing, lints Sources (scripts/lint.sh: no force-unwraps),
# then runs every test of the package.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/lint.sh
swift build --build-tests -j 2
swift test --skip-build
