"""推倒胡's own texts in one language, for ``--lang zh`` and ``--lang en`` (``base.Texts``).

The declaration (``system.py``, ``table.py``) writes them once in English
with the Chinese terms of the game, as ``mcr rules tuidaohu`` shows them by
default; here they are again for a reader of one language, in our own
words from the rules the table follows.  An English text that names only
patterns needs no entry: ``--lang en`` puts the English names in.
"""

from __future__ import annotations

from ..base import Rules, Texts
from ..reasons import reason
from ..settle import base_term

CHICKEN_ONLY = reason("reason.tuidaohu.chicken-only", "{ruling}鸡胡 only when no other pattern")
"""T4: 鸡胡 counts only when no other pattern does."""
DISCARD_CHICKEN = reason(
    "note.tuidaohu.discard-chicken",
    "{ruling}鸡胡 alone won on a discard is not a legal win (鸡只能自摸、抢杠胡): no payments",
)
NO_PATTERN = reason("note.tuidaohu.no-pattern", "no pattern counts under these rules: no payments")
NO_DISCARD_WIN = reason(
    "note.tuidaohu.no-discard-win",
    "{ruling}discard_wins = false: a win on a discard is not a legal win "
    "(only self-drawn or robbing a kong): no payments",
)

ZH = Texts(
    source="《广东麻将规则说明》及其番型表；未尽之处的裁定见 docs/systems/tuidaohu.md",
    descriptions={
        "鸡胡": "四组一对，别无其他番型",
        "碰碰胡": "四副刻子或杠子加一对将",
        "混一色": "一种花色加字牌（两者都有）",
        "抢杠胡": "和别家补杠时加上的那张牌",
        "杠上开花": "开杠后摸补牌自摸和牌",
        "杠上炮": "和别家开杠后紧接着打出的牌",
        "海底捞月": "自摸牌墙的最后一张牌",
        "清一色": "只有一种花色，没有字牌",
        "七对": "七个对子",
        "豪华七对": "七对中有四张相同的牌",
        "混幺九": "只有一、九和字牌（两者都有）",
        "小三元": "两副箭牌刻子或杠子，另以箭牌作将",
        "小四喜": "三副风牌刻子或杠子，另以风牌作将",
        "字一色": "全是字牌",
        "清幺九": "只有一、九序数牌",
        "天胡": "庄家以起手的牌和牌",
        "地胡": "闲家第一次摸牌即自摸和牌",
        "十三幺": "一、九序数牌与七种字牌各一张，其中一张成对",
        "大三元": "三副箭牌刻子或杠子",
        "大四喜": "四副风牌刻子或杠子",
        "自摸": "和牌张是和牌者自己摸到的",
        "硬胡": "手中没有一张赖子牌",
    },
    notes=(
        "T1 赖子是 --indicator 翻出那张牌的下一张（9→1，东→南→西→北→东，中→发→白→中），或由 --wild 直接指定",
        "T2 立牌中每一张赖子牌都是赖子，第五张也一样；赖子不能碰、杠",
        "T3 硬胡：手中没有一张赖子牌（本局不用赖子时每手都算硬胡）",
        "T4 鸡胡只在没有其他番型时计；只有鸡胡不能点炮和"
        "（discard_wins = false 时一概不能点炮和，只能自摸或抢杠胡）",
        "T5 各番型相加，只按番型表的不计；十三幺不再计混幺九",
        "T6 天胡、地胡须自摸（-t）且没有副露；庄家由 --dealer 指定（默认东）",
        "T7 自摸与硬胡各翻一倍（两者都有则 ×4）",
        "T8 第 2 版：点炮者付总分；自摸时其他三家各付总分；抢杠胡由被抢杠者包三家，付 3 × 总分"
        '（抢杠全包；robbed_pays = "one" 时只付一份）',
        "T9 买马：马指向和牌者，持马者从每个付分者再收一份其所付之数；马指向付分者，持马者再替他付一份",
        "T10 七对：同一种牌至多组成两个对子；豪华七对只计一次",
        "T11 总分相同时，取单项番型最高的读法，再取赖子代替别的牌最少的，再按记法顺序",
        "T12 杠钱，每位玩家的杠都算（--other-kong）：明杠由放杠者付 3，补杠每家付 1，暗杠每家付 2；"
        "和牌无效时杠钱照付",
    ),
    reasons={
        "reason.tuidaohu.chicken-only": "鸡胡 只在无其他番型时计",
        "note.tuidaohu.discard-chicken": "只有鸡胡而点和不算和牌（鸡只能自摸、抢杠胡）：不付分",
        "note.tuidaohu.no-pattern": "本规则下没有番型可计：不付分",
        "note.tuidaohu.no-discard-win": (
            "本地规则 discard_wins = false：点炮不算和牌（只能自摸或抢杠胡）：不付分"
        ),
    },
)

EN = Texts(
    source="the Guangdong mahjong rules and their list of patterns; rulings in docs/systems/tuidaohu.md",
    notes=(
        "T8 (rev. 2) the discarder pays total; self-drawn each other pays total; robbing a kong: the robbed "
        'pays for the table, 3 × total (robbed_pays = "one": one share)',
        "T5 patterns add; only the table's exclusions; Thirteen Orphans does not also count Terminals and "
        "Honors",
        "T9 horses: a horse on the winner earns its holder what each payer paid; on a payer costs it",
    ),
    reasons={"note.tuidaohu.discard-chicken": "鸡胡 alone won on a discard is not a legal win: no payments"},
)

TEXTS = {"zh": ZH, "en": EN}


def table_formula(rules: Rules, lang: str | None = None) -> str:
    """The factors of 自摸 and 硬胡 in force (left out when switched off), and the base.

    >>> from mcr_cli.systems.tuidaohu.system import SYSTEM
    >>> table_formula(SYSTEM.rules(), "zh")
    '总分 = （各番型之和）× 自摸 2 × 硬胡 2 × 底分；不封顶'
    """
    on = [zh for zh in ("自摸", "硬胡") if rules.on(zh)]
    base = base_term(rules.setting("base"))
    if lang == "zh":
        factors = "".join(f" × {zh} {rules.value(zh)}" for zh in on)
        return f"总分 = （各番型之和）{factors.lstrip()} × {base.replace('base', '底分')}；不封顶"
    names = (rules.pattern(zh).en if lang == "en" else zh for zh in on)
    factors = "".join(f" × {name} {rules.value(zh)}" for name, zh in zip(names, on, strict=True))
    return f"total = (Σ patterns){factors} × {base}; no cap"
