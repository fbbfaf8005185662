"""Inter for the site: Fontsource's latin file, cut to weights 400 to 900.

    python3 scripts/fonts/subset-inter.py      (Debian: apt-get install python3-fonttools python3-brotli)
    npm exec -- node scripts/fonts/compare.mjs  (checks the result draws every weight pixel for pixel as the original)

The site sets Inter at 400 to 700 (`<strong>` inside a semibold line may ask
for 900) and never lighter, yet every visitor fetched the thin-to-regular half of
the weight axis too. Inter's variable file has one master on each side of its
default (100 and 900, default 400), so cutting the axis at the default drops
the lighter master exactly: the deltas towards 900 are kept as they are (no
rescaling, no rounding), and every weight from 400 to 900 draws the same
outlines as before. (Cutting at 700 too, or Fraunces at all, whose only other
master is 100 and default 900, would rescale and round deltas and move the
drawn weights by fractions of a pixel, so that is not done.)

fontTools' instancer also re-optimises the kept deltas (IUP), which rounds
points it had inferred; the original tuples are put back in its place. Every
character is kept; the features, tables and glyphs no browser uses for this
site go (cut.py: the tabular and proportional figures, STAT, glyph names).
The licence (SIL OFL 1.1) goes with the file.
"""

import shutil
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

from fontTools.ttLib import TTFont  # noqa: E402
from fontTools.varLib import instancer  # noqa: E402

from cut import save_woff2, subset  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "node_modules/@fontsource-variable/inter"
SOURCE = PACKAGE / "files/inter-latin-wght-normal.woff2"
OUT = ROOT / "src/app/fonts"
TARGET = OUT / "inter-latin-wght-400-900.woff2"

original = TTFont(SOURCE)
axis = next(a for a in original["fvar"].axes if a.axisTag == "wght")
assert (axis.minValue, axis.defaultValue, axis.maxValue) == (100, 400, 900), "Inter's axis changed: check the method"
heavier = {
    glyph: [v for v in variations if v.axes["wght"][1] > 0]
    for glyph, variations in original["gvar"].variations.items()
}

font = instancer.instantiateVariableFont(TTFont(SOURCE), {"wght": (400, 900)})
for glyph in font.getGlyphOrder():
    font["gvar"].variations[glyph] = heavier.get(glyph, [])

subset(font, original.getBestCmap().keys())
assert font.getBestCmap().keys() == original.getBestCmap().keys(), "a character went missing"

OUT.mkdir(parents=True, exist_ok=True)
save_woff2(font, TARGET)
shutil.copyfile(PACKAGE / "LICENSE", OUT / "inter-LICENSE.txt")
print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})")
