"""The catalogue's shapes for match records (``match/``) and game logs (``replay/``)."""

from __future__ import annotations

import re

from .base import Template

WHAT_ZH = {
    "penalty points": "罚分",
    "a fan total": "番数合计",
    "the Fan line's total": "Fan 行的合计",
    "a score change": "得失分",
    "--expect": "--expect",
    "--flowers": "--flowers",
}
"""What a number of a record or a log is, as ``limits.parse_number`` names it."""

ACTIONS_ZH = {
    "Chi": "吃",
    "Peng": "碰",
    "Gang": "杠",
    "AnGang": "暗杠",
    "BuGang": "补杠",
    "Hu": "和",
    "Play": "打牌",
    "Draw": "摸牌",
}
"""A game log's actions (its own words, which stay in the line it quotes), as a reader says them."""


def what(text: str) -> str:
    """``the count of X`` → ``X 的次数``; the others by ``WHAT_ZH``, else as written (a flag)."""
    if text.startswith("the count of "):
        return f"{text[13:]} 的次数"
    return WHAT_ZH.get(text, text)


def _act(m: re.Match[str], name: str = "a") -> str:
    return ACTIONS_ZH.get(m[name], m[name])


def _turn(text: str | None) -> str:
    """``(player 2 draws next)`` / ``(it is player 1's turn to play)`` in Chinese."""
    if not text:
        return ""
    found = re.fullmatch(r" \(player (\d) draws next\)", text)
    if found:
        return f"（该 {found[1]} 号玩家摸牌）"
    found = re.fullmatch(r" \(it is player (\d)'s turn to play\)", text)
    return f"（该 {found[1]} 号玩家出牌）" if found else text


_TURN = r"(?P<turn> \(player \d draws next\)| \(it is player \d's turn to play\))?"

SHAPES: list[tuple[str, Template]] = [
    # --- numbers (limits.parse_number) of records and logs --------------------------------
    (
        r"(?P<f>penalty points|a fan total|the Fan line's total|a score change|the count of .+?) "
        r"must be a whole number (?P<r>\d+-\d+), not (?P<x>.+)",
        lambda m, t: f"{what(m['f'])} 须为整数 {m['r']}，而非 {m['x']}",
    ),
    (
        r"(?P<f>penalty points|a fan total|the Fan line's total|a score change|the count of .+?) "
        r"must be (?P<r>\d+-\d+), not (?P<x>.+)",
        lambda m, t: f"{what(m['f'])} 须为 {m['r']}，而非 {m['x']}",
    ),
    # --- match records (match/record, match/ledger, match/standings, match/chase) ----------
    (
        r"unexpected (?P<x>.+) in a win line \(flags are those of `mcr score`\)"
        r"(?: \(did you mean (?P<w>\S+)\?\))?",
        lambda m, t: (
            f"和牌行中出现意外的 {m['x']}（标志与 `mcr score` 的相同）"
            + (f"（是否要用 {m['w']}？）" if m["w"] else "")
        ),
    ),
    (r"this match is given twice", "这场比赛给了两次"),
    (r"(?P<f>[a-z ]+) given twice", lambda m, t: f"--{m['f'].replace(' ', '-')} 给了两次"),
    (r"(?P<f>--[a-z-]+) takes no value", "{f} 不带值"),
    (r"(?P<f>--[a-z-]+) needs a value", "{f} 需要一个值"),
    (
        r"(?P<f>--[a-z-]+) (?P<x>.+): a wind is one of E S W N \(or 东 南 西 北\)",
        "{f} {x}：风为 E S W N（或 东 南 西 北）之一",
    ),
    (
        r"the record stops after hand (?P<n>\d+) of (?P<k>\d+); "
        r"if the match ended early \(time limit\), write 'end' after the last hand",
        "记录在第 {n} 盘（共 {k} 盘）就停了；若比赛提前结束（到时），请在最后一盘后写 'end'",
    ),
    (r"nothing may follow 'end'", "'end' 之后不能再有内容"),
    (
        r"a line starts with a seat \(E S W N\) or win, draw, penalty, end; not (?P<x>.+?)"
        r"(?: \(did you mean (?P<w>\S+)\?\))?",
        lambda m, t: (
            f"每行以座位（E S W N）或 win、draw、penalty、end 开头，而非 {m['x']}"
            + (f"（是否要用 {m['w']}？）" if m["w"] else "")
        ),
    ),
    (r"the seats are set before the first hand", "座位须在第一盘之前定好"),
    (
        r"a seat line is: SEAT NAME \[team TEAM\], e\.g\. 'E Alice team Dragons' \(or 东 张三 队 龙\)",
        "座位行写作：座位 名字 [team 队名]，如 'E Alice team Dragons'（或 东 张三 队 龙）",
    ),
    (r"(?P<x>.+) is a word of the record and cannot be a player's name", "{x} 是记录用词，不能作玩家名"),
    (
        r"(?P<x>.+) cannot be a player's name \(it reads as a flag or a number\)",
        "{x} 不能作玩家名（会被读作标志或数字）",
    ),
    (r"seat (?P<s>[ESWN]) is already taken by (?P<p>.+)", "座位 {s} 已有 {p}"),
    (
        r"(?P<p>.+) is already in seat (?P<s>[ESWN]): a player sits in one seat",
        "{p} 已坐 {s} 位：一人只坐一个座位",
    ),
    (r"unknown player (?P<x>.+) \(the players are (?P<p>.+)\)", "没有玩家 {x}（玩家为 {p}）"),
    (
        r"seat (?P<s>[ESWN ]+) has no player; seat lines come before the first hand",
        "座位 {s} 没有玩家；座位行须写在第一盘之前",
    ),
    (
        r"a 17th hand: a match has (?P<n>\d+) hands \(4 rounds of 4\)",
        "第 17 盘：一场比赛 {n} 盘（四圈，每圈四盘）",
    ),
    (r"a draw line is just 'draw'", "荒庄行只写 'draw'"),
    (
        r"a penalty follows the line of the hand it was given in; no hand yet",
        "罚分写在所罚那一盘的行之后；此前还没有一盘",
    ),
    (
        r"a penalty line is: penalty PLAYER POINTS \[REASON\], POINTS a whole number above 0",
        "罚分行写作：penalty 玩家 分数 [原因]，分数为大于 0 的整数",
    ),
    (
        r"a win line is: win WINNER HAND-or-FAN-TOTAL \[flags\] \[from DISCARDER\]",
        "和牌行写作：win 和牌者 手牌或番数合计 [标志] [from 点炮者]",
    ),
    (
        r"(?P<f>--[a-z-]+) (?P<x>\S+): in hand (?P<n>\d+) (?P<w>the seat wind|the prevalent wind|[a-z ]+) is "
        r"(?P<s>[ESWN]) \(the record gives the winds; leave the flag out\)",
        lambda m, t: (
            f"{m['f']} {m['x']}：第 {m['n']} 盘的"
            + {"the seat wind": "门风", "the prevalent wind": "圈风"}.get(m["w"], m["w"])
            + f"是 {m['s']}（记录已定出风位；不要写这个标志）"
        ),
    ),
    (r"--flowers (?P<x>.+): there are 8 flower tiles \(0-8\)", "--flowers {x}：花牌共 8 张（0-8）"),
    (
        r"--expect-fans needs a written hand; with only a fan total, --expect checks the total",
        "--expect-fans 须有写出的手牌；只有番数合计时，用 --expect 核对合计",
    ),
    (
        r"(?P<f>--[a-z-]+) describes a written hand; with only a fan total \((?P<n>\d+)\) "
        r"write the hand or leave the flag out",
        "{f} 说的是写出的手牌；只有番数合计（{n}）时，请写出手牌或去掉这个标志",
    ),
    (
        r"a self-drawn win has no discarder: drop 'from' or --self-drawn",
        "自摸没有点炮者：去掉 'from' 或 --self-drawn",
    ),
    (
        r"a win on a discard names the discarder: add 'from PLAYER' \(or --self-drawn\)",
        "和别人打出的牌要写点炮者：加上 'from 玩家'（或 --self-drawn）",
    ),
    (
        r"the discarder is the winner, (?P<p>.+): nobody wins on their own discard",
        "点炮者就是和牌者 {p}：不能和自己打出的牌",
    ),
    (
        r"hand (?P<n>\d+): (?P<f>\d+) fan points is no win; "
        r"a win needs (?P<k>\d+) \(起和分, flowers not counted\)",
        "第 {n} 盘：{f} 番不够和牌；和牌须 {k} 番（起和分，花牌不计）",
    ),
    (r"hand (?P<n>\d+): (?P<msg>.+)", "第 {n} 盘: {msg}"),
    (
        r"(?P<p>.+) plays for (?P<a>.+) here but for (?P<b>.+) in (?P<w>[^ ]+)",
        "{p} 在这里为 {a} 队出场，在 {w} 却为 {b} 队",
    ),
    (r"this match is given twice", "这场比赛给了两次"),
    (
        r"--after (?P<x>\S+): the record has hands 1-(?P<n>\d+) \(0: before the first\)",
        "--after {x}：记录中有第 1-{n} 盘（0 为第一盘之前）",
    ),
    (
        r"the match is over: hand (?P<n>\d+) of (?P<k>\d+) was its last, so there is no next hand to chase",
        "比赛已结束：第 {n} 盘（共 {k} 盘）是最后一盘，没有下一盘可追分",
    ),
    (
        r"the match ended after hand (?P<n>\d+) \('end'\), so there is no next hand to chase",
        "比赛在第 {n} 盘后结束（'end'），没有下一盘可追分",
    ),
    (r"a line longer than (?P<n>\d+) bytes", "一行超过 {n} 字节"),
    (r"not UTF-8 text \((?P<why>.+) at byte (?P<n>\d+)\)", "不是 UTF-8 文本（第 {n} 个字节）"),
    # --- game logs (replay/lines, replay/play, replay/rounds) -----------------------------
    (
        r"not a tile: (?P<x>'.*') \(W1-W9, B1-B9, T1-T9, F1-F4, J1-J3\)",
        "不是一张牌：{x}（W1-W9、B1-B9、T1-T9、F1-F4、J1-J3）",
    ),
    (r"a player is 0-3, not (?P<x>.+)", "玩家为 0-3，而非 {x}"),
    (
        r"not an action: (?P<x>'.*') \(Draw, Play, Chi, Peng, Gang, AnGang, BuGang, Hu\)",
        "不是一个动作：{x}（Draw、Play、Chi、Peng、Gang、AnGang、BuGang、Hu）",
    ),
    (
        r"a Score line has the four seats' changes, not (?P<n>\d+) values",
        "Score 行是四家的得失分，而非 {n} 个值",
    ),
    (r"a Match line is 'Match ID'", "Match 行写作 'Match ID'"),
    (
        r"a round id is 1-(?P<n>\d+) letters, digits, '_', '-' or '\.', not (?P<x>.+)",
        "一盘的编号为 1-{n} 个字母、数字、'_'、'-' 或 '.'，而非 {x}",
    ),
    (r"a Wind line is 'Wind 0\.\.3'", "Wind 行写作 'Wind 0..3'"),
    (r"the prevalent wind is 0-3 \(E S W N\), not (?P<x>.+)", "圈风为 0-3（E S W N），而非 {x}"),
    (r"a Huang line has nothing after the word", "Huang 行在该词之后不能再有内容"),
    (r"not a line of the format: (?P<x>.+)", "不是本格式的一行：{x}"),
    (r"a Player line is 'Player N ACTION TILE'", "Player 行写作 'Player N 动作 牌'"),
    (r"a deal is 13 tiles, not (?P<n>\d+)", "配牌为 13 张，而非 {n} 张"),
    (
        r"only a claim \(Chi, Peng, Gang, Hu\) carries more than its tile, not (?P<a>\w+)",
        lambda m, t: f"只有吃、碰、杠、和在牌之后还带内容，{_act(m)}（{m['a']}）不带",
    ),
    (
        r"after the tile comes 'Ignore Player N ACTION TILE', not (?P<x>.+)",
        "牌之后应为 'Ignore Player N 动作 牌'，而非 {x}",
    ),
    (r"an ignored claim is 'Ignore Player N ACTION TILE'", "被略过的鸣牌写作 'Ignore Player N 动作 牌'"),
    (
        r"an ignored claim is Chi, Peng, Gang or Hu, not (?P<a>\w+)",
        lambda m, t: f"被略过的鸣牌只能是吃、碰、杠或和，而非{_act(m)}（{m['a']}）",
    ),
    (
        r"more than three ignored claims: only three other seats can claim",
        "被略过的鸣牌超过三个：只有另外三家能鸣牌",
    ),
    (r"a Fan line is 'Fan TOTAL NAME\*COUNT\+NAME\*COUNT…'", "Fan 行写作 'Fan 合计 番名*次数+番名*次数…'"),
    (r"a fan is written NAME\*COUNT, not (?P<x>.+)", "番种写作 番名*次数，而非 {x}"),
    (r"more fans than the table has", "番种比番表还多"),
    (r"a round begins with 'Match ID'", "一盘以 'Match ID' 开头"),
    (r"the round ends before its Fan line", "这一盘在 Fan 行之前就结束了"),
    (r"the round ends before its Score line", "这一盘在 Score 行之前就结束了"),
    (r"the round ends before Hu or Huang", "这一盘在和牌（Hu）或荒牌（Huang）之前就结束了"),
    (r"a round has one Match line, at its start", "一盘只有一行 Match，在开头"),
    (r"the Wind line comes once, right after the Match line", "Wind 行只有一行，紧跟 Match 行"),
    (r"a Score line comes only after the Fan line or Huang", "Score 行只能在 Fan 行或 Huang 之后"),
    (r"the deals come after the Wind line, before any play", "配牌在 Wind 行之后、任何打牌之前"),
    (r"player (?P<p>\d) is dealt twice", "{p} 号玩家配了两次牌"),
    (r"Huang comes only when a seat must draw", "只有轮到某家摸牌时才能荒牌（Huang）"),
    (
        r"Huang, but player (?P<p>\d), who draws next, has (?P<n>\d+) tiles to draw",
        "荒牌（Huang），但下一个摸牌的 {p} 号玩家还有 {n} 张可摸",
    ),
    (
        r"a play where (?P<w>the Wind and four Deal lines|the Fan line|the Score line) should come",
        lambda m, t: (
            "此处应为"
            + {
                "the Wind and four Deal lines": " Wind 行和四行配牌",
                "the Fan line": " Fan 行",
                "the Score line": " Score 行",
            }[m["w"]]
            + "，却是一步打牌"
        ),
    ),
    (
        r"player (?P<p>\d) may not draw now" + _TURN,
        lambda m, t: f"{m['p']} 号玩家此时不能摸牌{_turn(m['turn'])}",
    ),
    (
        r"player (?P<p>\d) draws from an empty wall \(it would be Huang\)",
        "{p} 号玩家从摸完的牌墙摸牌（应为荒牌 Huang）",
    ),
    (r"a fifth (?P<t>\S+): only four copies of each tile exist", "第五张 {t}：每种牌只有四张"),
    (
        r"player (?P<p>\d) may not (?P<a>\w+) now" + _TURN,
        lambda m, t: f"{m['p']} 号玩家此时不能{_act(m)}{_turn(m['turn'])}",
    ),
    (
        r"player (?P<p>\d) may not declare a kong: his wall or his next seat's is empty",
        "{p} 号玩家不能开杠：他或下家的牌墙已摸完",
    ),
    (r"player (?P<p>\d) adds (?P<t>\S+) to a pung he does not have", "{p} 号玩家把 {t} 加到他没有的刻子上"),
    (
        r"player (?P<p>\d) claims \((?P<a>\w+)\) with no discard to claim",
        lambda m, t: f"{m['p']} 号玩家要{_act(m)}，却没有可鸣的打出牌",
    ),
    (r"player (?P<p>\d) claims his own discard", "{p} 号玩家鸣自己打出的牌"),
    (
        r"player (?P<p>\d) claims (?P<t>\S+), but the discard is (?P<d>\S+)",
        "{p} 号玩家鸣 {t}，但打出的是 {d}",
    ),
    (
        r"no (?P<a>\w+) of the last discard: player (?P<p>\d)'s wall is empty",
        lambda m, t: f"最后一张打出牌不能{_act(m)}：{m['p']} 号玩家的牌墙已摸完",
    ),
    (r"(?P<t>\S+) cannot be the middle tile of a chow", "{t} 不能是顺子的中间一张"),
    (r"a chow around (?P<t>\S+) cannot use the discard (?P<d>\S+)", "以 {t} 居中的顺子用不上打出的 {d}"),
    (r"ignored Chi of player (?P<p>\d): he lacks the tiles", "被略过的 {p} 号玩家的吃：他没有那些牌"),
    (
        r"ignored (?P<a>\w+) of player (?P<p>\d) names (?P<t>\S+), not the tile",
        lambda m, t: f"被略过的 {m['p']} 号玩家的{_act(m)}写的是 {m['t']}，不是打出的牌",
    ),
    (
        r"ignored (?P<a>\w+) of player (?P<p>\d): he lacks the tiles",
        lambda m, t: f"被略过的 {m['p']} 号玩家的{_act(m)}：他没有那些牌",
    ),
    (r"a self-drawn Hu has no claims to ignore", "自摸和没有可略过的鸣牌"),
    (r"player (?P<p>\d) wins on (?P<t>\S+) but drew (?P<d>\S+)", "{p} 号玩家和 {t}，摸到的却是 {d}"),
    (r"player (?P<p>\d) robs (?P<t>\S+), but the kong is of (?P<d>\S+)", "{p} 号玩家抢 {t}，但加杠的是 {d}"),
    (r"only a Hu on the added tile can compete for a robbed kong", "抢杠时只有和那张加杠牌的鸣牌可以相争"),
    (
        r"player (?P<p>\d) may not win now" + _TURN,
        lambda m, t: f"{m['p']} 号玩家此时不能和牌{_turn(m['turn'])}",
    ),
    (r"player (?P<p>\d) holds (?P<n>\d+) tiles, not 14", "{p} 号玩家有 {n} 张牌，而非 14 张"),
    (
        r"player (?P<p>\d) Hu (?P<t>\S+): (?P<msg>.+)",
        "{p} 号玩家和 {t}：{msg}",
    ),
]
