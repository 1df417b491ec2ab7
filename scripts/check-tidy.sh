#!/usr/bin/env bash
# clang-tidy (.clang-tidy's checks) over every source of core/ and ui/, warnings as errors.
# Needs a configured and built tree for its compile_commands.json and Qt's generated headers:
#   scripts/check-tidy.sh [BUILD_DIR=build/dev] [JOBS=nproc]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build/dev}"
jobs="${2:-$(nproc)}"
[ -f "$build/compile_commands.json" ] || { echo "check-tidy: no $build/compile_commands.json; build first" >&2; exit 2; }
# Only our sources: the build tree's moc files sit under .../ui/ too.
run-clang-tidy-14 -p "$build" -j "$jobs" -quiet -warnings-as-errors='*' "^$root/(core|ui)/.*\.cpp$"
