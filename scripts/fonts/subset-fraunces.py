"""Fraunces for the site: Fontsource's latin file, less what no browser draws.

    python3 scripts/fonts/subset-fraunces.py   (Debian: apt-get install python3-fonttools python3-brotli)
    npm exec -- node scripts/fonts/compare.mjs  (checks the result draws every weight pixel for pixel as the original)

Fontsource's "wght" file is already an instance of Fraunces: its optical
size, SOFT and WONK axes are pinned, and only the weight axis is left, with
two masters, 100 and 900 (the default). The site sets 400 to 900, but any
cut of that axis rescales and rounds the 100 master's deltas, which moves
the drawn weights by fractions of a pixel (decision 107): the axis stays
whole.

What goes:
- The six "wonky" glyphs (h, m, n, s, &, ñ) that no weight ever shows.
  Pinning WONK left a required substitution (`rvrn`) whose condition is the
  whole weight axis, so at every weight the shaper replaces each of them by
  its `.alt` form. The characters now map to the `.alt` glyphs directly.
- What cut.py drops for both faces (STAT, glyph names; hmtx stored
  transformed). Every character and the `liga` and `kern` features stay.
The licence (SIL OFL 1.1) goes with the file.
"""

import shutil
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

from fontTools.ttLib import TTFont  # noqa: E402

from cut import save_woff2, subset  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "node_modules/@fontsource-variable/fraunces"
SOURCE = PACKAGE / "files/fraunces-latin-wght-normal.woff2"
OUT = ROOT / "src/app/fonts"
TARGET = OUT / "fraunces-latin-wght-normal.woff2"

original = TTFont(SOURCE)
font = TTFont(SOURCE)
assert [(a.axisTag, a.minValue, a.defaultValue, a.maxValue) for a in font["fvar"].axes] == [
    ("wght", 100, 900, 900)
], "Fraunces's axes changed: check the method"

# Fold the required substitution into the character map, only where it applies at every weight.
# The shaper takes the first record whose conditions hold; the first one's hold on the whole axis.
gsub = font["GSUB"].table
first = gsub.FeatureVariations.FeatureVariationRecord[0]
conditions = first.ConditionSet.ConditionTable
assert [(c.AxisIndex, c.FilterRangeMinValue, c.FilterRangeMaxValue) for c in conditions] == [
    (0, -1.0, 0.0)
], "Fraunces's feature variations changed: check the method"
(record,) = first.FeatureTableSubstitution.SubstitutionRecord
assert gsub.FeatureList.FeatureRecord[record.FeatureIndex].FeatureTag == "rvrn"
alternates = {}
for index in record.Feature.LookupListIndex:
    for table in gsub.LookupList.Lookup[index].SubTable:
        alternates.update(table.mapping)
for table in font["cmap"].tables:
    for code, glyph in list(table.cmap.items()):
        if glyph in alternates:
            table.cmap[code] = alternates[glyph]
gsub.FeatureVariations = None
gsub.Version = 0x00010000

subset(font, original.getBestCmap().keys())
assert font.getBestCmap().keys() == original.getBestCmap().keys(), "a character went missing"
assert "rvrn" not in {r.FeatureTag for r in font["GSUB"].table.FeatureList.FeatureRecord}

OUT.mkdir(parents=True, exist_ok=True)
save_woff2(font, TARGET)
shutil.copyfile(PACKAGE / "LICENSE", OUT / "fraunces-LICENSE.txt")
print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})")
