"""Faults of the systems' layer holding another error (``faults.py``); Chinese: ``render/zh/systems.py``.

The rest of this layer's errors are said as text still; these come first,
since they carry a fault of the notation or the hand inside them.
"""

from __future__ import annotations

from ..faults import fault

OR_FOURTEEN = fault("hand.count-for-shanten", "{what} (or 14 to choose a discard)")
VISIBLE_TILES = fault("context.visible-tiles", "--visible {text}: {what}")
HORSE_TILES = fault("context.horse-tiles", "--horses {text}: {what}")

# --- settings and house rules -----------------------------------------------------------------
# A flag's value (flags.Flag.value_error, Setting.value_error; systems' own parsers).
NOT_A_SEAT = fault("flag.not-a-seat", "{flag} must be a seat 0-3 (E S W N), not {value}")
NOT_A_TILE = fault("flag.not-a-tile", "{flag} must be a tile 0-33, not {value}")
NOT_WHOLE = fault("flag.not-a-whole-number", "{flag} must be a whole number, not {value}")
OUT_OF_RANGE = fault("flag.out-of-range", "{flag} {value}: out of range ({low}-{high})")
NOT_VALID = fault("flag.not-valid", "{flag}: not a valid value: {value}")
MUST_BE = fault("flag.must-be", "{flag} must be {expects}, not {value}")
EITHER = fault("part.either", "{one} or {other}")
WHOLE_IN_RANGE = fault("part.whole-in-range", "a whole number ({low}-{high})")
HORSES_SHAPE = fault("flag.horses-shape", "--horses {text}: write SEAT:TILES, e.g. E:1s5p")
HORSES_COUNT = fault("flag.horses-count", "--horses {text}: give 1 to 8 horse tiles")
LAZHUANG_SHAPE = fault(
    "flag.lazhuang-shape", "--lazhuang {text}: write SEAT=N[,SEAT=N] with N 1 or 2, e.g. S=1,W=2"
)
LAZHUANG_TWICE = fault("flag.lazhuang-twice", "--lazhuang {text}: seat {seat} given twice")
# A flag or a system the rules lack (base.refuse, find_system), a setting the rest bound (Limit).
NOT_PART_OF = fault("system.flag-not-part-of", "{flag} is not part of {system}{why}")
WHY = fault("part.why", ": {why}")
UNKNOWN_SYSTEM = fault("system.unknown", "unknown system {name}: choose one of {names}")
ABOVE_BOUND = fault(
    "system.setting-above-bound", "{setting} = {value} is above {bound_name} ({bound}): {why}"
)
LARGEST_PRODUCT = fault("part.largest-product", "the largest product of factors the table can reach")
NO_DISCARD_WIN = fault("part.no-discard-win", "no discard win could be legal (K11)")
# --expect, --expect-fans (expect.py).
EXPECT_RANGE = fault("expect.total-range", "--expect must be 0-{high}, not {value}")
EXPECT_FANS = fault("expect.fans", "--expect-fans: {what}")
EXPECT_COUNT = fault("expect.fan-count", "{what}")
"""A fan counted badly (``×0``): ``limits.parse_number``'s message, which names the flag itself."""
EXPECT_NO_FAN = fault("expect.no-fan", "--expect-fans: name at least one fan")
# A house-rule file (house.py): {place} is FILE, FILE:LINE or FILE: KEY, as written in every language.
# {key}, {table}, {example} and {format} are the file's own words (system, [values], TOML): never translated.
HOUSE_SOURCE = fault("api.house-source", "the source of house rules must be a str naming them, not {value}")
HOUSE_TEXT = fault("api.house-text", "house rules are TOML text (str), not {value}")
HOUSE_PATH = fault("api.house-path", "a house-rule file is named by a path (str), not {value}")
HOUSE_NOT_TABLE = fault(
    "house.not-a-table", "{place}: house rules are a table (dict) of key = value, not {value}"
)
HOUSE_KEY = fault("house.key-not-a-name", "{place}: a key must be a name (str), not {value}")
HOUSE_MISSING = fault("house.key-missing", "{place}: {key}: missing (e.g. {example})")
HOUSE_SYSTEM_NAME = fault(
    "house.system-not-a-name", "{place}: {key}: must be a name (e.g. {example}), not {value}"
)
HOUSE_UNKNOWN = fault("house.unknown-system", "{place}: {key}: {what}")
HOUSE_NO_VARIANTS = fault("house.no-variants", "{place}: {key}: {system} has no house variants")
HOUSE_WHOLE = fault("house.not-a-whole-number", "{place}: must be a whole number ({low}-{high}), not {value}")
HOUSE_RANGE = fault("house.out-of-range", "{place}: {value} is out of range ({low}-{high})")
HOUSE_SETTING = fault("house.setting-value", "{place}: must be {expects}, not {value}")
HOUSE_CLOSE = fault(
    "house.no-such-pattern-close", "{place}: {system} has no pattern {name} (did you mean {close}?)"
)
HOUSE_PATTERN = fault("house.no-such-pattern", "{place}: {system} has no pattern {name}; it has {known}")
HOUSE_OFF_VALUED = fault(
    "house.off-and-valued",
    "{place}: {zh} is switched off (off) and given a value ({table}); give it one or the other",
)
HOUSE_VALUES = fault("house.values-not-a-table", "{place}: must be a table ({table}) of pattern = value")
HOUSE_TWICE = fault(
    "house.pattern-twice", "{place}: {first} and {second} both set {zh}; give each pattern one value"
)
HOUSE_OFF = fault("house.off-not-a-list", '{place}: must be a list of pattern names, e.g. off = ["七对"]')
HOUSE_UNKNOWN_KEY = fault(
    "house.unknown-key", "{place}: unknown key for {system}; a house-rule file may set {keys}"
)
HOUSE_CONTRADICTION = fault("house.contradiction", "{place}: {why}")
HOUSE_UTF8 = fault("house.bad-encoding", "{place}: not UTF-8 text (byte {byte})")
HOUSE_NESTING = fault(
    "house.nesting",
    "{place}: arrays or inline tables nested {depth} deep; a house-rule file nests at most {limit} "
    "(it needs one list, off = [...])",
)
HOUSE_TOML = fault("house.not-toml", "{place}: not valid {format}: {reason}{where}")
TOML_AT = fault("part.toml-at", " (at line {line}, column {column})")
TOML_AT_END = fault("part.toml-at-end", " (at end of document)")
HOUSE_TOO_LARGE = fault("house.too-large-to-read", "{place}: too deeply nested or too large to read")
HOUSE_TOO_DEEP = fault("house.too-deep-to-read", "{place}: too deeply nested to read")
HOUSE_LONG_NUMBER = fault(
    "house.number-too-long", "{place}: a number too long to read; settings and values are small"
)
HOUSE_NUL = fault("house.nul-in-name", "{place}: not a file name (it holds a NUL character)")
HOUSE_UNREADABLE = fault("house.unreadable", "{place}: cannot read the house-rule file ({reason})")
HOUSE_NOT_REGULAR = fault("house.not-a-regular-file", "{place}: {kind}, not a regular file")
DIRECTORY = fault("word.a-directory", "a directory")
SPECIAL_FILE = fault("word.a-special-file", "{kind}")
HOUSE_TOO_BIG = fault("house.too-large", "{place}: larger than {kib} KiB; a house-rule file is a few lines")
