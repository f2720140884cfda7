#!/usr/bin/env bash
# The live preview, built as Chevron ships it: builds `chevron` and the preview's server
# `chevron-preview` beside it (scripts/build.sh: static, stripped executables; the first build of
# the server compiles SwiftNIO, a few minutes), then runs `chevron preview ARGS...`.
#
# Usage: scripts/preview.sh [SCENE | DIR]... [--port 8040] [--host 127.0.0.1] [--scale N] [--open]
#        e.g. bash scripts/preview.sh Assets/Scenes, then open http://127.0.0.1:8040/
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh chevron-preview >/dev/null
chevron="$(bash scripts/build.sh chevron)"
exec "$chevron" preview "$@"
