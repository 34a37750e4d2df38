"""The catalogue's shapes for click's usage errors (exit 2); ours are faults (``cli/faults.py``)."""

from __future__ import annotations

from .base import Template

SHAPES: list[tuple[str, Template]] = [
    # --- click's usage errors (exit 2) ----------------------------------------------------
    (r"No such option:? (?P<o>\S+?)\.?", "没有这个选项：{o}"),
    (
        r"No such option:? (?P<o>\S+?)\.? \(?Did you mean (?P<c>'[^']*')\?\)?",
        "没有这个选项：{o}（是否要用 {c}？）",
    ),
    (
        r"No such option:? (?P<o>\S+?)\.? \(?Did you mean one of: (?P<c>.+)\?\)?",
        lambda m, t: f"没有这个选项：{m['o']}（是否要用 {m['c'].replace(', ', '、')} 之一？）",
    ),
    (
        r"No such option:? (?P<o>\S+?)\.?\s+\(Possible options: (?P<c>.+)\)",
        "没有这个选项：{o}（可能是：{c}）",
    ),
    (r"Missing argument '(?P<a>[^']+)'\.", "缺少参数 '{a}'。"),
    (r"Missing option '(?P<o>[^']+)'\.", "缺少选项 '{o}'。"),
    (r"Option '(?P<o>[^']+)' requires an argument\.", "选项 '{o}' 需要一个值。"),
    (r"Option '(?P<o>[^']+)' requires (?P<n>\d+) arguments\.", "选项 '{o}' 需要 {n} 个值。"),
    (r"Option '(?P<o>[^']+)' does not take a value\.", "选项 '{o}' 不带值。"),
    (r"Got unexpected extra arguments? \((?P<x>.*)\)", "多出了参数（{x}）"),
    (r"Invalid value for (?P<p>'[^']*'|[A-Z]+): (?P<msg>.+)", "{p} 的值无效：{msg}"),
    (
        r"(?P<x>'.*') is not one of (?P<c>'.*')\.",
        lambda m, t: f"{m['x']} 不是 {m['c'].replace(', ', '、')} 之一。",
    ),
    (
        r"(?P<x>'.*') is not one of (?P<c>[A-Z, ]+)\.",
        lambda m, t: f"{m['x']} 不是 {m['c'].replace(', ', '、')} 之一。",
    ),
    (r"(?P<x>'.*') is not a valid integer\.", "{x} 不是有效的整数。"),
    (r"No such command '(?P<c>[^']+)'\.", "没有 '{c}' 这个命令。"),
    # --- a line's words split as a shell splits them (match records still say it as text) --
    (r"cannot split the line into words: (?P<msg>.+)", "无法把这一行分成词：{msg}"),
    (r"No closing quotation", "引号没有闭合"),
    (r"No escaped character", "反斜杠后缺少字符"),
]
