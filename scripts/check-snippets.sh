#!/usr/bin/env bash
# Compiles every ```swift block of README.md, docs/*.md and the DocC catalogs on this machine (the
# pure ones; scripts/build-ios.sh compiles the UIKit ones for iOS) and fails, naming the document and
# block, when one does not compile. See DocSnippets/README.md. Called by .ci/run.
#
# usage: scripts/check-snippets.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift run --quiet doc-snippets generate

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
# Generated files compile only with DOC_SNIPPETS defined (a plain `swift build` skips them, as they may
# be stale). A flag for every target means a build of its own: a separate scratch folder keeps .build
# from being rebuilt back and forth.
swift build --target DocSnippets --scratch-path .build-snippets -Xswiftc -DDOC_SNIPPETS >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  cat "$log"
  swift run --quiet doc-snippets explain <"$log" || true
  echo "check-snippets: FAILED: a documentation snippet does not compile (see above)" >&2
  exit 1
fi
# Warnings in snippets are reported too (they point into the documents), but only the iOS build
# treats them as failures.
swift run --quiet doc-snippets explain <"$log" || true
echo "check-snippets: every compiled documentation snippet builds"
