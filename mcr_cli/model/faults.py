"""The faults of the notation and of a hand (``model/``): the catalogue's first area (``faults.py``).

Each is raised as ``NotationError(FAULT(params), position, text)`` or
``InvalidHandError(...)``; its Chinese is ``render/zh/model.py``.  A
parameter that another language says otherwise is a fault of its own: the
words ``the hand`` and ``the tile list`` (``HAND_WORD``), the notes a count
error may carry, the caret's hints.
"""

from __future__ import annotations

from ..faults import Field, fault

# --- the text itself (notation.check_text) ------------------------------------------------
HAND_WORD = fault("word.the-hand", "the hand")
TILE_LIST_WORD = fault("word.the-tile-list", "the tile list")
NOT_TEXT = fault("notation.not-text", "{what} must be a string (notation), not {kind}")
TOO_LONG = fault("notation.too-long", "{what} is {length} characters; no legal one is longer than {limit}")

# --- the scanner (notation._scan_tiles, _make_meld, _scan; spelling.plain_spelling) --------
SUIT_WITHOUT_DIGITS = fault(
    "notation.suit-without-digits", "suit letter '{letter}' with no digits before it{case}"
)
HONOR_CASE = fault("part.honor-case", " (honors are upper case: {honor})")
ZERO_RANK = fault("notation.zero-rank", "0 is not a tile rank (ranks are 1-9)")
NO_SUCH_HONOR = fault("notation.no-such-honor", "{rank}z is not a tile (honors are 1z-7z)")
DIGITS_WITHOUT_SUIT = fault(
    "notation.digits-without-suit", "digits '{digits}' have no suit letter (m, p, s or z){case}"
)
SUIT_CASE = fault("part.suit-case", " (suit letters are lower case: {suit})")
UNKNOWN_CHARACTER = fault("notation.unknown-character", "unknown character {ch}{note}")
SUIT_LETTER_CASE = fault("part.suit-letter-case", ": suit letters are lower case (m p s z)")
HONOR_LETTER_CASE = fault("part.honor-letter-case", ": honors are upper case (E S W N C F P)")
FLOWER_GLYPH = fault("part.flower-glyph", ": a flower is counted by {flowers}", Field("flowers", "N"))
DIGITS_BEFORE_COMMA = fault("notation.digits-before-comma", "digits before ',' have no suit letter")
OFFER_NOT_A_DIGIT = fault(
    "notation.offer-not-a-digit", "the offer after the tiles must be one digit, not {offer}"
)
MELD_SIZE = fault("notation.meld-size", "{meld}: a meld is 3 tiles (chow, pung) or 4 (kong), not {count}")
MELD_NOT_A_KONG = fault("notation.meld-not-a-kong", "{meld}: four tiles that are not all the same (a kong)")
MELD_NOT_A_SET = fault("notation.meld-not-a-set", "{meld}: not a chow or a pung")
OFFER_OUT_OF_RANGE = fault(
    "notation.offer-out-of-range", "offer {offer} out of range for a {kind}: {allowed}"
)
CHOW_OFFERS = fault("part.chow-offers", "1-3 (which tile was claimed)")
PUNG_OFFERS = fault("part.pung-offers", "1-3 (1 left, 2 across, 3 right)")
KONG_OFFERS = fault("part.kong-offers", "1-3 (melded) or 5-7 (promoted); none for a concealed kong")
NESTED_MELD = fault("notation.nested-meld", "'[' inside a meld: melds do not nest")
UNCLOSED_MELD = fault("notation.unclosed-meld", "'[' is never closed by ']'")
UNOPENED_MELD = fault("notation.unopened-meld", "']' with no '[' before it")
NO_MELDS_HERE = fault("notation.no-melds-here", "melds are not allowed here, only loose tiles")
SPACE_IN_GROUP = fault(
    "notation.space-in-group", "a space splits a group: its digits need their suit letter first (123m 456p)"
)
LONE_SELECTOR = fault("notation.lone-selector", "variation selector U+{code} not right after a tile glyph")

# --- the caret's hints ----------------------------------------------------------------------
HINT_DIGITS = fault("hint.digits", "another digit or the suit letter of '{digits}': m p s z (or 万 饼 条)")
HINT_TILE = fault(
    "hint.tile",
    "a tile: digits 1-9 then m p s z (or 万 饼/筒 条/索), an honor E S W N C F P "
    "(or 东 南 西 北 中 发 白), a tile glyph such as \U0001f007, or '[' for a meld{meld}",
)
HINT_IN_MELD = fault("hint.in-meld", ", or ',' and the offer, or ']' to close the meld")
HINT_NO_SPACE = fault("hint.no-space", "a digit 1-9 or a suit letter m p s z, with no space before it")
HINT_GLYPH_FIRST = fault("hint.glyph-first", "a tile glyph before it, or nothing: 1m is plain notation")

# --- the count and the copies (notation.check_scanned, hand.parse_hand) ----------------------
EMPTY_HAND = fault("hand.empty", "empty hand")
TOO_MANY_MELDS = fault("hand.too-many-melds", "more than 4 melds")
TILE_COUNT = fault("hand.tile-count", "{count} tiles; the hand needs {tiles}{kong}{advice}")
KONG_COUNTS_THREE = fault("part.kong-counts-three", " (a kong counts 3)")
TRY_WAITS = fault("part.try-waits", ": a hand waiting for its 14th tile? try `mcr waits`")
TRY_SHANTEN = fault("part.try-shanten", ": a hand to discard from? try `mcr shanten`")
FIFTH_COPY = fault("hand.fifth-copy", "a fifth {tile}; there are only four of each tile")
NO_STANDING_TILES = fault(
    "hand.no-standing-tiles", "no standing tiles: the last standing tile is the winning tile"
)
HAND_SIZE = fault("api.hand-size", "a hand has 13 or 14 tiles, not {tiles}")
NOT_A_HAND = fault("api.not-a-hand", "the hand must be notation (str) or a Hand, not {kind}")
HAND_MELDS = fault("api.hand-melds", "Hand.melds must be a tuple of Meld(kind, tile 0-33, offer)")
HAND_STANDING = fault("api.hand-standing", "Hand.standing must be a tuple of tiles 0-33")
HAND_WIN_TILE = fault("api.hand-win-tile", "Hand.win_tile must be a tile 0-33 or None")
CHOW_START = fault("api.chow-start", "a chow cannot start at {tile}")
MELD_OFFER = fault("api.meld-offer", "offer {offer} out of range for a {kind}")

# --- tiles (tiles.py) --------------------------------------------------------------------------
NOT_A_TILE = fault("notation.not-a-tile", "not a tile: {text}")

# --- records built in code (checks.py) -------------------------------------------------------
WRONG_VALUE = fault("api.wrong-value", "{what} must be {expected}, not {value}")
UNREADABLE = fault("api.unreadable", "{what} cannot be read: {kind}")
TOO_MANY_TILES = fault("api.too-many-tiles", "{what}: more than {limit} tiles")
CHOW_START_AT = fault("api.chow-start-at", "{what}: a chow cannot start at tile {start}")

# --- records built with fields they lack (records.field_error) ------------------------------
NO_SUCH_FIELD = fault("api.no-such-field", "{record} has no field {field}{hint}")
NEAREST_FIELD = fault("part.nearest-field", " (did you mean {field}?)")
THE_FIELDS = fault("part.the-fields", "; its fields are {fields}")
TOO_MANY_FIELDS = fault("api.too-many-fields", "{record} takes at most {most} fields, not {count}")
FIELD_TWICE = fault("api.field-twice", "{record}: {field} is given twice (by position and by name)")
FIELDS_MISSING = fault("api.fields-missing", "{record} needs {fields}")
