#!/usr/bin/env bash
# Renders the committed PNG icons from the two SVG sources, into hicolor/<N>x<N>/apps/.
# 16-32 px come from the -small variant (heavier strokes, no grid), 48-512 px from the
# full icon. Run it again after editing either SVG, then look at the PNGs and commit them.
# Needs rsvg-convert (Debian package librsvg2-bin).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
id=io.github.scalescope.Scalescope
for size in 16 22 24 32 48 64 128 256 512; do
  source_svg=$id.svg
  [ "$size" -le 32 ] && source_svg=$id-small.svg
  mkdir -p "hicolor/${size}x${size}/apps"
  rsvg-convert --width "$size" --height "$size" --format png \
    --output "hicolor/${size}x${size}/apps/$id.png" "$source_svg"
done
