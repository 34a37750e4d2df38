"""The faults of the systems' layer (``faults.py``); their Chinese: ``render/zh/systems.py``.

The first ones carry a fault of the notation or the hand inside them.

A field of the API a message names is a ``Field`` (``faults.py``): the
Python caller reads ``self_drawn=True``, the command line ``--self-drawn``.
The fields a template always names are declared with it (``Field``, and
``on`` for a switch it says is on); a ``{flag}`` is one the raise site
gives (``Flag.field``).
"""

from __future__ import annotations

from ..faults import Field, fault, on

OR_FOURTEEN = fault("hand.count-for-shanten", "{what} (or 14 to choose a discard)")
VISIBLE_TILES = fault("context.visible-tiles", "{visible} {text}: {what}", Field("visible"))
HORSE_TILES = fault("context.horse-tiles", "{horses} {text}: {what}", Field("horses"))

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
HORSES_SHAPE = fault("flag.horses-shape", "{horses} {text}: write SEAT:TILES, e.g. E:1s5p", Field("horses"))
HORSES_COUNT = fault("flag.horses-count", "{horses} {text}: give 1 to 8 horse tiles", Field("horses"))
LAZHUANG_SHAPE = fault(
    "flag.lazhuang-shape",
    "{lazhuang} {text}: write SEAT=N[,SEAT=N] with N 1 or 2, e.g. S=1,W=2",
    Field("lazhuang"),
)
LAZHUANG_TWICE = fault("flag.lazhuang-twice", "{lazhuang} {text}: seat {seat} given twice", Field("lazhuang"))
# A flag or a system the rules lack (base.refuse, find_system), a setting the rest bound (Limit).
NOT_PART_OF = fault("system.flag-not-part-of", "{flag} is not part of {system}{why}")
WHY = fault("part.why", ": {why}")
UNKNOWN_SYSTEM = fault("system.unknown", "unknown system {name}: choose one of {names}")
ABOVE_BOUND = fault(
    "system.setting-above-bound", "{setting} = {value} is above {bound_name} ({bound}): {why}"
)
LARGEST_PRODUCT = fault("part.largest-product", "the largest product of factors the table can reach")
NO_DISCARD_WIN = fault("part.no-discard-win", "no discard win could be legal (K11)")
# expect, expect_fans (expect.py).
EXPECT_RANGE = fault("expect.total-range", "{expect} must be 0-{high}, not {value}", Field("expect"))
EXPECT_FANS = fault("expect.fans", "{expect_fans}: {what}", Field("expect_fans"))
EXPECT_COUNT = fault("expect.fan-count", "{what}")
"""A fan counted badly (``×0``): ``limits.parse_number``'s message, which names the field itself."""
EXPECT_NO_FAN = fault("expect.no-fan", "{expect_fans}: name at least one fan", Field("expect_fans"))
COUNT_OF = fault("part.count-of", "{expect_fans}: the count of {name}", Field("expect_fans"))
# A hand that scored otherwise (check): {what} is the total's part, the fans', or both; {fans} a PatternList.
EXPECT_DIFFERS = fault("expect.differs", "{what}")
TOTAL_DIFFERS = fault("part.total-differs", "expected total {expected}, scored {scored}")
FANS_DIFFER = fault("part.fans-differ", "fans differ: {what}")
FANS_MISSING = fault("part.fans-missing", "missing {fans}")
FANS_EXTRA = fault("part.fans-extra", "extra {fans}")
BOTH = fault("part.both", "{one}; {other}")
# A house-rule file (house.py): {place} is FILE, FILE:LINE or FILE: KEY, as written in every language.
# {key}, {table}, {example} and {format} are the file's own words (system, [values], TOML): never translated.
HOUSE_SOURCE = fault("api.house-source", "the source of house rules must be a str naming them, not {value}")
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
# --- the win context and scoring ---
# The Python API's own checks (``api.``: a caller's types; said as in English).
CONTEXT_TYPE = fault("api.context-type", "the context must be a WinContext, not {kind}")
EXTRA_PAIRS = fault("api.extra-pairs", "WinContext.extra must be a tuple of (name, value) pairs, not {what}")
EXTRA_NAME = fault("api.extra-name", "WinContext.extra: a flag's name must be text, not {what}")
EXTRA_TWICE = fault("api.extra-twice", "WinContext.extra: {name} is given twice")
CONTEXT_SEATS = fault(
    "api.context-seats", "check_win_flags: the seats of the context are not seat numbers (see check_types)"
)
HAND_TYPE = fault("api.hand-type", "a hand is notation text or a Hand, not {kind}")
SYSTEM_TYPE = fault("api.system-type", "a system is a name ('mcr', 'tuidaohu', …) or a System, not {kind}")
RULES_TYPE = fault("api.rules-type", "rules must be a Rules (System.rules()), not {kind}")
RULES_SYSTEM = fault("api.rules-system", "the rules of {rules} cannot score a hand of {system}")
# The rules in force as the API's functions take them (scoring.rules_in_force): rules=, house=.
RULES_KIND = fault(
    "api.rules-kind", "rules must be a system's name ('mcr', 'tuidaohu', …), a System or a Rules, not {kind}"
)
RULES_NO_SYSTEM = fault("api.rules-no-system", "Rules.system must be a System (System.rules()), not {kind}")
RULES_AND_HOUSE = fault(
    "api.rules-and-house",
    "give the table in force as rules (a Rules) or a house-rule file as house, not both",
)
HOUSE_OF_OTHER_SYSTEM = fault(
    "api.house-of-other-system", "house {path} holds house rules of {house}; rules names {system}"
)

# The seats and ruling 17's contradictions (context.py).
SEATS_AT_TABLE = fault("context.seats-at-table", "{flag}: {label} has {count} seats: {seats}")
DISCARDER_SELF_DRAWN = fault(
    "context.discarder-self-drawn",
    "{discarder} {seat} with {self_drawn}: nobody discarded a self-drawn tile",
    Field("discarder"),
    on("self_drawn"),
)
DISCARDER_IS_WINNER = fault(
    "context.discarder-is-winner",
    "{discarder} {seat} is the winner's own seat; a player cannot win on their own discard",
    Field("discarder"),
)
KONG_DRAW_WITHOUT_KONG = fault(
    "context.kong-draw-without-kong",
    "{kong} {self_drawn} (杠上开花) needs a kong among the melds",
    on("kong"),
    on("self_drawn"),
)
KONG_LAST_DISCARD = fault(
    "context.kong-last-discard",
    "{kong} {last_tile} on a discard: no kong can be declared once the wall is empty",
    on("kong"),
    on("last_tile"),
)
ROBBED_TILE_HELD = fault(
    "context.robbed-tile-held",
    "{kong} (robbing a kong): another copy of the winning tile is in the hand, "
    "so nobody can be promoting a kong of it",
    on("kong"),
)
AFTER_KONG_DISCARD = fault(
    "context.after-kong-discard",
    "{after_kong} (杠上炮) is a win on a discard: not with {self_drawn} or {kong}",
    on("after_kong"),
    on("self_drawn"),
    on("kong"),
)
HEAVENLY_AND_EARTHLY = fault(
    "context.heavenly-and-earthly",
    "{heavenly} and {earthly}: a hand is one or the other",
    on("heavenly"),
    on("earthly"),
)
FIRST_DRAW = fault(
    "context.first-draw", "{flag} needs {self_drawn} and no melds (the first draw)", on("self_drawn")
)
HEAVENLY_DEALER = fault(
    "context.heavenly-dealer",
    "{heavenly} (天胡): the winner must be the dealer ({dealer})",
    on("heavenly"),
    Field("dealer"),
)
EARTHLY_DEALER = fault(
    "context.earthly-dealer",
    "{earthly} (地胡): the winner must not be the dealer ({dealer})",
    on("earthly"),
    Field("dealer"),
)
INDICATOR_AND_WILD = fault(
    "context.indicator-and-wild",
    "{indicator} and {wild}: give one of them",
    Field("indicator"),
    Field("wild"),
)

# A name no pattern has (names.Names.unknown): its nearest names, each ``中文 English`` in English.
NO_FAN_NAMED = fault("part.no-fan-named", "no fan is named {name}{close}")
NO_PATTERN_NAMED = fault("part.no-pattern-named", "no pattern is named {name}{close}")
CLOSE_NAMES = fault("part.close-names", " (did you mean {names}?)")
BOTH_NAMES = fault("part.both-names", "{zh} {en}")
"""A pattern by its two names; Chinese says the first alone."""

# A system's tiles, melds and offers (scoring.check_tiles); a meld's kind as a word.
TILE_NOT_IN_SYSTEM = fault("hand.tile-not-in-system", "{tile} is not a tile of {system}")
MELD_NOT_IN_SYSTEM = fault("hand.meld-not-in-system", "a {kind} meld is not allowed in {system}")
OFFER_NOT_IN_SYSTEM = fault(
    "hand.offer-not-in-system", "offer {offer} of a {kind}: {system} allows {allowed}"
)
CHOW_WORD = fault("word.chow", "chow")
PUNG_WORD = fault("word.pung", "pung")
KONG_WORD = fault("word.kong", "kong")

# other_kong (kongs.py) and the kongs at the table; a list said ``a, b or c``.
OTHER_KONG_SHAPE = fault(
    "flag.other-kong-shape",
    "{other_kong} {text}: write SEAT:KIND, e.g. {concealed} or {melded}",
    Field("other_kong"),
)
OTHER_KONG_KIND = fault(
    "flag.other-kong-kind", "{other_kong} {text}: KIND is {kinds}{lacks}", Field("other_kong")
)
NO_GOLD = fault("part.no-gold", "; this system has no gold (金杠)")
LIST_MORE = fault("part.list-more", "{first}, {rest}")
LIST_LAST = fault("part.list-last", "{first} or {last}")
OTHER_KONG_SOURCE = fault(
    "flag.other-kong-source",
    "{other_kong} {text}: a melded kong names the seat whose discard it took, e.g. {melded}",
    Field("other_kong"),
)
OTHER_KONG_SEAT_AFTER = fault(
    "flag.other-kong-seat-after",
    "{other_kong} {text}: only a melded kong names a seat after its kind",
    Field("other_kong"),
)
# {kong} is the kong as the command line writes it (S:melded:W), whichever way it was given.
KONG_SEAT_AWAY = fault(
    "context.kong-seat-away",
    "{other_kong} {kong}: {seat} is not at the table: {label} has {count} seats, {seats}",
    Field("other_kong"),
)
KONG_OF_WINNER = fault(
    "context.kong-of-winner",
    "{other_kong} {kong}: {seat} is the winner; the winner's kongs are the melds of the hand",
    Field("other_kong"),
)
KONG_OWN_DISCARD = fault(
    "context.kong-own-discard",
    "{other_kong} {kong}: a kong on one's own discard; a melded kong takes another seat's discard",
    Field("other_kong"),
)
TOO_MANY_KONGS = fault(
    "context.too-many-kongs",
    "{other_kong} {kong}: {seat} has more than {most} kongs; a hand holds at most four sets",
    Field("other_kong"),
)

# visible (waits.py, mcr/waits.py) and a fifth copy among drawn tiles (traits.py).
VISIBLE_NOT_IN_SYSTEM = fault(
    "context.visible-not-in-system", "{visible}: {tile} is not a tile of {system}", Field("visible")
)
VISIBLE_TOO_OFTEN = fault(
    "context.visible-too-often",
    "{visible}: {tile} once too often with the hand's; there are only {count} in play",
    Field("visible"),
)
VISIBLE_FIFTH = fault(
    "context.visible-fifth",
    "{visible}: a fifth {tile} with the hand's; there are only four of each tile",
    Field("visible"),
)
DRAWN_FIFTH = fault(
    "context.drawn-fifth", "{flag}: a fifth {tile}: {count} ({holders}); there are only four of each tile"
)
DRAWN_HOLD = fault("part.drawn-hold", "the {what} hold {count}")
HAND_AND_DRAWN_HOLD = fault("part.hand-and-drawn-hold", "the hand holds {held}, the {what} {drawn}")
HORSES_WORD = fault("word.horses", "horses")

# MCR's shanten of one family of shapes (mcr/shanten.py: cross-checks and benchmarks).
FAMILY_WITH_MELDS = fault("hand.family-with-melds", "{family} is impossible with melds")

# Each system's own checks and its hands that do not win (system.py, money.py, scoring.py).
NO_WINNING_SHAPE = fault("win.no-shape", "{hand}: not a winning hand (no sets-and-pair or special shape)")
FOURTH_TILE_STANDING = fault(
    "context.fourth-tile-standing",
    "{fourth_tile}: the standing tiles hold another copy of the winning tile, "
    "so it cannot be the last of its kind",
    on("fourth_tile"),
)
LAST_DISCARD_JIPINGHU = fault(
    "context.last-discard-jipinghu",
    "{last_tile} without {self_drawn}: 鸡平胡 scores only 海底捞月 (the last tile drawn)",
    on("last_tile"),
    on("self_drawn"),
)
LAST_DISCARD_NO_PATTERN = fault(
    "context.last-discard-no-pattern",
    "{last_tile} without {self_drawn}: {system} has no pattern for the last discard",
    on("last_tile"),
    on("self_drawn"),
)
JIPINGHU_SWITCHED_OFF = fault(
    "win.patterns-switched-off",
    "鸡平胡: every reading of the hand needs a pattern the house rules switched off",
)
JIPINGHU_SEVEN_PAIRS = fault(
    "win.seven-pairs-jipinghu", "no winning shape: 七对 (seven pairs) is not a winning shape in 鸡平胡 (J2)"
)
JIPINGHU_NO_SHAPE = fault(
    "win.no-shape-jipinghu", "no winning shape: 鸡平胡 wins with four sets and a pair or 十三幺"
)
KAWUXING_NO_SHAPE = fault(
    "win.no-shape-kawuxing", "the tiles make neither four sets and a pair nor seven pairs"
)
TUIDAOHU_NO_SHAPE = fault(
    "win.no-shape-tuidaohu", "not a winning hand under {system}: no four sets and a pair, 七对 or 十三幺"
)
WILD_DISCARDED = fault(
    "context.wild-discarded",
    "a win on a discard of the wild tile {tile}: a wild tile cannot be discarded (T2)",
)
TIANJIN_NO_SHAPE = fault(
    "win.no-shape-tianjin", "not a winning hand under {system}: four sets and a pair, 混 filling any tile"
)
INDICATOR_FOUR = fault(
    "hand.indicator-four", "four of {tile}, the indicator: its flipped copy is dead, three are left (N5)"
)
WILD_IN_MELD = fault("hand.wild-in-meld", "{what}: a 混 is never in a pung or melded kong (N2)")
MELD_OF_TILE = fault("part.meld-of-tile", "a {kind} of {tile}")
TIANJIN_INDICATOR = fault(
    "context.tianjin-indicator",
    "天津麻将 (tianjin) needs {indicator} (N5): the flipped tile names the two 混",
    Field("indicator"),
)
TIANJIN_SELF_DRAW = fault(
    "context.tianjin-self-draw",
    "天津麻将 (tianjin) is won by self-draw only (N3): give {self_drawn}",
    on("self_drawn", "-t"),
)
GOLD_COPIES = fault(
    "context.gold-copies",
    "{other_kong} {seat}:{gold}: a 金杠 is four {tile} (the indicator's {indicator} has a dead copy), "
    "and {why}; there are only four",
    Field("other_kong"),
)
HAND_HOLDS = fault("part.hand-holds", "the hand holds {count} of them")
HAND_HOLDS_ALL = fault("part.hand-holds-all", "the hand holds all four")
GOLDS_NEED = fault("part.golds-need", "{golds} 金杠 would need {tiles}")
LAZHUANG_NO_SEAT = fault(
    "context.lazhuang-no-seat", "{lazhuang}: seat {seat} does not exist (E S W N)", Field("lazhuang")
)
LAZHUANG_DEALER = fault(
    "context.lazhuang-dealer",
    "{lazhuang} {seat}={times}: {seat} is the dealer; only a non-dealer 拉庄 (N14)",
    Field("lazhuang"),
)
LAZHUANG_TIMES = fault(
    "context.lazhuang-times", "{lazhuang} {seat}={times}: a seat 拉庄 1 or 2 times (N14)", Field("lazhuang")
)
LAZHUANG_SEAT_TWICE = fault("context.lazhuang-twice", "{lazhuang}: {seat} is given twice", Field("lazhuang"))
WILD_TILE_MELDED = fault(
    "context.wild-in-meld", "a meld holding the wild tile {tile}: wild tiles are never melded (T2)"
)
