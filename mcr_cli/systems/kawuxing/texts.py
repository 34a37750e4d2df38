"""卡五星's own texts in one language, for ``--lang zh`` and ``--lang en`` (``base.Texts``).

The declaration (``system.py``) writes them once in English with the
Chinese terms of the game, as ``mcr rules kawuxing`` shows them by default;
here they are again for a reader of one language, in our own words from the
rules the table follows.  An English text that names only patterns needs no
entry: ``--lang en`` puts the English names in.
"""

from __future__ import annotations

from ..base import Rules, Texts
from ..reasons import reason
from ..settle import base_term

CAPPED = reason("note.kawuxing.capped", "the product of factors {product} is capped at {cap}")
DISCARD_TOO_LOW = reason(
    "note.kawuxing.discard-too-low",
    "{ruling}a product of factors of {product} won on a discard is not a legal win "
    "(屁胡只能自摸; a discard win needs {least}): no payments",
)
"""K11 (rev. 2): a discard win needs a product of factors of ``min_discard_factor``."""
BAOHU = reason("note.kawuxing.baohu", "包胡{ruling}: the revealed winner's discarder pays {shares} × {total}")
"""K7: the revealed winner's discarder pays for ``baohu_shares``."""

ZH = Texts(
    source="《湖北麻将规则》（胡牌类型、大胡牌型、名词解释、关于杠），未尽之处由本项目裁定",
    descriptions={
        "碰碰胡": "四副刻子或杠子加一对将",
        "明四归一": "和的是自己碰出的刻子的第四张",
        "暗四归一": "和的是手中暗藏三张（未开杠）的那种牌的第四张",
        "七对": "七个对子",
        "龙七对": "七对中有一组四张相同的牌",
        "双龙七对": "七对中有两组四张相同的牌",
        "三龙七对": "七对中有三组四张相同的牌",
        "大三元": "中、发、白三副刻子或杠子",
        "小三元": "两副箭牌刻子或杠子，另以箭牌作将",
        "清一色": "只有一种花色",
        "手抓一": "四副副露，单钓将牌和牌",
        "卡五星": "和 5 筒或 5 条，且作为 4-5-6 的中间一张",
        "杠上开花": "开杠后摸补牌自摸和牌（-t --kong）",
        "杠上炮": "和别家开杠后打出的牌（--after-kong）",
        "抢杠胡": "抢别家补杠的牌和牌（--kong，非自摸）",
        "海底捞月": "和第 84 张牌（--last-tile），自摸或点炮都算",
        "亮倒": "和牌者此前已亮倒（--revealed）",
    },
    notes=(
        "K1 三人（东、南、西）；1-9 筒、1-9 条、中发白；不能吃；碰、杠只来自上家（1）或下家（3）",
        "K2 底为 1；各番型的倍数相乘；--cap 为其乘积封顶",
        "K3 抢杠胡 ×2",
        "K4 取总分最高的读法；卡五星与明、暗四归一按和牌张的位置判断",
        "K5 手抓一可与碰碰胡叠加",
        "K6 海底捞月：和第 84 张牌，自摸或点炮都算",
        "K7 第 2 版：自摸时其他两家各付总分；点炮时点炮者独付；包胡：和牌者已亮倒时点炮者付 2 × 总分，"
        "第三家不付（baohu_shares = 1：只付一份）",
        "K8 喜钱 × 底分，每位玩家的杠都算：补杠每家付 1，暗杠每家付 2，明杠由放杠者付 2",
        "K10 三龙七对 ×32",
        "K11 第 2 版：屁胡只能自摸：点炮时倍数之积低于 2 不算和牌（亮倒计入；min_discard_factor = 1 时允许）",
    ),
    reasons={
        "note.kawuxing.capped": "倍数之积 {product} 封顶为 {cap}",
        "note.kawuxing.discard-too-low": (
            "倍数之积为 {product}，不能点炮和（屁胡只能自摸；点炮和须倍数之积 ≥ {least}）：不付分"
        ),
        "note.kawuxing.baohu": "包胡：和牌者已亮倒，点炮者付 {shares} × {total}",
    },
)

EN = Texts(
    source="the Hubei mahjong rules (winning hands, big hands, terms, kongs), with our rulings",
    descriptions={"大三元": "pungs/kongs of all three dragons"},
    notes=(
        "K1 three seats E S W; 1-9p, 1-9s, the three dragons; no chow; pungs and kongs from the player "
        "before (1) or after (3)",
        "K4 the highest total counts; Closed Five, Melded Fourth and Concealed Fourth read from the "
        "winning tile's place",
        "K7 (rev. 2) self-drawn: each other seat pays total; on a discard the discarder alone; a revealed "
        "winner's discarder pays 2 × total, the third nothing (baohu_shares = 1: one share)",
        "K8 kong money × base, every player's kongs: promoted 1 from each, concealed 2 from each, melded 2 "
        "from the supplier",
        "K11 (rev. 2) a plain win (factors 1) only by self-draw: on a discard a product of factors below 2 "
        "is not a legal win (Revealed Hand counts toward it; min_discard_factor = 1 allows it)",
    ),
    reasons={
        "note.kawuxing.discard-too-low": (
            "a product of factors of {product} won on a discard is not a legal win "
            "(a plain win only by self-draw; a discard win needs {least}): no payments"
        ),
        "note.kawuxing.baohu": "the revealed winner's discarder pays {shares} × {total}",
    },
)

TEXTS = {"zh": ZH, "en": EN}


def table_formula(rules: Rules, lang: str | None = None) -> str:
    """The cap (封顶), the base, 包胡's shares and the discard minimum in force.

    >>> from mcr_cli.systems.kawuxing.system import SYSTEM
    >>> table_formula(SYSTEM.rules(), "zh").split("；")[0]
    '总分 = 1 × 倍数之积（不超过封顶）× 底分'
    """
    cap, base = rules.setting("cap"), base_term(rules.setting("base"))
    shares, least = rules.setting("baohu_shares") or 1, rules.setting("min_discard_factor") or 1
    if lang == "zh":
        baohu = "" if shares == 1 else f"（包胡：{shares} × 总分）"
        minimum = "" if least == 1 else f"；点炮和须倍数之积 ≥ {least}"
        top = "封顶" if cap is None else f"封顶 {cap}"
        return (
            f"总分 = 1 × 倍数之积（不超过{top}）× {base.replace('base', '底分')}"
            f"；自摸时其他每家付总分；点炮时点炮者独付总分{baohu}{minimum}"
        )
    payer = "包胡" if lang is None else "a revealed winner's discarder"
    baohu = "" if shares == 1 else f" ({payer}: {shares} × total)"
    minimum = "" if least == 1 else f"; a discard win needs Π factors ≥ {least}"
    return (
        f"total = 1 × min(Π factors, {'cap' if cap is None else cap}) × {base}"
        "; self-drawn: each other seat pays total; on a discard: the discarder alone pays total"
        f"{baohu}{minimum}"
    )
