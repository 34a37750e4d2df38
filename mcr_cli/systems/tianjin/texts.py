"""Tianjin's own texts in one language, for ``--lang zh`` and ``--lang en`` (``base.Texts``).

The declaration (``system.py``) writes them once in English with the
Chinese terms of the game, as ``mcr rules tianjin`` shows them by default;
here they are again for a reader of one language, in our own words from the
rules the table follows.  An English text that names only patterns needs no
entry: ``--lang en`` puts the English names in.
"""

from __future__ import annotations

from ..base import Rules, Texts
from ..reasons import reason
from ..settle import base_term

TILIU_OFF = reason(
    "note.tianjin.tiliu-off", "提溜 is switched off by house rules: the hand needs 捉五 or 龙 to be a win"
)
DOUBLE_WILD_FIVE = reason(
    "note.tianjin.double-wild-five", "双混捉五: the winning 5m completes 4-5-6m with two standing 混"
)
BELOW_MINIMUM = reason(
    "note.tianjin.below-minimum",
    "{ruling}起和 {least}: a hand worth {total} before the stakes is not a legal win; "
    "its kong money and 铲 stand",
)
"""N8 (rev. 2): a total before the stakes below ``min_points`` is no win."""
STAKES = reason("note.tianjin.stakes", "stakes{ruling}: {factors}")
"""N14: each other seat's stake factor against the winner (``part.seat-factor``), when one is not 1."""

ZH = Texts(
    source="《天津麻将规则》《天津麻将规则及技巧》（和目一节经文字识别后残缺；无法辨认的分值依公开计分器的通行值）",
    descriptions={
        "提溜": "既无捉五也无龙时的底分",
        "捉五": "和 5 万（或当作 5 万的混），且是 4-5-6 万的中间一张",
        "龙": "同一花色的 123、456、789 三副顺子",
        "素": "手中连同杠子都没有混",
        "混吊": "和牌张与一张立牌中的混组成将",
        "双混吊": "和牌张与立牌中的两张混组成一组（为 4-5-6 万时即双混捉五）",
        "本混": "龙与混同一花色",
        "杠开": "开杠后摸补牌自摸和牌（-t --kong）",
    },
    notes=(
        "N1 136 张牌，没有花牌。",
        "N2 不能吃；碰出的刻子和明杠中不能有混；四张混可作暗杠（金杠）。",
        "N3 只能自摸。  N4 只有四组一对一种和牌牌型。",
        "N5 混：翻出的牌 T 及其下一张；翻出的那张是死牌，所以手中有四张 T 即为错误。",
        "N6 龙 4 即「两番」，素即「加一番」，本混龙 8；捉五 3、混吊 ×2 依公开计分器的通行值。",
        "N7 捉五与龙相加。  N9 素：手中连同杠子都没有混。",
        "N8 第 2 版：起和 2：注码之前的总分低于 min_points（2；--min-points 1-3）不算和牌；其杠钱与铲照付。",
        "N10 捉五：只限 5 万，且是 4-5-6 万的中间一张。",
        "N11 混吊与双混吊互斥；其中的混须是和牌之前已在手中的立牌。",
        "N12 本混使全部分数翻倍。  N13 杠开 ×2；天胡、地胡不计。",
        "N14 每家的注码：坐庄时与庄家之间 ×2；庄家与拉庄 n 次的闲家之间 ×2ⁿ。",
        "N15 杠钱，每位玩家的杠都算（--other-kong），其他每家按其与开杠者之间的注码付：明杠或补杠 1，"
        "暗杠 2，金杠 8。",
        "N16 铲：庄家付每个闲家 1 × 注码，计入杠钱。",
        "N17 取总分最高的读法（再取捉五 + 龙较高者，再取最先找到的读法）。",
        "N18 第 2 版：双混吊的那一副顺子不能算作龙的顺子：取双混吊（该顺子不入龙）与不计双混吊（该顺子入龙）"
        "中较高者；double_wild_in_dragon = true：两者兼得。",
    ),
    reasons={
        "note.tianjin.tiliu-off": "本地规则不计提溜：须有捉五或龙才算和牌",
        "note.tianjin.double-wild-five": "双混捉五: 和牌张 5m 与两张立牌混组成 4-5-6m",
        "note.tianjin.below-minimum": "起和 {least}：注码之前只有 {total}，不算和牌；其杠钱与铲照付",
        "note.tianjin.stakes": "注码: {factors}",
    },
)

EN = Texts(
    source="two Tianjin mahjong rule texts (their list of hands damaged by OCR; unreadable values as "
    "public scorers share them)",
    descriptions={
        "捉五": "won on 5m (or a wild read as 5m) in the middle of 4-5-6m",
        "混吊": "the winning tile completes the pair with a standing wild",
        "双混吊": "the winning tile completes a set whose other two tiles are standing wilds (a double-wild "
        "catch the five when 4-5-6m)",
    },
    notes=(
        "N2 no chow; a pung or melded kong never holds a wild; four wilds may be a concealed kong (a gold "
        "kong).",
        "N5 wilds: the indicator T and next(T); the flipped copy is dead, so four of T is an error.",
        "N6 Dragon 4 = two doublings, No Wild = one more, Own-Wild Dragon with a Dragon 8; Catch the Five "
        "3 and Wild Pair Wait ×2 as public scorers share.",
        "N8 (rev. 2) minimum 2: a total before the stakes below min_points (2; --min-points 1-3) is not a "
        "legal win; its kong money and chan stand.",
        "N9 No Wild: no wild at all, kongs included.",
        "N11 Wild Pair Wait and Double Wild Wait exclude each other; their wilds are standing tiles held "
        "before the win.",
        "N13 Out on a Kong ×2; the heavenly and earthly hands are not scored.",
        "N14 stake per payer: ×2 with the dealer when he chose to stay on (--zuozhuang); ×2ⁿ between the "
        "dealer and a seat that raised the stake n times (--lazhuang).",
        "N15 kong money of every player's kongs (--other-kong), from each other seat × the stake between "
        "it and the kong's maker: melded or promoted 1, concealed 2, a gold kong 8.",
        "N16 chan: the dealer pays each non-dealer 1 × stake, in kong_payments.",
    ),
    reasons={
        "note.tianjin.double-wild-five": (
            "double-wild catch the five: the winning 5m completes 4-5-6m with two standing wilds"
        ),
        "note.tianjin.below-minimum": (
            "minimum {least}: a hand worth {total} before the stakes is not a legal win; "
            "its kong money and chan stand"
        ),
    },
)

TEXTS = {"zh": ZH, "en": EN}


def table_formula(rules: Rules, lang: str | None = None) -> str:
    """提溜's value (or its absence), the factors, the base and 起和 (N8) in force.

    >>> from mcr_cli.systems.tianjin.system import SYSTEM
    >>> table_formula(SYSTEM.rules(), "zh")
    '总分 = （提溜 1，或 捉五 + 龙）× 每个 ×2 番型乘 2 × 底分；其他每家付 总分 × 注码'
    """
    zh = lang == "zh"

    def name(z: str) -> str:
        return rules.pattern(z).en if lang == "en" else z

    adds = " + ".join(name(z) for z in ("捉五", "龙") if rules.on(z))
    adds = adds or ("无" if zh else "nothing")
    head = adds
    if rules.on("提溜"):
        head = f"{name('提溜')} {rules.value('提溜')}{'，或 ' if zh else ', or '}{adds}"
    factors = {p.zh: rules.value(p.zh) for p in rules.system.patterns if p.kind == "factor"}
    factors = {z: v for z, v in factors.items() if rules.on(z)}
    if set(factors.values()) == {2}:
        times = "× 每个 ×2 番型乘 2" if zh else " × 2 per ×2 pattern"
    elif factors:
        each = ", ".join(f"{name(z)} ×{v}" for z, v in factors.items())
        times = f"× 各成立番型的倍数（{each}）" if zh else f" × the factor of each that counts ({each})"
    else:
        times = ""
    base = base_term(rules.setting("base"))
    least = rules.setting("min_points")
    if zh:
        minimum = "" if least is None or least == 2 else f"；起和 {least}"
        return f"总分 = （{head}）{times} × {base.replace('base', '底分')}；其他每家付 总分 × 注码{minimum}"
    minimum = "" if least is None or least == 2 else ("; minimum " if lang else "; 起和 ") + str(least)
    return f"total = ({head}){times} × {base}; each other seat pays total × its stake{minimum}"
