#!/usr/bin/env bash
# Checks that every C++ file of the tree is formatted as .clang-format says (clang-format 14,
# Debian 12's). The tree was formatted whole in one commit, listed in .git-blame-ignore-revs
# so that `git blame` looks through it (git config blame.ignoreRevsFile .git-blame-ignore-revs).
#   scripts/check-format.sh            check every tracked file
#   scripts/check-format.sh --fix      reformat them in the working tree
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mode=check
if [ "${1:-}" = "--fix" ]; then mode=fix; shift; fi
mapfile -t files < <(git ls-files -- 'core/*.cpp' 'core/*.h' 'ui/*.cpp' 'ui/*.h' 'app/*.cpp' 'app/*.h' \
  'tests/*.cpp' 'tests/*.h' 'bench/*.cpp' 'bench/*.h' 'tools/*.cpp' 'tools/*.h')
if [ "$mode" = fix ]; then
  printf '%s\0' "${files[@]}" | xargs -0 -n 40 -P 2 clang-format-14 -i
  echo "check-format: ${#files[@]} files reformatted"
  exit 0
fi
failed=()
for file in "${files[@]}"; do
  clang-format-14 --dry-run --Werror "$file" 2>/dev/null || failed+=("$file")
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "check-format: not formatted as .clang-format says: ${failed[*]}; run scripts/check-format.sh --fix" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files are formatted"
