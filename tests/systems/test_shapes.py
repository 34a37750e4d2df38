"""The shared shape search (``systems/shapes.py``) under every system with its own shapes and wilds.

The same five properties hold in each system, so they are written once here,
with the system as a parameter; each system's own hand-worked tables and
rulings stay in ``tests/systems/NAME/test_shanten.py``.  The oracles are in
``tests/helpers/shanten_oracle.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.shanten_checks import (
    check_discards,
    check_small,
    check_special,
    check_tables,
    check_two_sets,
)
from tests.helpers.shanten_hands import system_hands

SYSTEMS = ["tuidaohu", "kawuxing", "jipinghu", "tianjin"]


@pytest.mark.parametrize("system", SYSTEMS)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_small_hands_agree_with_brute_force(system: str, data: st.DataObject) -> None:
    check_small(data.draw(system_hands(system, (3, 4), size=13) | system_hands(system, (3, 4), size=14)))


@pytest.mark.parametrize("system", SYSTEMS)
@settings(max_examples=6, deadline=None)
@given(data=st.data())
def test_two_set_hands_agree_with_every_target(system: str, data: st.DataObject) -> None:
    check_two_sets(data.draw(system_hands(system, (2, 2))))


@pytest.mark.parametrize("system", SYSTEMS)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_tables_agree_with_exhaustive_search(system: str, data: st.DataObject) -> None:
    check_tables(data.draw(system_hands(system, (0, 1), size=13) | system_hands(system, (0, 4), size=14)))


@pytest.mark.parametrize("system", SYSTEMS)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_special_shapes_agree_with_their_oracles(system: str, data: st.DataObject) -> None:
    check_special(data.draw(system_hands(system, (0, 0), size=13) | system_hands(system, (0, 0), size=14)))


@pytest.mark.parametrize("system", SYSTEMS)
@settings(max_examples=8, deadline=None)
@given(data=st.data())
def test_discard_table_is_the_hands_it_leaves(system: str, data: st.DataObject) -> None:
    check_discards(data.draw(system_hands(system, (0, 2), size=14)))
