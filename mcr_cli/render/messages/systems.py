"""The catalogue's shapes for the systems (``systems/``): tiles, melds, flags and values, house-rule files."""

from __future__ import annotations

import re

from .base import Template, close_names

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
    (
        r"(?P<f>--[a-z-]+) is not part of (?P<s>.+?)(?:: (?P<msg>.+))?",
        lambda m, t: f"{m['s']} 没有 {m['f']}" + (f"：{t(m['msg'])}" if m["msg"] else ""),
    ),
    (
        r"(?P<h>.+): not a winning hand \(no sets-and-pair or special shape\)",
        "{h}：不是和牌（既不成四组加一对，也不是特殊牌型）",
    ),
    (r"(?P<x>.+) is impossible with melds", "有副露就不可能成 {x}"),
    (
        r"--fourth-tile: the standing tiles hold another copy of the winning tile, "
        r"so it cannot be the last of its kind",
        "--fourth-tile：门前还有一张和牌张，它不可能是最后一张",
    ),
    (r"--horses (?P<x>'.*'): (?P<msg>.+)", lambda m, t: f"--horses {m['x']}：{t(m['msg'])}"),
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
