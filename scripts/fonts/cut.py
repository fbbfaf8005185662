"""What the two font scripts (subset-inter.py, subset-fraunces.py) share: the
OpenType features kept, the tables dropped, and how the woff2 is written.

Every character and every OpenType feature of the source file is kept
(staff-written news may hold any of the latin file's characters: curly
quotes, dashes, accented Latin). Dropping the features nothing on the site
asks for (Inter's tabular and proportional figures, 1.3 KB) was measured and
rejected: it changed how Chromium draws U+2212 on its own.
Dropped are tables and data browsers never read: STAT (style attributes for
font menus), the name records only STAT used, glyph names (post format 3).
The woff2 stores `hmtx` transformed (the left side bearings that equal each
glyph's xMin are rebuilt by the decoder, a lossless step of the format), and
the glyphs' stored bounding boxes are kept as they are: FreeType places a
glyph by xMin less its side bearing, and fontTools' recomputed boxes moved
seven Fraunces glyphs (%, \\, ¾, ¿, î, ï, ∕).
"""

import io

from fontTools.subset import Options, Subsetter
from fontTools.ttLib import woff2


def subset(font, unicodes):
    """Keeps every character in `unicodes` and every feature; drops STAT and glyph names."""
    if "STAT" in font:
        del font["STAT"]
    options = Options()
    options.unicodes = "*"
    options.layout_features = ["*"]
    # Every standard record (copyright, licence, names); fvar's own are kept by the subsetter.
    options.name_IDs = list(range(256))
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)


def save_woff2(font, path):
    ttf = io.BytesIO()
    font.recalcTimestamp = False  # the same bytes on every run (head.modified stays the source's)
    font.recalcBBoxes = False
    font.flavor = None
    font.save(ttf)
    ttf.seek(0)
    woff2.compress(ttf, str(path), transform_tables={"glyf", "loca", "hmtx"})
