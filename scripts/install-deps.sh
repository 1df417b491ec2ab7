#!/usr/bin/env bash
# Installs the Debian 12 packages listed in packaging/build-deps.txt (with sudo when
# not root). Safe to run again: apt-get skips what is already there.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mapfile -t packages < <(grep -v '^\s*#' "$here/packaging/build-deps.txt" | grep -v '^\s*$')
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}"
