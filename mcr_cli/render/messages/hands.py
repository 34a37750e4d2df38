"""The catalogue's shapes for a hand's notation (``model/``): the scanner, the count, the caret's hints."""

from __future__ import annotations

from .base import Template

SHAPES: list[tuple[str, Template]] = [
    (r"(?P<msg>.+) at position (?P<n>\d+)", "{msg}（第 {n} 个字符）"),
    # --- notation (model/notation, model/spelling, model/tiles) ---------------------------
    (
        r"suit letter (?P<ch>'.') with no digits before it \(honors are upper case: (?P<h>.)\)",
        "花色字母 {ch} 前面没有数字（字牌用大写字母：{h}）",
    ),
    (r"suit letter (?P<ch>'.')(?P<x>) with no digits before it", "花色字母 {ch} 前面没有数字"),
    (
        r"unknown character (?P<ch>.+): suit letters are lower case \(m p s z\)",
        "无法识别的字符 {ch}：花色字母用小写（m p s z）",
    ),
    (
        r"unknown character (?P<ch>.+): honors are upper case \(E S W N C F P\)",
        "无法识别的字符 {ch}：字牌用大写字母（E S W N C F P）",
    ),
    (r"0 is not a tile rank \(ranks are 1-9\)", "0 不是牌的点数（点数为 1-9）"),
    (r"(?P<r>\d)z is not a tile \(honors are 1z-7z\)", "没有 {r}z 这张牌（字牌为 1z-7z）"),
    (
        r"digits (?P<d>'[^']*') have no suit letter \(m, p, s or z\) "
        r"\(suit letters are lower case: (?P<s>.)\)",
        "数字 {d} 后面缺少花色字母（m、p、s 或 z）（花色字母用小写：{s}）",
    ),
    (
        r"digits (?P<d>'[^']*') have no suit letter \(m, p, s or z\)",
        "数字 {d} 后面缺少花色字母（m、p、s 或 z）",
    ),
    (r"digits before ',' have no suit letter", "',' 前面的数字缺少花色字母"),
    (
        r"unknown character (?P<ch>.+): a flower is counted by --flowers N",
        "无法识别的字符 {ch}：花牌请用 --flowers N 计数",
    ),
    (r"unknown character (?P<ch>.+)", "无法识别的字符 {ch}"),
    (
        r"variation selector (?P<u>U\+FE0[EF]) not right after a tile glyph",
        "变体选择符 {u} 只能紧跟在牌的图形字符之后",
    ),
    (
        r"the offer after the tiles must be one digit, not (?P<x>.+)",
        "副露后的来源标记须为一位数字，而非 {x}",
    ),
    (
        r"(?P<w>\[.*\]): a meld is 3 tiles \(chow, pung\) or 4 \(kong\), not (?P<n>\d+)",
        "{w}：一组副露是 3 张（顺子、刻子）或 4 张（杠），而非 {n} 张",
    ),
    (r"(?P<w>\[.*\]): four tiles that are not all the same \(a kong\)", "{w}：四张牌不全相同，不成杠"),
    (r"(?P<w>\[.*\]): not a chow or a pung", "{w}：既不是顺子也不是刻子"),
    (r"offer (?P<o>-?\d+) out of range for a chow: .*", "来源标记 {o} 超出范围：顺子为 1-3（吃的是第几张）"),
    (
        r"offer (?P<o>-?\d+) out of range for a pung: .*",
        "来源标记 {o} 超出范围：刻子为 1-3（1 上家、2 对家、3 下家）",
    ),
    (
        r"offer (?P<o>-?\d+) out of range for a kong: .*",
        "来源标记 {o} 超出范围：明杠为 1-3，加杠为 5-7，暗杠不写",
    ),
    (r"'\[' inside a meld: melds do not nest", "副露中又出现 '['：副露不能嵌套"),
    (r"'\[' is never closed by '\]'", "'[' 没有对应的 ']'"),
    (r"'\]' with no '\[' before it", "']' 前面没有 '['"),
    (r"empty hand", "手牌为空"),
    (r"more than 4 melds", "副露超过 4 组"),
    (
        r"(?P<n>\d+) tiles; the hand needs (?P<k>\d+)(?P<kong> \(a kong counts 3\))?"
        r"(?P<wait>: a hand waiting for its 14th tile\? try `mcr waits`)?"
        r"(?P<discard>: a hand to discard from\? try `mcr shanten`)?",
        lambda m, t: (
            f"{m['n']} 张牌；这手牌应为 {m['k']} 张"
            + ("（杠按 3 张计）" if m["kong"] else "")
            + ("：是等第 14 张的听牌吗？试试 `mcr waits`" if m["wait"] else "")
            + ("：要从中选一张打出吗？试试 `mcr shanten`" if m["discard"] else "")
        ),
    ),
    (r"a fifth (?P<t>\S+); there are only four of each tile", "第五张 {t}：每种牌只有四张"),
    (
        r"no standing tiles: the last standing tile is the winning tile",
        "没有手牌（门前牌）：最后一张门前牌就是和牌张",
    ),
    (
        r"a space splits a group: its digits need their suit letter first \(123m 456p\)",
        "空格把一组牌拆开了：数字后先写花色字母（123m 456p）",
    ),
    (r"not a tile: (?P<x>.+)", "不是一张牌：{x}"),
    (r"melds are not allowed here, only loose tiles", "此处不能写副露，只能写单张牌"),
    (
        r"the hand is (?P<n>\d+) characters; no legal one is longer than (?P<k>\d+)",
        "手牌有 {n} 个字符；合法的手牌不超过 {k} 个",
    ),
    (r"(?P<msg>.+) \(or 14 to choose a discard\)", "{msg}（或 14 张，从中选一张打出）"),
    # --- the caret's hints --------------------------------------------------------------
    (
        r"a tile glyph before it, or nothing: 1m is plain notation",
        "它前面须是牌的图形字符，否则删去：1m 是普通写法",
    ),
    (
        r"another digit or the suit letter of (?P<d>'[^']*'): m p s z \(or 万 饼 条\)",
        "再写一个数字，或 {d} 的花色字母：m p s z（或 万 饼 条）",
    ),
    (
        r"a tile: digits 1-9 then m p s z \(or 万 饼/筒 条/索\), an honor E S W N C F P "
        r"\(or 东 南 西 北 中 发 白\), a tile glyph such as (?P<g>\S+), or '\[' for a meld"
        r"(?P<meld>, or ',' and the offer, or '\]' to close the meld)?",
        lambda m, t: (
            "一张牌：数字 1-9 加 m p s z（或 万 饼/筒 条/索），字牌 E S W N C F P"
            f"（或 东 南 西 北 中 发 白），牌的符号如 {m['g']}，或 '[' 开始一组副露"
            + ("，或 ',' 加来源标记，或 ']' 结束副露" if m["meld"] else "")
        ),
    ),
    (
        r"a digit 1-9 or a suit letter m p s z, with no space before it",
        "数字 1-9 或花色字母 m p s z，前面不留空格",
    ),
    # --- a record built in code with fields it lacks (model/records) ---------------------
    (
        r"(?P<r>Hand|Meld|WinContext) has no field (?P<x>.+) \(did you mean (?P<c>\w+)\?\)",
        "{r} 没有字段 {x}（是否要用 {c}？）",
    ),
    (
        r"(?P<r>Hand|Meld|WinContext) has no field (?P<x>.+); its fields are (?P<f>.+)",
        "{r} 没有字段 {x}；它的字段有 {f}",
    ),
    (
        r"(?P<r>Hand|Meld|WinContext) takes at most (?P<n>\d+) fields, not (?P<m>\d+)",
        "{r} 最多有 {n} 个字段，而非 {m} 个",
    ),
    (
        r"(?P<r>Hand|Meld|WinContext): (?P<f>\w+) is given twice \(by position and by name\)",
        "{r}：{f} 给了两次（按位置又按名字）",
    ),
    (
        r"(?P<r>Hand|Meld|WinContext) needs (?P<f>\w+(?: and \w+)*)",
        lambda m, t: f"{m['r']} 缺少 {'、'.join(m['f'].split(' and '))}",
    ),
]
