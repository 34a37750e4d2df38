"""``WinContext``'s fields and the table's flag declarations (``flags.TABLE``) name the same things.

Each field is matched to its flag by name (``context.FIELD_FLAGS``), never by
position; this holds the two to the same names, defaults and order, so that
a flag added to the table without its field (or the other way) fails here.
"""

from __future__ import annotations

import pytest

from mcr_cli.errors import FlagValueError
from mcr_cli.systems.context import FIELD_FLAGS, WinContext, check_types
from mcr_cli.systems.flags import TABLE


def test_every_field_but_extra_has_its_flag_and_no_flag_lacks_a_field() -> None:
    fields = [name for name in WinContext._fields if name != "extra"]
    assert [f.name for f in TABLE] == fields
    assert [f.name for f in FIELD_FLAGS] == fields


def test_each_flags_default_is_its_fields() -> None:
    defaults = WinContext._field_defaults
    assert {f.name: f.default for f in FIELD_FLAGS} == {k: v for k, v in defaults.items() if k != "extra"}


def test_a_field_is_checked_by_its_own_flag() -> None:
    """``seat_wind`` out of range is said as a seat's error, by ``seat_wind``'s own flag."""
    with pytest.raises(FlagValueError, match="seat"):
        check_types(WinContext(seat_wind=7), {})
    with pytest.raises(FlagValueError, match="0-8"):
        check_types(WinContext(flowers=9), {})
