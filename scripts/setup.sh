#!/usr/bin/env bash
# Installs what Chevron needs from Debian's packages, only where missing:
# pkg-config, libpng, FreeType, zlib and libyaml development files, GNU time and Chromium. Safe to run again.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
[ -x /usr/bin/time ] || missing+=(time)  # GNU time: the tests measure peak memory with it
# Headless Chromium: FolderReportBrowserTests opens `chevron diff --report`'s page in a real browser.
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if command -v pkg-config >/dev/null 2>&1; then
    pkg-config --exists libpng || missing+=(libpng-dev)
    pkg-config --exists freetype2 || missing+=(libfreetype-dev)
    pkg-config --exists zlib || missing+=(zlib1g-dev)
    pkg-config --exists yaml-0.1 || missing+=(libyaml-dev)
else
    missing+=(libpng-dev libfreetype-dev zlib1g-dev libyaml-dev)
fi

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

command -v swift >/dev/null 2>&1 || { echo "setup: swift is not on PATH (Swift 6.1 or later is needed)" >&2; exit 1; }
