"""The page's one door into the package (``web/``, ``make site``, ``docs/page.md``): a batch line in, what
the command shows out, as JSON text for the page's JavaScript.

Why in ``cli/``: a hand on the page *is* a line of ``mcr score --batch`` (the hand and its flags), so it is
read by the batch-line parser (``cli/batch/parser.py``: click's parameters, derived from the systems'
declarations) and its JSON is written by the batch runner of ``mcr score`` (``cli/main.score_runner``): the
page's ``#result-json`` is the command's output byte for byte, with no second writer to drift.  The views
the page draws are the command's own blocks (``render.result.score_blocks`` with ``--explain``,
``render.waits``), in the language chosen, and the errors are said by ``render.faults`` as ``--lang`` says
them.  Nothing here imports rich (the page runs without it) or draws anything.

The scoring API is called in one place only, the "adapter" section below (``_score``, ``_waits``,
``_shanten``), and there through the same functions the commands use, so that a change of the API is one
edit here and none in the page.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from ..errors import InvalidHandError, NotWinningError
from ..render.layout import Block, Line, Table
from ..render.output import error_message

__all__ = ["describe", "discards", "fields", "house", "run", "structure"]


# --- adapter: the only calls of the scoring API ----------------------------------------------------


def _score(params: dict[str, Any]) -> Any:
    """The result of a line's parameters, as ``mcr score LINE --explain`` scores it (raises its errors)."""
    from .main import score_line

    return score_line(params)


def _before_win(params: dict[str, Any]) -> dict[str, Any]:
    """A score line's parameters as ``mcr waits`` reads them: the flags known before the win."""
    from .waits import waits_params

    names = [p.name for p in waits_params() if p.name]
    return {name: params.get(name, "" if name == "visible" else None) for name in names}


def _waits(params: dict[str, Any]) -> Any:
    from .waits import waits_line

    return waits_line(_before_win(params))


def _shanten(params: dict[str, Any]) -> Any:
    from .waits import shanten_line

    return shanten_line(_before_win(params))


# --- the line ----------------------------------------------------------------------------------------


@cache
def _runner() -> Any:
    """``mcr score --json --batch``'s line runner (``cli/main.score_runner``), built once."""
    from .main import score_runner

    return score_runner(True, False, None)


def _json_of(line: str, number: int) -> str:
    """What ``mcr score --json --batch FILE`` writes for ``line`` as line ``number`` of FILE."""
    from .batch.reader import Line as BatchLine

    out = _runner().run(BatchLine(number, line)).out
    return out if isinstance(out, str) else ""


def _params(line: str) -> dict[str, Any]:
    """The line's parameters, read as a batch line is (raises ``LineError``)."""
    from .batch.parser import split_line

    runner = _runner()
    return dict(runner.parser.parse(split_line(line)))


def fields(line: str) -> dict[str, Any]:
    """The line's words by parameter, for the page's controls: ``{"hand": ..., "flags": {name: value}}``.

    A switch is ``True``, an option its word, a repeatable option its list of words; nothing is
    checked here (``run`` says what is wrong).

    >>> fields("123m 456p789s111z22z -t --seat-wind S --horses E:1s --horses S:2p")["flags"]
    {'self_drawn': True, 'seat_wind': 'S', 'horses': ['E:1s', 'S:2p']}
    """
    from .batch.parser import LineError, split_line
    from .options import option_table

    try:
        words = split_line(line)
    except LineError:
        return {"hand": line, "flags": {}}
    table = option_table(_runner().parser.command.params)
    hand: list[str] = []
    flags: dict[str, Any] = {}
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        name, eq, inline = word.partition("=") if word.startswith("--") else (word, "", "")
        found = table.get(name) if word.startswith("-") and word != "-" else None
        if found is None:
            hand.append(word)
            continue
        option, primary = found
        key = option.name or name
        if option.is_flag:
            flags[key] = primary
            continue
        value = inline if eq else (words[i] if i < len(words) else "")
        i += 0 if eq else 1
        flags[key] = [*flags.get(key, []), value] if option.multiple else value
    return {"hand": " ".join(hand), "flags": flags}


# --- what the page shows -----------------------------------------------------------------------------


def blocks(drawn: list[Block]) -> list[dict[str, Any]]:
    """The command's blocks as plain data: tables with their headers and cells, lines with their style."""
    out: list[dict[str, Any]] = []
    for block in drawn:
        if isinstance(block, Table):
            columns = [{"header": c.header, "justify": c.justify} for c in block.columns]
            out.append({"table": block.title, "columns": columns, "rows": [list(r) for r in block.rows]})
        elif isinstance(block, Line):
            out.append({"line": block.text, "style": block.style})
    return out


def _error(err: BaseException, hand: str, lang: str) -> dict[str, Any]:
    """An error as the command says it with ``--lang``: label, message, hint, and where in the hand."""
    from ..render.faults import error_words, say

    label, message = error_words(err, error_message(err), lang)
    hint_said = getattr(err, "hint_said", None)
    hint = say(hint_said, lang) if hint_said is not None else str(getattr(err, "hint", "") or "")
    position = getattr(err, "position", None)
    return {
        "label": label,
        "message": " ".join(message.split()),
        "hint": hint,
        "hand": hand,
        "position": position if type(position) is int else None,
        "code": getattr(err, "code", None),
    }


def structure(hand: str) -> dict[str, Any] | None:
    """The hand's melds and standing tiles as written (the last standing tile wins), before any check.

    ``None`` when the text is not notation.  The page draws the hand and edits it tile by tile from it.

    ``at``, ``standing_at``: where each meld and standing tile is written (the page marks the tile an
    error's position names).

    >>> shown = structure("[123m,2]45m6m")
    >>> shown["melds"], shown["standing"], shown["standing_at"]
    ([{'kind': 'chow', 'tiles': ['1m', '2m', '3m'], 'offer': 2, 'at': 0}], ['4m', '5m', '6m'], [8, 9, 11])
    """
    from ..model.notation import scan
    from ..model.tiles import tile_name

    try:
        scanned = scan(hand)
    except ValueError:
        return None
    melds = [
        {"kind": m.kind.value, "tiles": [tile_name(t) for t in m.tiles], "offer": m.offer, "at": at}
        for m, at in zip(scanned.melds, scanned.meld_positions, strict=True)
    ]
    standing = [tile_name(t) for t, _ in scanned.standing]
    return {"melds": melds, "standing": standing, "standing_at": [at for _, at in scanned.standing]}


def house(path: str) -> str:
    """The system a house-rule file names, or how the command says what is wrong with it (JSON text)."""
    from ..systems.house import load_house_rules

    try:
        return json.dumps({"system": load_house_rules(path).system.name})
    except ValueError as err:
        return json.dumps({"error": _error(err, "", "en")}, ensure_ascii=False)


def _tiles_of(hand: str) -> int | None:
    """13 for a hand that parses as 13 tiles (waits), 14 as 14, else ``None``."""
    from ..model.hand import parse_hand

    for count in (13, 14):
        try:
            parse_hand(hand, tiles=count)
        except ValueError:
            continue
        return count
    return None


def run(line: str, lang: str = "en", number: int = 1) -> str:
    """Everything the page shows for ``line``, as JSON text.

    ``json``: what ``mcr score --json --batch`` writes for the line as line ``number`` (for a hand
    that scores, what ``mcr score LINE --json`` prints); ``blocks``: ``mcr score LINE --explain
    --lang LANG``'s tables and lines, or ``None`` when the line is refused; ``error``: how the command
    says the refusal in ``lang`` (with the 0-based ``position`` in ``hand`` for bad notation);
    ``analysis`` and ``analysis_blocks``: for a 13-tile hand, ``mcr waits``'s view, for 14 tiles that
    make no win, ``mcr shanten``'s discard table; ``fields``: the line's words by parameter.
    """
    from .batch.parser import LineError

    out: dict[str, Any] = {"json": _json_of(line, number), "blocks": None, "error": None}
    out.update(analysis=None, analysis_blocks=None, fields=fields(line))
    hand = out["fields"]["hand"]
    out["structure"] = structure(hand)
    params: dict[str, Any] | None = None
    try:
        params = _params(line)
        hand = params.get("hand") or hand
        result = _score(params)
    except (RecursionError, MemoryError) as err:
        from .faults import TOO_DEEP

        out["error"] = _error(LineError(TOO_DEEP(kind=type(err).__name__)), hand, lang)
    except ValueError as err:
        out["error"] = _error(err, hand, lang)
        if params is not None and isinstance(err, (InvalidHandError, NotWinningError)):
            _analyse(params, hand, lang, out)
    else:
        from ..render.result import score_blocks

        out["blocks"] = blocks(score_blocks(result, lang=lang, explain=True))
    return json.dumps(out, ensure_ascii=False)


def discards(line: str, lang: str = "en") -> str:
    """``mcr shanten``'s view of the line's hand (for 14 tiles, the discard table), as JSON text:
    ``{"blocks": ...}`` or ``{"error": ...}``."""
    hand = fields(line)["hand"]
    try:
        params = _params(line)
        hand = params.get("hand") or hand
        drawn = _shanten(params)
    except ValueError as err:
        return json.dumps({"error": _error(err, hand, lang)}, ensure_ascii=False)
    from ..render import waits as views

    return json.dumps({"blocks": blocks(views.shanten_blocks(drawn, lang))}, ensure_ascii=False)


def _analyse(params: dict[str, Any], hand: str, lang: str, out: dict[str, Any]) -> None:
    """The waits of a 13-tile hand, or the discard table of 14 tiles that do not win (where there are any)."""
    from ..render import waits as drawn

    count = _tiles_of(hand)
    try:
        if count == 13:
            out["analysis"] = "waits"
            out["analysis_blocks"] = blocks(drawn.waits_blocks(_waits(params), lang))
        elif count == 14:
            out["analysis"] = "shanten"
            out["analysis_blocks"] = blocks(drawn.shanten_blocks(_shanten(params), lang))
    except ValueError as err:  # the flags a waits line refuses: said, no table
        out["analysis_error"] = _error(err, hand, lang)


# --- what the page is made of -----------------------------------------------------------------------

_CJK = re.compile(r"[\u3400-\u9fff][\u3400-\u9fff、，·]*")


def _zh_of(text: str) -> str:
    """The first Chinese term of a help text (``Won by self-draw (自摸); …`` → ``自摸``), or ``""``."""
    found = _CJK.search(text)
    return found.group(0) if found else ""


@cache
def describe() -> str:
    """The page's controls, generated from the declarations, as JSON text.

    ``systems``: each system's name, names, seats and the flags it has; ``flags``: every flag of a
    ``mcr score`` line but ``--rules``, ``--rules-file`` and the expectations — its option, kind,
    range and help as the command's ``--help`` has them (``zh``: the Chinese term its help names).
    """
    import mcr_cli

    from .. import systems as registered
    from ..systems import DEFAULT
    from ..systems.flags import TABLE
    from . import flags as cf

    systems = []
    for declaration in registered.SYSTEMS:
        system = declaration.system()
        has = system.flag_names()
        systems.append(
            {
                "name": declaration.name,
                "zh": system.zh,
                "en": system.en,
                "seats": system.seats,
                "flags": sorted(has),
            }
        )
    declared: list[dict[str, Any]] = []
    for flag in TABLE:
        declared.append(_flag(flag, tuple(d.name for d in cf.declarations() if flag.name in d.reads)))
    for setting, low, high, names in cf.setting_flags().values():
        declared.append(
            {
                "name": setting.name,
                "option": setting.option,
                "kind": "number",
                "low": low,
                "high": high,
                "default": setting.default,
                "help": setting.description,
                "zh": _zh_of(setting.description),
                "repeat": False,
                "setting": True,
                "systems": list(names),
            }
        )
    for flag, names in cf.own_flags().values():
        declared.append(_flag(flag, names))
    text = {"version": mcr_cli.__version__, "default": DEFAULT, "systems": systems, "flags": declared}
    return json.dumps(text, ensure_ascii=False)


def _flag(flag: Any, systems: tuple[str, ...]) -> dict[str, Any]:
    return {
        "name": flag.name,
        "option": flag.option,
        "short": flag.short,
        "kind": flag.kind,
        "low": flag.low,
        "high": flag.high,
        "default": flag.default,
        "help": flag.help,
        "zh": _zh_of(flag.help),
        "metavar": flag.metavar,
        "repeat": flag.repeat,
        "before_win": flag.before_win,
        "setting": False,
        "systems": list(systems),
    }
