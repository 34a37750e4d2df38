"""``--rules`` and the flags of the other systems, for ``mcr score``/``mcr waits`` and their batch lines.

The flags are declared once here; ``system_context`` turns them into the
core's ``SystemContext`` with the set of flags that were given, so that a
system refuses by name what it does not have.  Under MCR (the default) the
MCR path of ``cli.py`` runs unchanged, after checking that no other system's
flag was given.
"""

from __future__ import annotations

from typing import Any

import click

from ..errors import ContextError
from ..model.tiles import SEATS, Tile, parse_tile_name
from ..systems import DEFAULT, REGISTRY
from .options import StrictInt


class TileType(click.ParamType):  # type: ignore[type-arg,unused-ignore]
    """One tile: ``7p``, ``5z`` or an honor letter (``E``, ``C``)."""

    name = "tile"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Tile:
        try:
            return parse_tile_name(str(value))
        except ValueError:
            self.fail(
                f"{str(value)[:20]!r} is not a tile (1m-9m, 1p-9p, 1s-9s, E S W N C F P or 1z-7z)", param, ctx
            )


def parse_horses(text: str) -> tuple[int, tuple[Tile, ...]]:
    """``E:1s5p`` → (0, (1s, 5p)): the seat holding the horses and the horse tiles."""
    from ..model.notation import parse_tiles

    seat, colon, tiles = text.partition(":")
    if not colon or seat.upper() not in SEATS or len(seat) != 1:
        raise ContextError(f"--horses {text[:40]!r}: write SEAT:TILES, e.g. E:1s5p")
    try:
        parsed = parse_tiles(tiles)
    except ValueError as err:
        raise ContextError(f"--horses {text[:40]!r}: {err}") from None
    if not parsed or len(parsed) > 8:
        raise ContextError(f"--horses {text[:40]!r}: give 1 to 8 horse tiles")
    return SEATS.index(seat.upper()), parsed


def parse_lazhuang(text: str) -> tuple[tuple[int, int], ...]:
    """``S=1,W=2`` → ((1, 1), (2, 2)): the non-dealers who 拉庄 and how many times."""
    out: list[tuple[int, int]] = []
    for part in text.split(","):
        seat, eq, times = part.partition("=")
        if not eq or len(seat) != 1 or seat.upper() not in SEATS or times not in ("1", "2"):
            raise ContextError(f"--lazhuang {text[:40]!r}: write SEAT=N[,SEAT=N] with N 1 or 2, e.g. S=1,W=2")
        if any(s == SEATS.index(seat.upper()) for s, _ in out):
            raise ContextError(f"--lazhuang {text[:40]!r}: seat {seat.upper()} given twice")
        out.append((SEATS.index(seat.upper()), int(times)))
    return tuple(out)


def system_params() -> list[click.Parameter]:
    """The flags of ``--rules`` and of the systems beside MCR."""
    seat = click.Choice(list(SEATS), case_sensitive=False)

    def flag(name: str, text: str) -> click.Option:
        return click.Option([name], is_flag=True, help=text)

    return [
        click.Option(
            ["--rules"],
            type=click.Choice(list(REGISTRY)),
            default=None,
            help=f"Scoring system [default: {DEFAULT}]; see `mcr rules`.",
        ),
        click.Option(
            ["--rules-file"],
            metavar="FILE.toml",
            help="House rules: a TOML file naming a system and the values a club changes.",
        ),
        flag("--after-kong", "Won on the discard made right after a kong (杠上炮)."),
        click.Option(
            ["--base"], type=StrictInt(1, 1_000_000), metavar="N", help="底分: multiplies every amount [1]."
        ),
        click.Option(
            ["--indicator"], type=TileType(), metavar="TILE", help="The flipped tile that sets the wilds."
        ),
        click.Option(["--wild"], type=TileType(), metavar="TILE", help="The wild tile itself (推倒胡)."),
        click.Option(
            ["--horses"],
            multiple=True,
            metavar="SEAT:TILES",
            help="买马: horse tiles a seat holds (repeatable).",
        ),
        flag("--heavenly", "The dealer won on his dealt tiles (天胡)."),
        flag("--earthly", "A non-dealer self-drew his first tile (地胡)."),
        click.Option(["--dealer"], type=seat, metavar="[E|S|W|N]", help="The dealer (庄家) [default: E]."),
        flag("--revealed", "The winner had laid his hand open (亮倒, 卡五星)."),
        click.Option(
            ["--cap"], type=StrictInt(1, 1 << 20), metavar="N", help="Cap on the product of factors (封顶)."
        ),
        click.Option(["--min-fan"], type=StrictInt(0, 3), metavar="N", help="Minimum 番 to win (鸡平胡)."),
        flag("--zuozhuang", "The dealer chose 坐庄 (天津)."),
        click.Option(["--lazhuang"], metavar="SEAT=N[,…]", help="Non-dealers who 拉庄, N times (天津)."),
        flag("--chan", "铲 happened (天津)."),
    ]


SYSTEM_FLAGS = (
    *("after_kong", "base", "indicator", "wild", "horses", "heavenly", "earthly", "dealer"),
    *("revealed", "cap", "min_fan", "zuozhuang", "lazhuang", "chan"),
)
"""The parameter names MCR does not have: given with MCR, each is an error naming it
(``tests/test_cli_systems.py`` checks this list against ``system_params``)."""


def _given(value: Any) -> bool:
    return value is not None and value is not False and value != ()


def refuse_under_mcr(params: dict[str, Any]) -> None:
    """A flag of another system given under MCR is an error naming it (MCR has no ``--base``)."""
    for name in SYSTEM_FLAGS:
        if _given(params.get(name)):
            flag = "--" + name.replace("_", "-")
            raise ContextError(f"{flag} is not part of 国标麻将 (mcr); choose a system with --rules")


def _seat(letter: str | None) -> int | None:
    return None if letter is None else SEATS.index(letter.upper())


def system_context(params: dict[str, Any]) -> Any:
    """The core's ``SystemContext`` of the flags, with the set of flags given."""
    from ..systems.base import FLAG_NAMES, SystemContext

    given = frozenset(
        name
        for name in FLAG_NAMES
        if name not in ("seat_wind", "prevalent_wind") and _given(params.get(name))
    )
    return SystemContext(
        self_drawn=params["self_drawn"],
        kong=params["kong"],
        last_tile=params["last_tile"],
        after_kong=params["after_kong"],
        fourth_tile=params["fourth_tile"],
        seat_wind=_seat(params["seat_wind"]) or 0,
        prevalent_wind=_seat(params["prevalent_wind"]) or 0,
        discarder=_seat(params["discarder"]),
        flowers=params["flowers"] or 0,
        base=params["base"] or 1,
        indicator=params["indicator"],
        wild=params["wild"],
        horses=tuple(parse_horses(h) for h in params["horses"]),
        heavenly=params["heavenly"],
        earthly=params["earthly"],
        dealer=_seat(params["dealer"]) or 0,
        revealed=params["revealed"],
        cap=params["cap"],
        min_fan=params["min_fan"],
        zuozhuang=params["zuozhuang"],
        lazhuang=parse_lazhuang(params["lazhuang"]) if params["lazhuang"] is not None else (),
        chan=params["chan"],
        given=given,
    )


def chosen_rules(params: dict[str, Any]) -> Any:
    """The ``Rules`` in force for ``--rules`` / ``--rules-file``; ``None`` under MCR.

    A house-rule file names its own system; ``--rules`` beside it must agree.
    """
    from ..systems import find_system

    name, path = params.get("rules"), params.get("rules_file")
    if path is not None:
        from ..systems.house import load_house_rules

        rules = load_house_rules(path)
        if name is not None and name != rules.system.name:
            raise ContextError(f"--rules {name}, but {path} is a house-rule file for {rules.system.name}")
        return rules
    if name is None or name == DEFAULT:
        return None
    return find_system(name).rules()


def score_other(params: dict[str, Any], rules: Any) -> Any:
    """Score the line's hand under the system of ``rules``: a ``SystemResult``."""
    from ..systems.scoring import score_system

    return score_system(rules.system, params["hand"], system_context(params), rules)


def check_expectations(result: Any, system: Any, params: dict[str, Any]) -> None:
    """``--expect`` / ``--expect-fans`` under a system: its total, its patterns and factors by name."""
    from .expect import Names, check

    counted = {f.zh: f.count for f in result.fans}
    counted.update({m.zh: 1 for m in result.multipliers})
    check(result.total, counted, params, Names([(p.zh, p.en) for p in system.patterns]))
