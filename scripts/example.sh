#!/usr/bin/env bash
# The example command: installs what is missing, builds the CLI, and renders every example scene
# in Assets/Scenes/ into Output/ (plus the back-button art set into Output/Assets/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release -j 2 --product chevron
chevron=".build/release/chevron"
"$chevron" render Assets/Scenes/*.yaml --output-dir Output
"$chevron" assets --output-dir Output/Assets
echo "Rendered into Output/:"
ls Output/*.png
