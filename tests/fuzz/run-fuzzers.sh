#!/usr/bin/env bash
# Runs every libFuzzer target built by `cmake --build --preset fuzz` (or --target
# fuzz_targets) for a bounded time,
# each on a temp copy of its seed corpus (the repo is not modified), and prints the
# executions per target and, for a crash, the input (hexdump) and the stack.
# Usage: tests/fuzz/run-fuzzers.sh [seconds per target, default 60] [target...]
# Exit status 1 when any target found a crash, a leak, a timeout or an out-of-memory;
# crash inputs and logs are kept in build/fuzz/findings/<target>/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="$here/../../build/fuzz/tests/fuzz"
findings="$here/../../build/fuzz/findings"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(cd "$here/corpus" && ls)

declare -A dict=([mllog_line]=mllog [result_file]=mllog [power_log]=mllog [system_json]=system
                 [scaling_json]=json [dataset_file]=dataset [archive]=json
                 [rules_expression]=rules)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

failed=0
total=0
printf '%-14s %12s %8s %s\n' target executions seconds result
for target in "${targets[@]}"; do
  exe="$bin/fuzz_$target"
  if [ ! -x "$exe" ]; then
    printf '%-14s %12s %8s %s\n' "$target" - - "not built ($exe)"
    failed=1
    continue
  fi
  cp -r "$here/corpus/$target" "$work/$target"
  mkdir "$work/$target.artifacts"
  options=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=25 -print_final_stats=1
           -artifact_prefix="$work/$target.artifacts/")
  [ -n "${dict[$target]:-}" ] && options+=(-dict="$here/dict/${dict[$target]}.dict")
  started=$(date +%s)
  set +e
  "$exe" "${options[@]}" "$work/$target" > "$work/$target.log" 2>&1
  status=$?
  set -e
  elapsed=$(( $(date +%s) - started ))
  executions=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$work/$target.log" | tail -1)
  [ -n "$executions" ] || executions=$(sed -n 's/^#\([0-9]*\)[[:space:]]*DONE.*/\1/p' "$work/$target.log" | tail -1)
  [ -n "$executions" ] || executions=$(sed -n 's/^#\([0-9]*\)[[:space:]].*/\1/p' "$work/$target.log" | tail -1)
  total=$(( total + ${executions:-0} ))
  crashes=("$work/$target.artifacts"/*)
  if [ "$status" -eq 0 ] && [ ! -e "${crashes[0]}" ]; then
    printf '%-14s %12s %8s %s\n' "$target" "${executions:-?}" "$elapsed" ok
    continue
  fi
  failed=1
  printf '%-14s %12s %8s %s\n' "$target" "${executions:-?}" "$elapsed" "FAILED (exit $status)"
  mkdir -p "$findings/$target"
  cp "$work/$target.log" "$findings/$target/"
  [ -e "${crashes[0]}" ] && cp "${crashes[@]}" "$findings/$target/"
  for input in "${crashes[@]}"; do
    [ -e "$input" ] || continue
    printf -- '--- %s input %s (%d bytes):\n' "$target" "$(basename "$input")" "$(wc -c < "$input")"
    hexdump -C "$input" | head -n 20
  done
  printf -- '--- %s stack:\n' "$target"
  sed -n '/^==[0-9]*==ERROR\|runtime error\|FUZZ_CHECK failed\|^==[0-9]*== ERROR\|deadly signal/,$p' "$work/$target.log" | head -n 80
done
printf '%-14s %12s\n' total "$total"
exit "$failed"
