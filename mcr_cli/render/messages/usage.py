"""The catalogue's shapes for click's usage errors (exit 2) and the usage errors of our commands."""

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
        r"(?P<x>'.*') is not one of (?P<c>[A-Z, ]+) \(or 东 南 西 北\)\.",
        lambda m, t: f"{m['x']} 不是 {m['c'].replace(', ', '、')}（或 东、南、西、北）之一。",
    ),
    (
        r"(?P<x>'.*') is not one of (?P<c>[A-Z, ]+)\.",
        lambda m, t: f"{m['x']} 不是 {m['c'].replace(', ', '、')} 之一。",
    ),
    (r"(?P<x>'.*') is not a valid integer\.", "{x} 不是有效的整数。"),
    (r"No such command '(?P<c>[^']+)'\.", "没有 '{c}' 这个命令。"),
    # --- a batch line's own words (cli/lines.py) ------------------------------------------
    (r"option (?P<o>\S+) given twice", "选项 {o} 给了两次"),
    (r"no such option (?P<o>\S+)", "没有这个选项：{o}"),
    (r"no such option (?P<o>\S+) \(did you mean (?P<c>\S+)\?\)", "没有这个选项：{o}（是否要用 {c}？）"),
    (r"option (?P<o>\S+) does not take a value", "选项 {o} 不带值"),
    (r"option (?P<o>\S+) requires an argument", "选项 {o} 需要一个值"),
    (r"option (?P<o>\S+) requires (?P<n>\d+) arguments", "选项 {o} 需要 {n} 个值"),
    (r"missing argument (?P<a>\S+)", "缺少参数 {a}"),
    (r"unexpected extra argument (?P<x>'.*')", "多出了参数 {x}"),
    (r"cannot split the line into words: (?P<msg>.+)", "无法把这一行分成词：{msg}"),
    (r"No closing quotation", "引号没有闭合"),
    (r"No escaped character", "反斜杠后缺少字符"),
    (r"give either HAND or --batch FILE, not both", "HAND 与 --batch FILE 只能给一个"),
    (r"missing argument HAND \(or --batch FILE\)", "缺少参数 HAND（或 --batch FILE）"),
    (
        r"with --batch, give (?P<f>.+) on each line of the file, not here",
        "用 --batch 时，{f} 写在文件的每一行上，而不是这里",
    ),
    (
        r"--jobs (?P<n>\d+) goes with --batch FILE; one hand has nothing to share out",
        "--jobs {n} 要与 --batch FILE 同用；一手牌无从分配",
    ),
    (r"give --json or --csv, not both", "--json 与 --csv 只能给一个"),
    (
        r"--chase has a table and JSON, not CSV: give --chase or --csv",
        "--chase 输出表格和 JSON，没有 CSV：--chase 与 --csv 只能给一个",
    ),
    (r"--after N goes with --chase", "--after N 要与 --chase 同用"),
    (
        r"give --points, or --min-points/--max-points, not both",
        "--points 与 --min-points/--max-points 只能给一种",
    ),
    (r"--min-points (?P<a>\S+) is above --max-points (?P<b>\S+)", "--min-points {a} 大于 --max-points {b}"),
]
