#!/usr/bin/env bash
# clang-tidy over every source of core/ and ui/; .clang-tidy makes its warnings errors (run-clang-tidy-14 has no flag for it).
# Needs a configured and built tree for its compile_commands.json and Qt's generated headers:
#   scripts/check-tidy.sh [BUILD_DIR=build/dev] [JOBS=nproc]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build/dev}"
jobs="${2:-$(nproc)}"
[ -f "$build/compile_commands.json" ] || { echo "check-tidy: no $build/compile_commands.json; build first" >&2; exit 2; }
# Only our sources: the build tree's moc files sit under .../ui/ too.
run-clang-tidy-14 -p "$build" -j "$jobs" -quiet "^$root/(core|ui)/.*\.cpp$"
