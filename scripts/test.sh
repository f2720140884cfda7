#!/usr/bin/env bash
# The test command: installs what is missing, lints Sources (scripts/lint.sh: no force-unwraps),
# then runs every test of the package; between the two, scripts/api.sh checks the public API against
# docs/public-api.txt and compiles the Swift snippets of docs/library.md and the README as an outside
# client; the tests include DocsTests, which keep README.md, docs/DESIGN.md and the guides true.
# Last, scripts/release-check.sh checks what ships: the release tarball unpacked and run with an empty
# environment (and the CI workflow's install step on it), and a package that uses Chevron by path.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/lint.sh
swift build --build-tests -j 2
bash scripts/api.sh
swift test --skip-build
bash scripts/release-check.sh
