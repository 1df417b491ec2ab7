#!/usr/bin/env python3
"""Prints the paths given on stdin whose code differs from their version at BASE, ignoring
layout: whitespace, line breaks, comments, the order of #include and using lines and string
literals split in two ("ab" "c" is "abc"). A file only reformatted (the whole tree was, once:
.git-blame-ignore-revs) then needs no new clang-tidy run.
    git diff --name-only BASE | scripts/code_changed.py BASE"""
import re
import subprocess
import sys

TOKENS = re.compile(r'("(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\')|(//[^\n]*|/\*.*?\*/)', re.S)


def code_of(text):
    text = re.sub(r"\\[ \t]*\n", " ", text)  # macro line continuations
    text = TOKENS.sub(lambda m: m.group(1) if m.group(1) else " ", text)
    lines = text.split("\n")
    unordered = sorted(l.strip() for l in lines if l.strip().startswith(("#include", "using ")))
    rest = "\n".join(l for l in lines if not l.strip().startswith(("#include", "using ")))
    return unordered, re.sub(r'"\s*"', "", re.sub(r"\s+", "", rest))


def main():
    base = sys.argv[1]
    for path in (line.strip() for line in sys.stdin):
        if not path:
            continue
        old = subprocess.run(["git", "show", f"{base}:{path}"], capture_output=True)
        try:
            current = open(path, encoding="utf-8", errors="replace").read()
        except OSError:
            print(path)
            continue
        if old.returncode != 0 or code_of(old.stdout.decode("utf-8", "replace")) != code_of(current):
            print(path)


main()
