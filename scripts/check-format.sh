#!/usr/bin/env bash
# Checks that every C++ line changed since the format base is formatted by .clang-format.
# Only changed lines: most of the tree predates the style file, and reformatting it whole
# would bury history; new and edited code keeps the style from the base on. A file that
# was moved counts with the lines that changed in the move, not as all new.
#   scripts/check-format.sh            check HEAD against .ci/format-base
#   scripts/check-format.sh --fix      reformat those lines in the working tree
#   scripts/check-format.sh BASE       check against another commit (e.g. origin/main)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mode=check
if [ "${1:-}" = "--fix" ]; then mode=fix; shift; fi
base="${1:-$(cat .ci/format-base)}"
if ! git cat-file -e "${base}^{commit}" 2>/dev/null; then
  # A shallow clone lacks the base: the last commit's own changes are still checked.
  echo "check-format: base $base is not in this clone; checking the last commit only" >&2
  base=HEAD~1
fi
# check: the committed tree (HEAD); fix: the working tree, uncommitted edits included.
range=("$base" HEAD)
[ "$mode" = check ] || range=("$base")
git diff -M -U0 --no-color --diff-filter=AMR "${range[@]}" -- core ui app tests bench tools |
  python3 -c '
import re, subprocess, sys
mode = sys.argv[1]
lines, current = {}, None
for line in sys.stdin:
    if line.startswith("+++ "):
        name = line[4:].rstrip("\n")
        current = name[2:] if name.startswith("b/") and name.endswith((".cpp", ".h")) else None
    elif current and line.startswith("@@"):
        start, _, count = re.match(r"@@ -\S+ \+(\d+)(,(\d+))? @@", line).groups()
        count = int(count) if count is not None else 1
        if count:
            lines.setdefault(current, []).append(f"--lines={start}:{int(start) + count - 1}")
failed = []
for path, ranges in sorted(lines.items()):
    if mode == "fix":
        subprocess.run(["clang-format-14", "-i", *ranges, path], check=True)
    elif subprocess.run(["clang-format-14", "--dry-run", "--Werror", *ranges, path]).returncode:
        failed.append(path)
if failed:
    sys.exit("check-format: lines changed since the format base are not formatted as .clang-format says in "
             + ", ".join(failed) + "; run scripts/check-format.sh --fix")
print(f"check-format: {sum(len(r) for r in lines.values())} changed ranges in {len(lines)} files "
      + ("reformatted" if mode == "fix" else "are formatted"))
' "$mode"
