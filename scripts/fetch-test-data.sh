#!/usr/bin/env bash
# Fetches the data that the exactness tests compare against, for a clone without the
# project's shared folder:
#   DEST/mlperf/training_results_v4.1.tar.xz   the results and systems folders of the public
#                                              round (github.com/mlcommons/training_results_v4.1,
#                                              Apache-2.0), as the tests expect them
#   DEST/mlperf/expected/                      what the official MLCommons summarizer prints
#                                              for it, made only when the mlperf_logging Python
#                                              package (4.1.59) is installed
# DEST defaults to ../shared beside the project root, where CMake looks
# (SCALESCOPE_SHARED_DIR); reconfigure after fetching. Nothing is replaced until it is
# complete. Without mlperf_logging the tests that compare with the official CSVs keep
# skipping, and say so.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/../shared}"
url="${SCALESCOPE_V41_URL:-https://github.com/mlcommons/training_results_v4.1/archive/refs/heads/main.tar.gz}"

for tool in curl tar xz; do
  command -v "$tool" >/dev/null || { echo "fetch-test-data: needs $tool" >&2; exit 1; }
done
mkdir -p "$dest/mlperf/expected"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "fetch-test-data: downloading $url (about 1 GB; only results/ and systems/ are kept)" >&2
curl -fL --retry 3 --progress-bar -o "$work/round.tar.gz" "$url"
mkdir "$work/tree"
tar -xzf "$work/round.tar.gz" -C "$work/tree" --wildcards '*/results/*' '*/systems/*'
top="$(find "$work/tree" -mindepth 1 -maxdepth 1 -type d | head -n 1)"
[ -n "$top" ] || { echo "fetch-test-data: the archive holds no results" >&2; exit 1; }
mv "$top" "$work/tree/training_results_v4.1"
tar -cJf "$work/round.tar.xz" -C "$work/tree" training_results_v4.1
mv "$work/round.tar.xz" "$dest/mlperf/training_results_v4.1.tar.xz"
echo "fetch-test-data: wrote $dest/mlperf/training_results_v4.1.tar.xz" >&2

if python3 -c 'import mlperf_logging' 2>/dev/null; then
  # The summarizer rewrites scaling.json files (docs/mlperf-scoring.md §4.5): run it on
  # the scratch copy, never on anything kept.
  (cd "$work/tree" &&
     python3 -m mlperf_logging.result_summarizer "training_results_v4.1/{*}" training 4.1.0 \
       --csv "$work/training_v4.1_official_summary.csv" >"$work/training_v4.1_official_summarizer_log.txt")
  for file in "$work"/training_v4.1_official_*; do
    mv "$file" "$dest/mlperf/expected/"
  done
  echo "fetch-test-data: wrote the official summarizer's output to $dest/mlperf/expected" >&2
else
  echo "fetch-test-data: mlperf_logging is not installed, so $dest/mlperf/expected was not made;" \
       "the tests that compare with the official CSVs will skip (pip install mlperf-logging," \
       "then run this again)" >&2
fi
echo "fetch-test-data: now reconfigure: cmake --preset dev -DSCALESCOPE_SHARED_DIR=$dest" >&2
