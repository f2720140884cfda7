#!/usr/bin/env bash
# The example command: installs what is missing, builds the CLI, and renders every example scene
# in Assets/Scenes/ into Output/ (plus the back-button art set into Output/Assets/, and a push in
# motion and a modal sheet sliding up: their animated PNGs, and a storyboard).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
chevron="$(bash scripts/build.sh chevron)"
"$chevron" render Assets/Scenes/*.yaml --output-dir Output
"$chevron" assets --output-dir Output/Assets
"$chevron" animate Assets/Scenes/settings-push.yaml --output-dir Output
"$chevron" animate Assets/Scenes/mail-compose.yaml --output-dir Output
"$chevron" flow Assets/Scenes/photos-drilldown.yaml --output-dir Output
echo "Rendered into Output/:"
ls Output/*.png
