"""鸡平胡's own texts in one language, for ``--lang zh`` and ``--lang en`` (``base.Texts``).

The declaration (``system.py``) writes them once in English with the
Chinese terms of the game, as ``mcr rules jipinghu`` shows them by default;
here they are again for a reader of one language, in our own words from the
rules the table follows.  An English text that names only patterns needs no
entry: ``--lang en`` puts the English names in.
"""

from __future__ import annotations

from ..base import Rules, Texts
from ..reasons import reason
from ..settle import base_term

ONE_BASE = reason("reason.jipinghu.one-base", "{ruling}one base pattern, the highest ({base})")
"""J3: a base pattern below the highest of the reading."""
SPECIAL_ALONE = reason("reason.jipinghu.special-alone", "{ruling}a special hand stands alone ({special})")
ABOVE_CAP = reason("reason.jipinghu.above-cap", "{ruling}{special} stands above the cap, alone")
"""J5 (rev. 2): 混碰 or 清一色 above the cap, the ordinary patterns beside it not counted."""
HIGHEST_SPECIAL = reason(
    "reason.jipinghu.highest-special", "{ruling}only the highest special counts ({best})"
)
ORDINARY_MORE = reason(
    "reason.jipinghu.ordinary-more", "{ruling}the ordinary reading is worth more ({fan} 番)"
)
"""J9: a special hand worth less than the ordinary reading."""
OVER_CAP = reason("note.jipinghu.over-cap", "爆胡: {raw} 番 counts {fan}{ruling}")
BELOW_MIN = reason(
    "note.jipinghu.below-minimum", "{ruling}{fan} 番 is below the minimum of {least}: not a win, nobody pays"
)
ROBBED_PAYS = reason(
    "note.jipinghu.robbed-pays", "抢杠全包{ruling}: the robbed player pays for the whole table, 3 × {total}"
)

ZH = Texts(
    source="《广东麻将鸡平胡》（番是 2 倍，爆胡为 3 番，特殊牌型不受此限）；番值表由本项目选定",
    descriptions={
        "鸡胡": "四组一对，没有其他基本番型",
        "平胡": "四副顺子加一对将",
        "碰碰胡": "四副刻子或杠子加一对将",
        "混一色": "一种花色加字牌",
        "混碰": "混一色与碰碰胡同时成立",
        "清一色": "只有一种花色，没有字牌，且不是全刻子（那是清碰）",
        "自摸": "自摸和牌（-t）",
        "三元牌": "每一副箭牌刻子或杠子",
        "门风": "门风的刻子或杠子",
        "圈风": "圈风的刻子或杠子",
        "杠上开花": "开杠后摸补牌自摸和牌（-t --kong）",
        "抢杠胡": "抢别家补杠的牌和牌（--kong）",
        "海底捞月": "自摸牌墙的最后一张牌（-t --last-tile）",
        "清碰": "清一色且全是刻子",
        "混幺九": "只有一、九和字牌，两者都有",
        "小三元": "两副箭牌刻子，另以箭牌作将",
        "小四喜": "三副风牌刻子，另以风牌作将",
        "字一色": "全是字牌",
        "清幺九": "只有一、九序数牌",
        "大三元": "三副箭牌刻子或杠子",
        "大四喜": "四副风牌刻子或杠子",
        "九莲宝灯": "同一花色门清 1112345678999，再加该花色任意一张",
        "十三幺": "一、九序数牌与七种字牌各一张，其中一张成对",
        "天胡": "庄家以起手的牌和牌（--heavenly）",
        "地胡": "闲家第一次摸牌即自摸和牌（--earthly）",
    },
    notes=(
        "J1 （选定）可点炮、自摸或抢杠胡；--min-fan N（0-3）：不足 N 番不算和牌",
        "J2 （选定）牌型：四组一对、十三幺；七对不算和牌牌型",
        "J3 （选定）基本番型只计一个：成立者中最高的",
        "J4 （原文）特殊牌型即原文所说的爆和以外的牌型，5 或 6 番",
        "J5 （原文；第 2 版）一般牌型番数之和超过 3 按 3 计；混碰与清一色（4 番）在封顶之上单独计，不加附加番"
        "（flush_above_cap = false：计入封顶）；特殊牌型不再加其他番，只计最高者",
        "J6 （选定）杠上开花、抢杠胡、海底捞月各 3 番；自摸仍可与杠上开花、海底捞月同计",
        "J7 （选定）门前清、人胡、杠上炮不算番，也没有杠钱与庄家倍数；鸡胡照列，记 0 番",
        "J8 第 2 版：自摸时其他三家各付总分；点炮时点炮者独付；抢杠胡由被抢杠者包三家，付 3 × 总分"
        '（抢杠全包；robbed_pays = "one" 时只付一份）',
        "J9 取总分最高的读法",
    ),
    reasons={
        "reason.jipinghu.one-base": "基本番型只计最高的（{base}）",
        "reason.jipinghu.special-alone": "特殊牌型单独计（{special}）",
        "reason.jipinghu.above-cap": "{special}在封顶之上单独计",
        "reason.jipinghu.highest-special": "特殊牌型只计最高的（{best}）",
        "reason.jipinghu.ordinary-more": "一般牌型更大（{fan} 番）",
        "note.jipinghu.over-cap": "爆胡: {raw} 番只计 {fan} 番",
        "note.jipinghu.below-minimum": "{fan} 番不足起和 {least} 番：不算和牌，无人付分",
        "note.jipinghu.robbed-pays": "抢杠全包：被抢杠者包三家，付 3 × {total}",
    },
)

EN = Texts(
    source="the Guangdong Chicken Hand rules (each fan doubles, the cap is 3 fan, special hands beyond "
    "it); the table of values is ours",
    notes=(
        "J2 (choice) shapes: four sets and a pair, Thirteen Orphans; seven pairs is not a shape",
        "J4 (source) special hands are those the source puts beyond the cap, 5 or 6 fan",
        "J6 (choice) Out on a Kong, Robbing the Kong, Last Tile are 3 fan each; Self-Drawn still counts "
        "beside Out on a Kong, Last Tile",
        "J7 (choice) not scored: a concealed hand, the human hand, a discard after a kong, kong money, "
        "dealer factors; Chicken Hand listed with 0 fan",
        "J8 (rev. 2) self-drawn: each other seat pays total; a discard: the discarder alone; robbing a "
        'kong: the robbed pays for the table, 3 × total (robbed_pays = "one": one share)',
    ),
    reasons={
        "reason.jipinghu.ordinary-more": "the ordinary reading is worth more ({fan} fan)",
        "note.jipinghu.over-cap": "over the cap: {raw} fan count as {fan}",
        "note.jipinghu.below-minimum": "{fan} fan is below the minimum of {least}: not a win, nobody pays",
        "note.jipinghu.robbed-pays": (
            "robbing a kong: the robbed player pays for the whole table, 3 × {total}"
        ),
    },
)

TEXTS = {"zh": ZH, "en": EN}


def table_formula(rules: Rules, lang: str | None = None) -> str:
    """The cap (爆胡, J5), the minimum (J1) when a house rule sets one, and the base.

    >>> from mcr_cli.systems.jipinghu.system import SYSTEM
    >>> table_formula(SYSTEM.rules(), "en")
    "total = 2^fan × base; fan = min(one base pattern + add-ons, 3) or a special hand's own fan"
    """
    cap, least = rules.setting("cap"), rules.setting("min_fan")
    base = base_term(rules.setting("base"))
    top = 3 if cap is None else cap
    if lang == "zh":
        text = (
            f"总分 = 2^番数 × {base.replace('base', '底分')}"
            f"；番数 = 一个基本番型 + 附加番（至多 {top} 番），或特殊牌型自身的番数"
        )
        return text if least is None else f"{text}；起和 {least} 番"
    fan = "fan" if lang == "en" else "番"
    text = f"total = 2^{fan} × {base}; {fan} = min(one base pattern + add-ons, {top})"
    text += f" or a special hand's own {fan}"
    return text if least is None else f"{text}; a win needs {least} {fan} or more"
