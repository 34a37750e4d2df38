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
    # --- game logs' files (replay/rounds) ------------------------------------------------
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
