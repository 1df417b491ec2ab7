#!/usr/bin/env bash
# clang-tidy over the sources of core/ and ui/ changed since .ci/tidy-base, and the sources that
# include a changed header; .clang-tidy makes its warnings errors (run-clang-tidy-14 has no flag for it).
# The tree was clean at the base (a landing whose CI ran this check; move the base only to such a
# commit), and a whole run takes about eleven minutes of CI on two cores, so new and edited code is
# what is checked from the base on.
# Needs a configured and built tree for its compile_commands.json and Qt's generated headers:
#   scripts/check-tidy.sh [BUILD_DIR=build/dev] [JOBS=nproc] [--all]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
all=no
args=()
for arg in "$@"; do
  if [ "$arg" = --all ]; then all=yes; else args+=("$arg"); fi
done
build="${args[0]:-$root/build/dev}"
jobs="${args[1]:-$(nproc)}"
[ -f "$build/compile_commands.json" ] || { echo "check-tidy: no $build/compile_commands.json; build first" >&2; exit 2; }
cd "$root"
# gcc's precompiled header (ui/CMakeLists.txt, SCALESCOPE_USE_PCH) is not a file clang can
# read: clang-tidy gets the compile commands without it (each source includes what it uses).
tidy_db="$(mktemp -d)"
trap 'rm -rf "$tidy_db"' EXIT
python3 - "$build/compile_commands.json" "$tidy_db/compile_commands.json" <<'PY'
import json, re, sys
commands = json.load(open(sys.argv[1]))
for entry in commands:
    entry["command"] = re.sub(r" -Winvalid-pch| -include \S*cmake_pch\.hxx", "", entry["command"])
json.dump(commands, open(sys.argv[2], "w"))
PY
build="$tidy_db"
base="$(cat .ci/tidy-base)"
if [ "$all" = no ] && ! git cat-file -e "${base}^{commit}" 2>/dev/null; then
  echo "check-tidy: base $base is not in this clone; checking every source" >&2
  all=yes
fi
if [ "$all" = yes ]; then
  # Only our sources: the build tree's moc files sit under .../ui/ too.
  run-clang-tidy-14 -p "$build" -j "$jobs" -quiet "^$root/(core|ui|tools)/.*\.cpp$"
  exit
fi

# Changed since the base, committed or not (a developer runs this before committing).
# Files only reformatted since the base (scripts/code_changed.py) are left out.
mapfile -t changed < <(git diff --name-only --diff-filter=AMR "$base" -- core ui tools | sort -u |
  python3 scripts/code_changed.py "$base")
sources=()
for path in "${changed[@]}"; do
  case "$path" in
    *.cpp) sources+=("$path") ;;
    *.h) mapfile -t -O "${#sources[@]}" sources < <(grep -rlF --include='*.cpp' "#include \"$path\"" core ui tools || true) ;;
  esac
done
mapfile -t sources < <(printf '%s\n' "${sources[@]}" | grep -v '^$' | sort -u || true)
# A source deleted in the working tree has nothing to check.
existing=()
for path in "${sources[@]}"; do [ -f "$path" ] && existing+=("$path"); done
if [ ${#existing[@]} -eq 0 ]; then
  echo "check-tidy: no source of core/ or ui/ changed since $base"
  exit 0
fi
echo "check-tidy: ${#existing[@]} sources changed since $base (or including a changed header)"
pattern="$(printf '%s\n' "${existing[@]}" | sed 's/[.+]/\\&/g' | paste -sd'|')"
run-clang-tidy-14 -p "$build" -j "$jobs" -quiet "^$root/($pattern)$"
