#!/usr/bin/env bash
# The example command: installs what is missing, builds the CLI, and renders every example scene
# in Assets/Scenes/ into Output/ (plus the back-button art set into Output/Assets/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
chevron="$(bash scripts/build.sh chevron)"
"$chevron" render Assets/Scenes/*.yaml --output-dir Output
"$chevron" assets --output-dir Output/Assets
echo "Rendered into Output/:"
ls Output/*.png
