"""The faults of match records and game logs (``match/faults.py``, ``replay/faults.py``) in Chinese."""

from __future__ import annotations

from typing import Final

ZH: Final[dict[str, str]] = {
    # --- match records ---------------------------------------------------------------------
    "record.hand": "第 {n} 盘: {what}",
    "record.hand-refused": "第 {n} 盘: {hand}: {what}",
    "part.did-you-mean": "（是否要用 {word}？）",
    "record.unexpected-flag": "和牌行中出现意外的 {word}（标志与 `mcr score` 的相同）{close}",
    "record.flag-twice": "{flag} 给了两次",
    "record.flag-takes-no-value": "{flag} 不带值",
    "record.flag-needs-a-value": "{flag} 需要一个值",
    "record.not-a-wind": "{flag} {value}：风为 E S W N（或 东 南 西 北）之一",
    "record.line-too-long": "这一行有 {length} 个字符；记录的一行最多 {limit} 个",
    "record.cannot-split": "无法把这一行分成词：{what}",
    "record.no-hands": "记录在座位之后没有一盘（win、draw）",
    "record.stops-early": (
        "记录在第 {n} 盘（共 {hands} 盘）就停了；若比赛提前结束（到时），请在最后一盘后写 'end'"
    ),
    "record.after-end": "'end' 之后不能再有内容",
    "record.line-start": "每行以座位（E S W N）或 win、draw、penalty、end 开头，而非 {word}{close}",
    "record.seats-first": "座位须在第一盘之前定好",
    "record.seat-line": "座位行写作：座位 名字 [team 队名]，如 'E Alice team Dragons'（或 东 张三 队 龙）",
    "record.name-is-a-word": "{name} 是记录用词，不能作玩家名",
    "record.name-reads-as-flag": "{name} 不能作玩家名（会被读作标志或数字）",
    "record.seat-taken": "座位 {seat} 已有 {name}",
    "record.already-seated": "{name} 已坐 {seat} 位：一人只坐一个座位",
    "record.unknown-player": "没有玩家 {word}（玩家为 {names}）",
    "record.seat-empty": "座位 {seats} 没有玩家；座位行须写在第一盘之前",
    "record.seventeenth-hand": "第 17 盘：一场比赛 {hands} 盘（四圈，每圈四盘）",
    "record.draw-line": "荒庄行只写 'draw'",
    "record.penalty-before-hand": "罚分写在所罚那一盘的行之后；此前还没有一盘",
    "record.penalty-line": "罚分行写作：penalty 玩家 分数 [原因]，分数为大于 0 的整数",
    "record.win-line": "和牌行写作：win 和牌者 手牌或番数合计 [标志] [from 点炮者]",
    "record.wind-given": "{flag} {value}：第 {n} 盘的{whose}是 {seat}（记录已定出风位；不要写这个标志）",
    "word.seat-wind-of": "{name} 的门风",
    "word.the-prevalent-wind": "圈风",
    "record.flowers": "--flowers {value}：花牌共 8 张（0-8）",
    "record.expect-fans-total": "--expect-fans 须有写出的手牌；只有番数合计时，用 --expect 核对合计",
    "record.flag-needs-hand": "{flag} 说的是写出的手牌；只有番数合计（{total}）时，请写出手牌或去掉这个标志",
    "record.self-drawn-discarder": "自摸没有点炮者：去掉 'from' 或 --self-drawn",
    "record.no-discarder": "和别人打出的牌要写点炮者：加上 'from 玩家'（或 --self-drawn）",
    "record.own-discard": "点炮者就是和牌者 {name}：不能和自己打出的牌",
    "record.no-win": "第 {n} 盘：{points} 番不够和牌；和牌须 {least} 番（起和分，花牌不计）",
    "record.two-teams": "{name} 在这里为 {team} 队出场，在 {place} 却为 {other} 队",
    "record.match-twice": "这场比赛给了两次",
    "record.after-out-of-range": "--after {value}：记录中有第 1-{hands} 盘（0 为第一盘之前）",
    "record.match-over": "比赛已结束：第 {n} 盘（共 {hands} 盘）是最后一盘，没有下一盘可追分",
    "record.match-ended": "比赛在第 {n} 盘后结束（'end'），没有下一盘可追分",
    # --- the API's arguments: said as in English, as a programmer reads them ---------------
    "api.record-not-text": "a record is text (str), not {value}",
    "api.record-source": "source must be a str naming the record, not {value}",
    "api.record-in-play": "in_play must be True or False, not {value}",
    "api.record-lines": "the lines are (number, text) pairs, not {value}",
    "api.record-line": "a record line is a (number, text) pair, not {value}",
    "api.record-text-or-lines": "a record is text or numbered lines, not {kind}",
    "api.record-finals": "finals must be a tuple of 局分, not {value}",
    "api.record-whole": "{name} must be a whole number {low}-{high}, not {value}",
    "api.record-value": "{what} must be {expected}, not {value}",
    "api.standings-results": "standings take MatchResult values, not {value}",
    "api.standings-placings": "MatchResult.placings must be 4 Placing values, not {value}",
    "api.standings-placing": "each placing must be a Placing of a player of the record, not {value}",
    "api.rank-standing": "rank takes Standing values, not {value}",
    "api.rank-standing-fields": (
        "a Standing needs a name (str), a team (str or None), members (str), "
        "and at least one 标准分 (0-64); not {name}, {standards}"
    ),
    "api.rank-list": "rank takes a list of Standing, not {value}",
    "api.standings-list": "standings take a list of MatchResult, not {value}",
    # --- game logs -------------------------------------------------------------------------
    "log.hu-refused": "{seat} 号玩家和 {tile}：{what}",
}
