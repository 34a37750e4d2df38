"""The catalogue's shapes for the systems (``systems/``): tiles, melds, flags and values, house-rule files."""

from __future__ import annotations

import re

from .base import Template, close_names, kind

TOML_ZH = {
    "Invalid value": "值无效",
    "Invalid statement": "语句无效",
    "Expected '=' after a key in a key/value pair": "键之后应有 '='",
    "Unclosed array": "数组没有闭合",
    "Unclosed inline table": "内联表没有闭合",
    "Unterminated string": "字符串没有结束",
    "Illegal character in string": "字符串中有非法字符",
    "Invalid initial character for a key part": "键的首字符无效",
    "Expected newline or end of document after a statement": "一条语句之后应换行或结束",
    "Cannot overwrite a value": "不能覆盖已有的值",
    "Cannot declare ('values',) twice": "不能两次声明 [values]",
    "Invalid date or datetime": "日期或时间无效",
}
"""What Python's TOML reader says of a bad file, the common cases; another stays as it says it.

The fault of the file is the catalogue's (``house.not-toml``); the reason in it is ``tomllib``'s
own text (``TEXT``), said here."""

OS_ZH = {
    "No such file or directory": "没有这个文件或目录",
    "Permission denied": "没有权限",
    "Is a directory": "是一个目录",
    "Not a directory": "路径中有一段不是目录",
    "File name too long": "文件名太长",
    "Too many levels of symbolic links": "符号链接层数太多",
}
"""The operating system's reasons a file cannot be read (``strerror``), the common ones: the reason
a house-rule file (``house.unreadable``) or a game log cannot be read is its text (``TEXT``)."""


def _gold_why(why: str) -> str:
    """Why a 金杠 cannot be: ``the hand holds 2 of them`` / ``all four`` / ``2 金杠 would need 8``."""
    found = re.fullmatch(r"the hand holds (?:(\d+) of them|(all four))", why)
    if found:
        return f"手中已有 {found[1]} 张" if found[1] else "手中已有全部四张"
    found = re.fullmatch(r"(\d+) 金杠 would need (\d+)", why)
    return f" {found[1]} 个金杠需要 {found[2]} 张" if found else why


SHAPES: list[tuple[str, Template]] = [
    # --- a system's tiles, melds and flags (systems/) --------------------------------------
    (r"(?P<t>\S+) is not a tile of (?P<s>.+)", "{s} 不用 {t} 这张牌"),
    (
        r"a (?P<kind>chow|pung|kong) meld is not allowed in (?P<s>.+)",
        lambda m, t: f"{m['s']} 不许{kind(m)}副露",
    ),
    (
        r"offer (?P<o>\d+) of a (?P<kind>chow|pung|kong): (?P<s>.+) allows (?P<a>[\d, ]+)",
        lambda m, t: f"{kind(m)}的来源标记 {m['o']}：{m['s']} 只许 {m['a']}",
    ),
    (
        r"(?P<f>--[a-z-]+) is not part of (?P<s>.+?)(?:: (?P<msg>.+))?",
        lambda m, t: f"{m['s']} 没有 {m['f']}" + (f"：{t(m['msg'])}" if m["msg"] else ""),
    ),
    (
        r"(?P<h>.+): not a winning hand \(no sets-and-pair or special shape\)",
        "{h}：不是和牌（既不成四组加一对，也不是特殊牌型）",
    ),
    (
        r"not a winning hand under (?P<s>.+?): no four sets and a pair, 七对 or 十三幺",
        "按 {s} 不是和牌：不成四组加一对，也不是七对或十三幺",
    ),
    (
        r"not a winning hand under (?P<s>.+?): four sets and a pair, 混 filling any tile",
        "按 {s} 不是和牌：混可代任何牌，仍不成四组加一对",
    ),
    (
        r"no winning shape: 七对 \(seven pairs\) is not a winning shape in 鸡平胡 \(J2\)",
        "不成和牌型：鸡平胡不算七对为和牌型（J2）",
    ),
    (
        r"no winning shape: 鸡平胡 wins with four sets and a pair or 十三幺",
        "不成和牌型：鸡平胡以四组加一对或十三幺和牌",
    ),
    (
        r"a meld holding the wild tile (?P<t>\S+): wild tiles are never melded \(T2\)",
        "副露中有赖子 {t}：赖子不能用于吃碰杠（T2）",
    ),
    (r"the tiles make neither four sets and a pair nor seven pairs", "这些牌既不成四组加一对，也不成七对"),
    (r"(?P<x>.+) is impossible with melds", "有副露就不可能成 {x}"),
    (
        r"--fourth-tile: the standing tiles hold another copy of the winning tile, "
        r"so it cannot be the last of its kind",
        "--fourth-tile：门前还有一张和牌张，它不可能是最后一张",
    ),
    (
        r"--last-tile without --self-drawn: 鸡平胡 scores only 海底捞月 \(the last tile drawn\)",
        "--last-tile 而无 --self-drawn：鸡平胡只计海底捞月（摸到的最后一张）",
    ),
    (
        r"--last-tile without --self-drawn: (?P<s>.+) has no pattern for the last discard",
        "--last-tile 而无 --self-drawn：{s} 没有和最后一张打出牌的番型",
    ),
    (
        r"a win on a discard of the wild tile (?P<t>\S+): a wild tile cannot be discarded \(T2\)",
        "和的是打出的赖子 {t}：赖子不能打出（T2）",
    ),
    (
        r"four of (?P<t>\S+), the indicator: its flipped copy is dead, three are left \(N5\)",
        "四张 {t}，而它是翻出的指示牌：翻出的那张不能用，只剩三张（N5）",
    ),
    (r"(?P<w>.+): a 混 is never in a pung or melded kong \(N2\)", "{w}：混不能进刻子或明杠（N2）"),
    (
        r"天津麻将 \(tianjin\) needs --indicator \(N5\): the flipped tile names the two 混",
        "天津麻将须给 --indicator（N5）：翻出的牌定出两种混",
    ),
    (r"天津麻将 \(tianjin\) is won by self-draw only \(N3\): give -t", "天津麻将只能自摸和（N3）：请加 -t"),
    (
        r"--other-kong (?P<s>[ESWN]):gold: a 金杠 is four (?P<t>\S+) "
        r"\(the indicator's (?P<i>\S+) has a dead copy\), and (?P<why>.+); there are only four",
        lambda m, t: (
            f"--other-kong {m['s']}:gold：金杠是四张 {m['t']}（指示牌 {m['i']} 有一张不能用），"
            f"而{_gold_why(m['why'])}；这种牌只有四张"
        ),
    ),
    (r"--lazhuang: seat (?P<s>\S+) does not exist \(E S W N\)", "--lazhuang：没有座位 {s}（E S W N）"),
    (
        r"--lazhuang (?P<x>\S+): (?P<s>\S+) is the dealer; only a non-dealer 拉庄 \(N14\)",
        "--lazhuang {x}：{s} 是庄家；只有闲家拉庄（N14）",
    ),
    (r"--lazhuang (?P<x>\S+): a seat 拉庄 1 or 2 times \(N14\)", "--lazhuang {x}：每家拉庄 1 或 2 次（N14）"),
    (r"--lazhuang: (?P<s>\S+) is given twice", "--lazhuang：{s} 给了两次"),
    (r"--horses (?P<x>'.*'): (?P<msg>.+)", lambda m, t: f"--horses {m['x']}：{t(m['msg'])}"),
    (
        r"--other-kong (?P<x>.+): write SEAT:KIND, e\.g\. S:concealed or S:melded:W",
        "--other-kong {x}：写作 座位:种类，如 S:concealed 或 S:melded:W",
    ),
    (
        r"--other-kong (?P<x>.+): a melded kong names the seat whose discard it took, e\.g\. S:melded:W",
        "--other-kong {x}：明杠要写出杠的是哪家打出的牌，如 S:melded:W",
    ),
    (
        r"--other-kong (?P<x>.+): only a melded kong names a seat after its kind",
        "--other-kong {x}：只有明杠在种类后写座位",
    ),
    (
        r"--other-kong (?P<x>.+?): KIND is (?P<e>.+?)(?P<g>; this system has no gold \(金杠\))?",
        lambda m, t: (
            f"--other-kong {m['x']}：种类为 {m['e'].replace(', ', '、').replace(' or ', ' 或 ')}"
            + ("；本规则体系没有金杠" if m["g"] else "")
        ),
    ),
    (
        r"(?P<f>--[a-z-]+(?: \S+)?): (?P<s>\S+) is not at the table: "
        r"(?P<l>.+) has (?P<n>\d) seats, (?P<seats>[ESWN ]+)",
        "{f}：{s} 不在桌上：{l} 有 {n} 个座位，{seats}",
    ),
    (
        r"(?P<f>--[a-z-]+(?: \S+)?): (?P<s>\S+) is the winner; the winner's kongs are the melds of the hand",
        "{f}：{s} 是和牌者；和牌者的杠写在手牌的副露里",
    ),
    (
        r"(?P<f>--[a-z-]+(?: \S+)?): a kong on one's own discard; a melded kong takes another seat's discard",
        "{f}：杠自己打出的牌；明杠杠的是别家打出的牌",
    ),
    (
        r"(?P<f>--[a-z-]+(?: \S+)?): (?P<s>\S+) has more than (?P<n>\d+) kongs; "
        r"a hand holds at most four sets",
        "{f}：{s} 的杠超过 {n} 个；一手牌至多四组",
    ),
    (
        r"(?P<f>--[a-z-]+): (?P<l>.+) has (?P<n>\d) seats: (?P<seats>[ESWN ]+)",
        "{f}：{l} 有 {n} 个座位：{seats}",
    ),
    (
        r"(?P<f>--[a-z-]+): a fifth (?P<t>\S+): (?P<c>\d+) \((?P<h>.+)\); there are only four of each tile",
        "{f}：第五张 {t}：共 {c} 张（{h}）；每种牌只有四张",
    ),
    (
        r"--discarder (?P<s>\S+) with --self-drawn: nobody discarded a self-drawn tile",
        "--discarder {s} 与 --self-drawn 同给：自摸的牌没有人打出",
    ),
    (
        r"--discarder (?P<s>\S+) is the winner's own seat; a player cannot win on their own discard",
        "--discarder {s} 是和牌者自己：不能和自己打出的牌",
    ),
    (
        r"--kong --self-drawn \(杠上开花\) needs a kong among the melds",
        "--kong --self-drawn（杠上开花）须有一组杠",
    ),
    (
        r"--kong --last-tile on a discard: no kong can be declared once the wall is empty",
        "--kong --last-tile 和打出的牌：牌墙摸完后不能再开杠",
    ),
    (
        r"--kong \(robbing a kong\): another copy of the winning tile is in the hand, "
        r"so nobody can be promoting a kong of it",
        "--kong（抢杠和）：手中还有一张和牌张，别人不可能用它加杠",
    ),
    (
        r"--after-kong \(杠上炮\) is a win on a discard: not with --self-drawn or --kong",
        "--after-kong（杠上炮）是和打出的牌：不能与 --self-drawn 或 --kong 同给",
    ),
    (
        r"--heavenly and --earthly: a hand is one or the other",
        "--heavenly 与 --earthly：一手牌只能是其中之一",
    ),
    (
        r"(?P<f>--[a-z-]+) needs --self-drawn and no melds \(the first draw\)",
        "{f} 须有 --self-drawn 且没有副露（第一次摸牌）",
    ),
    (
        r"--heavenly \(天胡\): the winner must be the dealer \(--dealer\)",
        "--heavenly（天胡）：和牌者须是庄家（--dealer）",
    ),
    (
        r"--earthly \(地胡\): the winner must not be the dealer \(--dealer\)",
        "--earthly（地胡）：和牌者不能是庄家（--dealer）",
    ),
    (r"--indicator and --wild: give one of them", "--indicator 与 --wild：只能给其中一个"),
    (
        r"--visible: a fifth (?P<t>\S+) with the hand's; there are only four of each tile",
        "--visible：连同手牌共五张 {t}；每种牌只有四张",
    ),
    (
        r"--visible: (?P<t>\S+) once too often with the hand's; there are only (?P<n>\d+) in play",
        "--visible：连同手牌 {t} 多了一张；场上只有 {n} 张",
    ),
    (r"--visible (?P<x>.*?): (?P<msg>.+)", lambda m, t: f"--visible {m['x']}：{t(m['msg'])}"),
    # --- flag values (systems/flags, limits, expect) ----------------------------------------
    (r"(?P<f>.+?) must be a whole number (?P<r>-?\d+--?\d+), not (?P<x>.+)", "{f} 须为整数 {r}，而非 {x}"),
    (r"(?P<f>.+?) must be (?P<r>-?\d+--?\d+), not (?P<x>.+)", "{f} 须为 {r}，而非 {x}"),
    (
        r"no (?P<what>fan|pattern) is named (?P<x>'.*'|\".*\") \(did you mean (?P<names>.+)\?\)",
        lambda m, t: (
            f"没有名为 {m['x']} 的{'番种' if m['what'] == 'fan' else '番型'}"
            f"（是否要找 {close_names(m['names'])}？）"
        ),
    ),
    (
        r"no (?P<what>fan|pattern) is named (?P<x>.+)",
        lambda m, t: f"没有名为 {m['x']} 的{'番种' if m['what'] == 'fan' else '番型'}",
    ),
    # --- the reasons a file cannot be read or parsed (systems/house, replay) ---------------------
    ("(?P<x>" + "|".join(map(re.escape, OS_ZH)) + ")", lambda m, t: OS_ZH[m["x"]]),
    ("(?P<x>" + "|".join(map(re.escape, TOML_ZH)) + ")", lambda m, t: TOML_ZH[m["x"]]),
    (r"File (?P<f>'.*') does not exist\.", "文件 {f} 不存在。"),
    (r"File (?P<f>'.*') is a directory\.", "{f} 是目录，不是文件。"),
    (r"File (?P<f>'.*') is not readable\.", "文件 {f} 不可读。"),
]
