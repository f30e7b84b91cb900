#!/usr/bin/env bash
# Builds Box2D v3.1.1 and our scene shim (Box2Dv3/v3scene.c) into the shared library physics-compare
# loads at run time. Box2D's source is not part of this repository: check out tag v3.1.1 of
# erincatto/box2d yourself into the git-ignored folder Benchmarks/.box2d-v3.1.1 (or pass its path).
# Single-threaded use, SSE2 (Box2D's default on x86-64), gcc -O2, NDEBUG.
#
#     scripts/build-box2d-v3.sh [path/to/box2d-v3.1.1]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
source="${1:-$here/.box2d-v3.1.1}"
out="$here/.box2d-v3.1.1-build"
if [[ ! -f "$source/src/solver.c" || ! -f "$source/include/box2d/box2d.h" ]]; then
    echo "build-box2d-v3: no Box2D source at $source (check out erincatto/box2d at tag v3.1.1 there)" >&2
    exit 1
fi
if ! grep -q "B2_API b2Version b2GetVersion" "$source/include/box2d/base.h"; then
    echo "build-box2d-v3: $source does not look like Box2D v3" >&2
    exit 1
fi
mkdir -p "$out"
cc="${CC:-gcc}"
"$cc" -O2 -DNDEBUG -std=gnu17 -fPIC -shared -msse2 -w \
    -I"$source/include" -I"$source/src" -I"$here/Box2Dv3" \
    "$source"/src/*.c "$here/Box2Dv3/v3scene.c" -lm -o "$out/libbox2d-v3-scene.so"
echo "built $out/libbox2d-v3-scene.so"
