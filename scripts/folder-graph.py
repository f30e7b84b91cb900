#!/usr/bin/env python3
"""Prints each module's folder graph: which top-level folders use names declared in which others.

usage: scripts/folder-graph.py [MODULE ...]

A folder is the first path component under Sources/<Module> ("." for files at the module's root;
a feature's UIKit/ or SwiftUI/ shell counts as part of its feature). A folder uses another when one
of its files names a top-level declaration (type, protocol, typealias, function, constant) made in
the other; names declared in two folders are ignored. Two-way pairs are folders that use each other.
"""
import collections, os, re, sys

DECL = re.compile(r'^(?:@[\w.()":, ]+\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated)\s+)*'
                  r'(?:class|struct|enum|protocol|actor|typealias|func|let|var)\s+(\w+)')
NESTED = re.compile(r'^    (?:@[\w.()":, ]+\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated)\s+)*'
                    r'(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)')
WORD = re.compile(r'[A-Za-z_]\w*')

def strip(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'//[^\n]*', ' ', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)

def graph(module):
    base = os.path.join("Sources", module)
    files = []
    for d, _, fs in os.walk(base):
        for f in fs:
            if f.endswith(".swift"):
                rel = os.path.relpath(os.path.join(d, f), base).split(os.sep)
                files.append((rel[0] if len(rel) > 1 else ".", strip(open(os.path.join(d, f)).read())))
    owners = collections.defaultdict(set)
    for folder, text in files:
        for line in text.split("\n"):
            m = DECL.match(line)
            if m:
                owners[m.group(1)].add(folder)
    edges = collections.defaultdict(set)
    for folder, text in files:
        for word in set(WORD.findall(text)):
            o = owners.get(word)
            if o and len(o) == 1:
                (other,) = o
                if other != folder:
                    edges[folder].add(other)
    return edges

modules = sys.argv[1:] or sorted(m for m in os.listdir("Sources") if os.path.isdir(os.path.join("Sources", m)))
for module in modules:
    edges = graph(module)
    folders = sorted(set(edges) | {b for v in edges.values() for b in v})
    if len(folders) < 2:
        continue
    pairs = sorted({tuple(sorted((a, b))) for a in edges for b in edges[a] if a in edges.get(b, ())})
    print(f"{module}: {sum(len(v) for v in edges.values())} edges, {len(pairs)} two-way pairs"
          + (": " + ", ".join(f"{a}<->{b}" for a, b in pairs) if pairs else ""))
    for a in folders:
        if edges.get(a):
            print(f"  {a} -> {', '.join(sorted(edges[a]))}")
