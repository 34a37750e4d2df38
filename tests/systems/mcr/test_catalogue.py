"""The catalogue: ``FanId`` (the public ``IntEnum``) and ``Fan`` (the same numbers as plain ints)."""

from __future__ import annotations

from enum import IntEnum

import mcr_cli
from mcr_cli.systems.mcr.fans.catalogue import FANS, FanId
from mcr_cli.systems.mcr.fans.table import EXCLUDES, FAN_JSON, POINTS, Fan


def test_fan_id_is_a_plain_int_enum_of_the_81_fans() -> None:
    assert mcr_cli.FanId is FanId
    assert issubclass(FanId, IntEnum)
    assert [int(f) for f in FanId] == list(range(1, 82))
    assert FanId(28) is FanId.PURE_STRAIGHT and FanId["PURE_STRAIGHT"] == 28


def test_fan_holds_the_same_numbers_as_plain_ints() -> None:
    names = [name for name in vars(Fan) if name.isupper()]
    assert names == [f.name for f in FanId]
    for f in FanId:
        value = getattr(Fan, f.name)
        assert type(value) is int and value == f.value


def test_the_plain_tables_follow_the_catalogue() -> None:
    assert list(FANS) == list(FanId)
    for f in FanId:
        fan = FANS[f]
        assert fan.id is f
        assert POINTS[f] == fan.points
        assert EXCLUDES[f] == tuple(int(x) for x in fan.excludes)
        assert all(type(x) is FanId for x in fan.excludes)
        assert FAN_JSON[f] == {"id": int(f), "zh": fan.zh, "en": fan.en, "points": fan.points}
