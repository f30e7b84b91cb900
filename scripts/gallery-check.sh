#!/usr/bin/env bash
# Renders the gallery with `swift run showcase` and checks the page in headless Chromium
# (installed when missing): no script errors, console messages or failed loads, and a
# screenshot of the grid. Meant for .ci/run; also handy locally.
#
# Usage: scripts/gallery-check.sh [OUTPUT_DIR]   (default: gallery, which git ignores)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-gallery}"

swift run showcase --output "$output"
scripts/gallery-screenshot.sh "$output" "$output/screenshot.png"
