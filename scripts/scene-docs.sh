#!/usr/bin/env bash
# Writes docs/scene-reference.md, docs/scene.schema.json and the fuzzers' Fuzz/scene.dict with `chevron schema`, from the scene
# format's description the parser reads its keys from (Sources/SceneFile/Format). Run it after
# adding or changing a key; the test command fails until you do (SceneFormatTests, SchemaCommandTests).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product chevron -j 2 >/dev/null
chevron="$(swift build --show-bin-path)/chevron"
"$chevron" schema --reference >docs/scene-reference.md.tmp
"$chevron" schema >docs/scene.schema.json.tmp
"$chevron" schema --fuzz-dictionary >Fuzz/scene.dict.tmp
mv docs/scene-reference.md.tmp docs/scene-reference.md
mv docs/scene.schema.json.tmp docs/scene.schema.json
mv Fuzz/scene.dict.tmp Fuzz/scene.dict
echo "wrote docs/scene-reference.md, docs/scene.schema.json and Fuzz/scene.dict" >&2
