#!/usr/bin/env bash
# Regenerates the results block of docs/performance.md: builds Box2D v3.1.1 from the local checkout
# (scripts/build-box2d-v3.sh; see that script for where the source goes), then runs physics-compare on
# the three engines in one run and writes its report into docs/performance.md. Extra arguments go to
# physics-compare (e.g. --repeats 3). Needs Debian's libbox2d-dev (Box2D 2.4.1).
#
#     Benchmarks/scripts/update-performance.sh [physics-compare options]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
"$here/scripts/build-box2d-v3.sh"
cd "$here"
swift run -c release physics-compare --update ../docs/performance.md "$@"
