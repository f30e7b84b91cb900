#!/usr/bin/env python3
"""Counts and lists the package's public API, per module, from Swift's symbol graphs.

usage:
  swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members
  scripts/public-api.py [--list] [SYMBOLGRAPH_DIR]

Counts every public or open declaration (types, members, extension members) per module; with --list, also
prints each module's public top-level declarations (types, protocols, free functions), which is
what docs/public-api.md shows. Extension symbol graphs (`A@B.symbols.json`) count for module A.
Density is the count per 100 lines of the module's Swift sources (every line, comments included; the
module's folder is Sources/<Module>, or Showcase/Sources/<Module>).
"""
import collections, glob, json, os, sys

args = [a for a in sys.argv[1:] if a != "--list"]
listing = "--list" in sys.argv[1:]
folder = args[0] if args else glob.glob(".build/*/symbolgraph")[0]
modules = ["Transitions", "Interactive", "TransitionsTesting", "TransitionsUI", "TransitionsUITesting", "Dynamics",
           "DynamicLayouts", "TransitionsGallery", "GalleryShowcase", "GalleryRendering"]
counts = collections.Counter()
top = collections.defaultdict(set)
for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
    module = os.path.basename(path).split(".")[0].split("@")[0]
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        counts[module] += 1
        components = symbol["pathComponents"]
        if len(components) == 1 and "@" not in os.path.basename(path):
            kind = symbol["kind"]["displayName"].lower()
            top[module].add(f"`{components[0]}` ({kind})")


def lines(module):
    total = 0
    for base in (os.path.join("Sources", module), os.path.join("Showcase", "Sources", module)):
        for d, _, files in os.walk(base):
            total += sum(sum(1 for _ in open(os.path.join(d, f))) for f in files if f.endswith(".swift"))
    return total


for module in modules:
    if module not in counts:
        continue
    density = f"{100 * counts[module] / lines(module):.1f}" if lines(module) else "-"
    if listing:
        print(f"\n### {module} ({counts[module]} public and open declarations, {density} per 100 lines)\n")
        print(", ".join(sorted(top[module], key=str.lower)))
    else:
        print(f"{module} {counts[module]} {density}")
