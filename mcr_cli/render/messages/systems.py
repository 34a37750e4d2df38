"""The catalogue's shapes for the systems (``systems/``): tiles, melds, flags and values, house-rule files."""

from __future__ import annotations

import re

from .base import Template, Translate, close_names

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
"""What Python's TOML reader says of a bad file, the common cases; another stays as it says it."""

OS_ZH = {
    "No such file or directory": "没有这个文件或目录",
    "Permission denied": "没有权限",
    "Is a directory": "是一个目录",
    "Not a directory": "路径中有一段不是目录",
    "File name too long": "文件名太长",
    "Too many levels of symbolic links": "符号链接层数太多",
}
"""The operating system's reasons a file cannot be read (``strerror``), the common ones."""


def _toml(m: re.Match[str], t: Translate) -> str:
    where = ""
    if m["line"]:
        where = f"（第 {m['line']} 行第 {m['col']} 列）"
    elif m["end"]:
        where = "（在文件末尾）"
    return f"不是有效的 TOML{where}：{TOML_ZH.get(m['x'], m['x'])}"


def _os(text: str) -> str:
    return OS_ZH.get(text, text)


SHAPES: list[tuple[str, Template]] = [
    # --- a system's tiles, melds and flags (systems/) --------------------------------------
    (
        r"(?P<s>[a-z_]+) = (?P<v>\d+) is above the largest product of factors the table can reach "
        r"\((?P<b>\d+)\): no discard win could be legal \(K11\)",
        "{s} = {v} 超过了本表倍数之积所能达到的最大值（{b}）：任何点炮和都不会合法（K11）",
    ),
    (
        r"(?P<f>--[a-z-]+) is not part of (?P<s>.+?); choose a system that has it with --rules \((?P<o>.+)\)",
        "{s} 没有 {f}；要用它，请用 --rules 选一个有它的规则体系（{o}）",
    ),
    (
        r"--rules (?P<n>\S+), but (?P<p>.+) is a house-rule file for (?P<s>\S+)",
        "--rules {n}，但 {p} 是 {s} 的本地规则文件",
    ),
    (
        r"(?P<f>--[a-z-]+) is not part of (?P<s>.+?)(?:: (?P<msg>.+))?",
        lambda m, t: f"{m['s']} 没有 {m['f']}" + (f"：{t(m['msg'])}" if m["msg"] else ""),
    ),
    (
        r"unknown system (?P<x>.+): choose one of (?P<names>[a-z, ]+)",
        lambda m, t: f"没有 {m['x']} 这个规则体系：可选 {m['names']}",
    ),
    (r"(?P<s>.+) has no house variants", "{s} 没有本地规则可调"),
    (
        r"a meld holding the wild tile (?P<t>\S+): wild tiles are never melded \(T2\)",
        "副露中有赖子 {t}：赖子不能用于吃碰杠（T2）",
    ),
    (r"(?P<x>.+) is impossible with melds", "有副露就不可能成 {x}"),
    (
        r"--lazhuang (?P<x>'.*'): write SEAT=N\[,SEAT=N\] with N 1 or 2, e\.g\. S=1,W=2",
        "--lazhuang {x}：写作 座位=N[,座位=N]，N 为 1 或 2，如 S=1,W=2",
    ),
    (r"--lazhuang (?P<x>'.*'): seat (?P<s>\S+) given twice", "--lazhuang {x}：座位 {s} 给了两次"),
    (r"--horses (?P<x>'.*'): write SEAT:TILES, e\.g\. E:1s5p", "--horses {x}：写作 座位:牌，如 E:1s5p"),
    (r"--horses (?P<x>'.*'): give 1 to 8 horse tiles", "--horses {x}：马牌为 1 到 8 张"),
    (r"--horses (?P<x>'.*'): (?P<msg>.+)", lambda m, t: f"--horses {m['x']}：{t(m['msg'])}"),
    (r"--visible (?P<x>.*?): (?P<msg>.+)", lambda m, t: f"--visible {m['x']}：{t(m['msg'])}"),
    # --- MCR's scoring errors inside a replayed log's refused Hu: render/replay.error_line
    # translates its str(error) still (their faults: systems/faults.py) ------------------------
    (
        r"(?P<h>.+): not a winning hand \(no sets-and-pair or special shape\)",
        "{h}：不是和牌（既不成四组加一对，也不是特殊牌型）",
    ),
    (
        r"--fourth-tile: the standing tiles hold another copy of the winning tile, "
        r"so it cannot be the last of its kind",
        "--fourth-tile：门前还有一张和牌张，它不可能是最后一张",
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
    # --- flag values (systems/flags, limits, expect) ----------------------------------------
    (r"(?P<f>\S+) must be a seat 0-3 \(E S W N\), not (?P<x>.+)", "{f} 须为座位 0-3（E S W N），而非 {x}"),
    (r"(?P<f>\S+) must be a tile 0-33, not (?P<x>.+)", "{f} 须为牌号 0-33，而非 {x}"),
    (r"(?P<f>\S+) must be a whole number, not (?P<x>.+)", "{f} 须为整数，而非 {x}"),
    (r"(?P<f>\S+) (?P<x>\S+): out of range \((?P<r>-?\d+--?\d+)\)", "{f} {x}：超出范围（{r}）"),
    (r"(?P<f>\S+): not a valid value: (?P<x>.+)", "{f}：不是有效的值：{x}"),
    (r"(?P<f>.+?) must be a whole number (?P<r>-?\d+--?\d+), not (?P<x>.+)", "{f} 须为整数 {r}，而非 {x}"),
    (r"(?P<f>.+?) must be (?P<r>-?\d+--?\d+), not (?P<x>.+)", "{f} 须为 {r}，而非 {x}"),
    (r"(?P<x>'.*'): a whole number (?P<r>\d+-\d+) is needed", "{x}：须为整数 {r}"),
    (r"(?P<x>'.*'): a Match id is 24 hex digits", "{x}：Match 编号为 24 位十六进制数"),
    (r"--expect-fans: name at least one fan", "--expect-fans：至少写一个番种"),
    (r"--expect-fans: (?P<msg>.+)", lambda m, t: f"--expect-fans：{t(m['msg'])}"),
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
    # --- house-rule files (systems/house) -------------------------------------------------
    (r"must be a whole number \((?P<r>-?\d+--?\d+)\), not (?P<x>.+)", "须为整数（{r}），而非 {x}"),
    (r"(?P<x>.+) is out of range \((?P<r>-?\d+--?\d+)\)", "{x} 超出范围（{r}）"),
    (r"must be true or false, not (?P<x>.+)", "须为 true 或 false，而非 {x}"),
    (
        r"must be (?P<c>\"[^\"]*\"(?: or \"[^\"]*\")*), not (?P<x>.+)",
        lambda m, t: f"须为 {m['c'].replace(' or ', ' 或 ')}，而非 {m['x']}",
    ),
    (
        r"(?P<s>.+) has no pattern (?P<x>.+) \(did you mean (?P<h>.+)\?\)",
        "{s} 没有 {x} 这个番型（是否要找 {h}？）",
    ),
    (r"(?P<s>.+) has no pattern (?P<x>.+); it has (?P<k>.+)", "{s} 没有 {x} 这个番型；它有 {k}"),
    (
        r"(?P<z>\S+) is switched off \(off\) and given a value \(\[values\]\); give it one or the other",
        "{z} 既已关闭（off）又给了值（[values]）；二者只能取其一",
    ),
    (r"house rules are a table \(dict\) of key = value, not (?P<x>.+)", "本地规则是 键 = 值 的表，而非 {x}"),
    (r"a key must be a name \(str\), not (?P<x>.+)", "键须为名字，而非 {x}"),
    (r"system: missing \(e\.g\. system = \"tuidaohu\"\)", '缺少 system（如 system = "tuidaohu"）'),
    (
        r"system: must be a name \(e\.g\. system = \"tuidaohu\"\), not (?P<x>.+)",
        'system 须为规则体系的名字（如 system = "tuidaohu"），而非 {x}',
    ),
    (r"must be a table \(\[values\]\) of pattern = value", "须为 番型 = 值 的表（[values]）"),
    (
        r"(?P<a>.+) and (?P<b>.+) both set (?P<z>\S+); give each pattern one value",
        "{a} 与 {b} 都设定了 {z}；每个番型只设一个值",
    ),
    (r"must be a list of pattern names, e\.g\. off = \[\"七对\"\]", '须为番型名的列表，如 off = ["七对"]'),
    (
        r"unknown key for (?P<s>[a-z]+); a house-rule file may set (?P<k>.+)",
        "{s} 没有这个键；本地规则文件可设 {k}",
    ),
    (r"not UTF-8 text \(byte (?P<n>\d+)\)", "不是 UTF-8 文本（第 {n} 个字节）"),
    (
        r"arrays or inline tables nested (?P<n>\d+) deep; a house-rule file nests at most (?P<k>\d+) "
        r"\(it needs one list, off = \[\.\.\.\]\)",
        "数组或内联表嵌套了 {n} 层；本地规则文件至多嵌套 {k} 层（只需一个列表 off = [...]）",
    ),
    (
        r"not valid TOML: (?P<x>.+?)"
        r"(?: \(at line (?P<line>\d+), column (?P<col>\d+)\)| \((?P<end>at end of document)\))?",
        _toml,
    ),
    (r"too deeply nested or too large to read", "嵌套太深或太大，无法读取"),
    (r"too deeply nested to read", "嵌套太深，无法读取"),
    (r"a number too long to read; settings and values are small", "数字太长无法读取；设定和番值都很小"),
    (r"not a file name \(it holds a NUL character\)", "不是文件名（含有 NUL 字符）"),
    (r"cannot read the house-rule file \((?P<x>.+)\)", lambda m, t: f"无法读取本地规则文件（{_os(m['x'])}）"),
    (
        r"(?P<x>No such file or directory|Permission denied|Is a directory|Not a directory)",
        lambda m, t: _os(m["x"]),
    ),
    (r"File (?P<f>'.*') does not exist\.", "文件 {f} 不存在。"),
    (r"File (?P<f>'.*') is a directory\.", "{f} 是目录，不是文件。"),
    (r"File (?P<f>'.*') is not readable\.", "文件 {f} 不可读。"),
    (
        r"(?P<k>a directory|a [a-z ]+), not a regular file",
        lambda m, t: ("是目录" if m["k"] == "a directory" else "是特殊文件") + "，不是普通文件",
    ),
    (r"larger than (?P<n>\d+) KiB; a house-rule file is a few lines", "大于 {n} KiB；本地规则文件只有几行"),
]
