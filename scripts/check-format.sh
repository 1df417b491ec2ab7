#!/usr/bin/env bash
# Checks that every C++ line changed since the format base is formatted by .clang-format.
# Only changed lines: most of the tree predates the style file, and reformatting it whole
# would bury history; new and edited code keeps the style from the base on.
#   scripts/check-format.sh            check against .ci/format-base
#   scripts/check-format.sh --fix      reformat those lines in the working tree
#   scripts/check-format.sh BASE       check against another commit (e.g. origin/main)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
fix=0
if [ "${1:-}" = "--fix" ]; then fix=1; shift; fi
base="${1:-$(cat .ci/format-base)}"
if ! git cat-file -e "${base}^{commit}" 2>/dev/null; then
  # A shallow clone lacks the base: the last commit's own changes are still checked.
  echo "check-format: base $base is not in this clone; checking the last commit only" >&2
  base=HEAD~1
fi
paths=(core ui app tests bench)
formatter=(git clang-format-14 --binary clang-format-14 --extensions cpp,h)
if [ "$fix" -eq 1 ]; then
  "${formatter[@]}" --force "$base" -- "${paths[@]}"
  exit 0
fi
report=$("${formatter[@]}" --diff "$base" HEAD -- "${paths[@]}" || true)
case "$report" in
  "" | "no modified files to format" | "clang-format did not modify any files")
    echo "check-format: every line changed since $(git rev-parse --short "$base") is formatted"
    ;;
  *)
    printf '%s\n' "$report"
    echo "check-format: the lines above, changed since $(git rev-parse --short "$base"), are not formatted" \
         "as .clang-format says; run scripts/check-format.sh --fix" >&2
    exit 1
    ;;
esac
