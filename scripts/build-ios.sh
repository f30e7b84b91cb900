#!/usr/bin/env bash
# Compile every library target of the package for arm64-apple-ios and fail on any error or warning.
#
# usage: scripts/build-ios.sh [--list]
#
# The compiler command is taken from $SWIFT_BUILD_IOS when set (a command that accepts `swift build`
# arguments and builds for iOS). Otherwise:
#   - on macOS: xcrun swift build --triple arm64-apple-ios13.0 --sdk "$(xcrun --sdk iphoneos --show-sdk-path)"
#   - on Linux: ../shared/tools/ios-sdk/swift-build-ios beside the checkout (needs a prepared SDK; see
#     docs/ios-build.md).
# Library targets are read from `swift package dump-package`, so new modules are built without editing
# this script. The docs' Swift snippets are generated first (`swift run doc-snippets`) and compiled as
# the DocSnippets target, UIKit ones included. Executables (the Linux gallery renderer) and tests are
# not built: they do not link for iOS.
# Then the gallery app's shell (Showcase/GalleryApp.swiftpm/GalleryApp.swift, SwiftUI) is compiled to an
# object file against the TransitionsGallery module just built, as the app package compiles it (Swift 5
# mode, iOS 16); the app package itself needs Apple's AppleProductTypes and is not built here. Its
# compiler is $SWIFTC_IOS when set (a swiftc command that compiles for arm64-apple-ios16.0), else
# `xcrun --sdk iphoneos swiftc` on macOS, else swiftc with the prepared SDK on Linux.
# Exit codes: 0 built with zero warnings, 1 errors or warnings, 3 no iOS toolchain or SDK available.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

targets=$(swift package dump-package | python3 -c '
import json, sys
pkg = json.load(sys.stdin)
print("\n".join(t["name"] for t in pkg["targets"] if t["type"] == "regular"))')

if [ "${1:-}" = "--list" ]; then echo "$targets"; exit 0; fi

if [ -n "${SWIFT_BUILD_IOS:-}" ]; then
  read -r -a build <<<"$SWIFT_BUILD_IOS"
elif [ "$(uname -s)" = "Darwin" ]; then
  sdk=$(xcrun --sdk iphoneos --show-sdk-path)
  build=(xcrun swift build --triple arm64-apple-ios13.0 --sdk "$sdk" --scratch-path .build-ios)
else
  tool="$root/../shared/tools/ios-sdk/swift-build-ios"
  if [ ! -x "$tool" ]; then
    echo "build-ios: no iOS compiler: $tool is missing and SWIFT_BUILD_IOS is not set" >&2
    exit 3
  fi
  build=("$tool")
fi

# The DocSnippets target compiles every ```swift block of the docs (DocSnippets/README.md): write
# its git-ignored sources first, with the host's toolchain.
echo "build-ios: generating the doc snippets (swift run doc-snippets)"
swift run --quiet doc-snippets generate

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
for target in $targets; do
  echo "build-ios: $target"
  # DOC_SNIPPETS makes the DocSnippets target compile the generated snippets; it is passed to every
  # target so that the flags, and so the build, stay the same from one target to the next.
  if ! "${build[@]}" --target "$target" -Xswiftc -DDOC_SNIPPETS >"$log" 2>&1; then
    cat "$log"
    if grep -q "no prepared iOS SDK" "$log"; then exit 3; fi
    # Name the document and block of a broken snippet (messages point into the docs themselves).
    swift run --quiet doc-snippets explain <"$log" || true
    echo "build-ios: $target FAILED" >&2
    status=1
    continue
  fi
  # Zero warnings is part of the contract. Only the package's own sources count, and the docs'
  # snippets, whose messages point into README.md, docs/ and the DocC catalogs.
  if grep -E "^$root/(Sources|Showcase|DocSnippets|docs)/.*: warning:|^$root/README\.md:[0-9]+:[0-9]+: warning:" "$log"; then
    swift run --quiet doc-snippets explain <"$log" || true
    echo "build-ios: $target has warnings" >&2
    status=1
  fi
done

# The gallery app's SwiftUI shell.
echo "build-ios: GalleryApp.swiftpm (app shell)"
app="$root/Showcase/GalleryApp.swiftpm/GalleryApp.swift"
modules=$(find "$root/${IOS_SCRATCH:-.build-ios}" -path "*/debug/Modules/TransitionsGallery.swiftmodule" -print -quit 2>/dev/null || true)
if [ -n "${SWIFTC_IOS:-}" ]; then
  read -r -a swiftc <<<"$SWIFTC_IOS"
elif [ "$(uname -s)" = "Darwin" ]; then
  swiftc=(xcrun --sdk iphoneos swiftc -target arm64-apple-ios16.0)
elif [ -z "${SWIFT_BUILD_IOS:-}" ]; then
  cache="${IOS_SDK_CACHE:-$HOME/.cache/ios-sdk}"
  swiftc=(swiftc -target arm64-apple-ios16.0 -sdk "$cache/iPhoneOS16.5.sdk" -resource-dir "$cache/resource-dir"
    -module-cache-path "$cache/module-cache")
else
  swiftc=()
fi
shell_skipped=0
if [ ${#swiftc[@]} -eq 0 ]; then
  echo "build-ios: SKIPPED the app shell: SWIFT_BUILD_IOS is set but SWIFTC_IOS is not" >&2
  shell_skipped=1
elif [ -z "$modules" ]; then
  echo "build-ios: app shell FAILED: no TransitionsGallery module was built" >&2
  status=1
else
  object=$(mktemp --suffix .o 2>/dev/null || mktemp)
  trap 'rm -f "$log" "$object"' EXIT
  if ! "${swiftc[@]}" -parse-as-library -swift-version 5 -I "$(dirname "$modules")" -c "$app" -o "$object" >"$log" 2>&1; then
    cat "$log"
    echo "build-ios: app shell FAILED" >&2
    status=1
  elif grep -E "^$root/Showcase/.*: warning:" "$log"; then
    echo "build-ios: app shell has warnings" >&2
    status=1
  fi
fi
if [ $status -eq 0 ] && [ $shell_skipped -eq 1 ]; then
  echo "build-ios: all library targets built for arm64-apple-ios with zero warnings; the gallery app's shell was NOT compiled (set SWIFTC_IOS)"
elif [ $status -eq 0 ]; then
  echo "build-ios: all library targets and the gallery app's shell built for arm64-apple-ios with zero warnings"
fi
exit $status
