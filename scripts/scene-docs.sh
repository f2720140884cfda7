#!/usr/bin/env bash
# Writes docs/scene-reference.md and docs/scene.schema.json with `chevron schema`, from the scene
# format's description the parser reads its keys from (Sources/SceneFile/Format). Run it after
# adding or changing a key; the test command fails until you do (SceneFormatTests, SchemaCommandTests).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product chevron -j 2 >/dev/null
chevron="$(swift build --show-bin-path)/chevron"
"$chevron" schema --reference >docs/scene-reference.md.tmp
"$chevron" schema >docs/scene.schema.json.tmp
mv docs/scene-reference.md.tmp docs/scene-reference.md
mv docs/scene.schema.json.tmp docs/scene.schema.json
echo "wrote docs/scene-reference.md and docs/scene.schema.json" >&2
