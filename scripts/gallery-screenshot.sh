#!/usr/bin/env bash
# Opens the gallery page in headless Chromium, fails on any script error, console message or
# failed resource load, and writes a screenshot.
#
# Usage: scripts/gallery-screenshot.sh [GALLERY_DIR_OR_INDEX_HTML] [SCREENSHOT_PNG] [PROGRESS]
#   defaults: gallery/, <gallery dir>/screenshot.png, and 0.5: the scrubbers are set to 50 % for the
#   screenshot (the page's #progress= address), so the live column shows every transition mid-flight.
# Installs Debian's `chromium` package with apt-get when no Chromium is found.
set -euo pipefail

target="${1:-gallery}"
if [[ -d "$target" ]]; then
    page="$target/index.html"
else
    page="$target"
fi
if [[ ! -f "$page" ]]; then
    echo "gallery-screenshot: no page at $page (run 'swift run showcase' first)" >&2
    exit 2
fi
page="$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
screenshot="${2:-$(dirname "$page")/screenshot.png}"
screenshot="$(cd "$(dirname "$screenshot")" && pwd)/$(basename "$screenshot")"
progress="${3:-0.5}"

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [[ -z "$browser" ]]; then
    echo "gallery-screenshot: installing Debian's chromium package" >&2
    as_root=()
    if [[ "$(id -u)" != 0 ]]; then as_root=(sudo); fi
    "${as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
    browser=chromium
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars --no-first-run
       --user-data-dir="$work/profile" --enable-logging=stderr --v=0 --virtual-time-budget=5000)

# 1. The DOM after the scripts ran: the page records errors into #console-errors and counts the
#    scrubbers it set up in data-gallery-ready.
timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$page#progress=$progress" >"$work/dom.html" 2>"$work/dom.log" || {
    echo "gallery-screenshot: chromium failed to load the page" >&2; cat "$work/dom.log" >&2; exit 1; }
# 2. The screenshot.
timeout 120 "$browser" "${flags[@]}" --window-size=1400,1000 --screenshot="$screenshot" "file://$page#progress=$progress" \
    >"$work/shot.out" 2>"$work/shot.log" || {
    echo "gallery-screenshot: chromium failed to take the screenshot" >&2; cat "$work/shot.log" >&2; exit 1; }

status=0
if grep -h "CONSOLE" "$work/dom.log" "$work/shot.log" >"$work/console.txt"; then
    echo "gallery-screenshot: the page wrote to the console:" >&2
    cat "$work/console.txt" >&2
    status=1
fi
errors="$(python3 - "$work/dom.html" <<'PY' 2>/dev/null || sed -n 's:.*<pre id="console-errors"[^>]*>\(.*\)</pre>.*:\1:p' "$work/dom.html"
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r'<pre id="console-errors"[^>]*>(.*?)</pre>', dom, re.S)
print(match.group(1).strip() if match else "missing #console-errors element")
PY
)"
if [[ -n "$errors" ]]; then
    echo "gallery-screenshot: the page reported errors:" >&2
    echo "$errors" >&2
    status=1
fi
ready="$(grep -o 'data-gallery-ready="[0-9]*"' "$work/dom.html" | grep -o '[0-9]*' || true)"
stages="$(grep -o 'class="stage"' "$page" | wc -l)"
if [[ -z "$ready" || "$ready" != "$stages" ]]; then
    echo "gallery-screenshot: the page's script set up ${ready:-no} of $stages scrubbers" >&2
    status=1
fi
# The scrubbers drew their participants: every stage shows at least one positioned box.
drawn="$(grep -o 'class="participant[^"]*" [^>]*style="[^"]*display: block' "$work/dom.html" | wc -l)"
if [[ "$stages" -gt 0 && "$drawn" -lt "$stages" ]]; then
    echo "gallery-screenshot: only $drawn participants are drawn across $stages scrubbers" >&2
    status=1
fi
if [[ ! -s "$screenshot" ]]; then
    echo "gallery-screenshot: no screenshot was written" >&2
    status=1
fi
if [[ $status == 0 ]]; then
    echo "gallery-screenshot: $page loaded cleanly ($ready scrubbers, $drawn participants drawn at progress $progress); screenshot: $screenshot"
fi
exit $status
