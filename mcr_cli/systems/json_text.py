"""The batch's JSON text of a ``Result``, every system's, written from pieces kept.

``mcr score --json --batch`` writes one object a line, and a log of a
million hands spends a good part of each line building ``to_dict``'s object
and walking it in ``json``'s encoder.  Most of that text is the same from
hand to hand: a pattern's names and points, a multiplier's names and
factor.  So each such piece is made once (by ``json.dumps``, so its bytes are
the encoder's) and kept, and only the numbers are written per hand.

The text is ``json.dumps(result.to_dict(), ensure_ascii=False)`` byte for
byte (``tests/systems/test_json_text.py`` holds every system to it, on
generated hands and the examples).  A result holding what is rare and may
carry a house file's own words (horses, 铲, kongs, house rules) gives
``None``: the caller encodes ``to_dict``'s object instead, as for any result
before.  The hand's canonical notation is ASCII digits, letters, brackets and
commas, which JSON writes as they are.
"""

from __future__ import annotations

from ..model.hand import format_hand
from .result import FANS, CountedPattern, Multiplier, Result

_FAN_BY_ID: list[str | None] = []
"""An MCR fan's text up to its count (``{"id": 1, "zh": …, "points": 88, "count": ``) by fan id."""
_PATTERN: dict[tuple[str, str, int, int | None], str] = {}
"""A pattern's text up to its count (``{"zh": …, "points": 2, "count": ``) by names, points and id."""
_MULTIPLIER: dict[tuple[str, str, int], str] = {}
"""A multiplier's whole text by names and factor."""
_NAME: dict[str, str] = {}
"""A system's name as a JSON string."""


def json_text(result: Result) -> str | None:
    """The JSON text of ``result.to_dict()``, or ``None`` for a result this writer leaves to ``json``."""
    if result.counting == FANS:
        return _fans_text(result)
    if result.house is not None or result.horses or result.chan is not None or result.kongs:
        return None
    fans = ", ".join([f"{_pattern(f)}{f.count}}}" for f in result.fans])
    multipliers = ", ".join([_multiplier(m) for m in result.multipliers])
    kongs = "" if result.kongs is None else ', "kongs": []'
    capped = "" if result.capped is None else f', "capped": {"true" if result.capped else "false"}'
    return (
        f'{{"hand": "{format_hand(result.hand)}", "rules": {_name(result.system)}, "fans": [{fans}], '
        f'"fan_points": {result.fan_points}, "multipliers": [{multipliers}], "base": {result.base}, '
        f'"total": {result.total}, "valid": {"true" if result.valid else "false"}, '
        f'"payments": {_seats(result.payments)}, "kong_payments": {_seats(result.kong_payments)}'
        f"{kongs}{capped}}}"
    )


def _fans_text(result: Result) -> str:
    """MCR's object: fans by id, flowers, the four seats' payments."""
    listed = ", ".join([f"{_fan(f)}{f.count}}}" for f in result.fans])
    paid = result.payments
    return (
        f'{{"hand": "{format_hand(result.hand)}", "fans": [{listed}], "fan_points": {result.fan_points}, '
        f'"flowers": {result.flowers}, "total": {result.total}, '
        f'"valid": {"true" if result.valid else "false"}, '
        f'"payments": {{"E": {paid["E"]}, "S": {paid["S"]}, "W": {paid["W"]}, "N": {paid["N"]}}}}}'
    )


def _seats(paid: dict[str, int] | None) -> str:
    """A payments object: each seat (a letter) and its amount, in the result's order."""
    if not paid:
        return "{}"
    return "{" + ", ".join([f'"{seat}": {amount}' for seat, amount in paid.items()]) + "}"


def _dumps(obj: object) -> str:
    import json  # the batch path only: a single hand's JSON never loads it

    text = json.dumps(obj, ensure_ascii=False)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029").replace("\x85", "\\u0085")


def _fan(f: CountedPattern) -> str:
    fan = f.id or 0
    while len(_FAN_BY_ID) <= fan:
        _FAN_BY_ID.append(None)
    text = _FAN_BY_ID[fan]
    if text is None:
        text = _FAN_BY_ID[fan] = _dumps(f.to_dict())[: -len(str(f.count)) - 1]
    return text


def _pattern(f: CountedPattern) -> str:
    key = (f.zh, f.en, f.points, f.id)
    text = _PATTERN.get(key)
    if text is None:
        text = _PATTERN[key] = _dumps(f.to_dict())[: -len(str(f.count)) - 1]
    return text


def _multiplier(m: Multiplier) -> str:
    key = (m.zh, m.en, m.factor)
    text = _MULTIPLIER.get(key)
    if text is None:
        text = _MULTIPLIER[key] = _dumps(m.to_dict())
    return text


def _name(system: str) -> str:
    text = _NAME.get(system)
    if text is None:
        text = _NAME[system] = _dumps(system)
    return text
