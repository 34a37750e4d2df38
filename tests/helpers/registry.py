"""The tests' demo system in the registry for one test, and a winning hand under each system."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from mcr_cli.systems import register, unregister
from mcr_cli.systems.context import WinContext

WINS = {
    "mcr": ("123m456p789s111z22z", WinContext(self_drawn=True)),
    "tuidaohu": ("[111p,1]234p567p99pPP9p", WinContext(self_drawn=True)),
    "kawuxing": ("[555p,1]46p123s789sCC5p", WinContext()),
    "jipinghu": ("123m456p789s111z22z", WinContext(self_drawn=True)),
    "tianjin": ("12346m123p123sCC5m", WinContext(self_drawn=True, indicator=15)),
}
"""A winning hand and its context under each system."""


@contextmanager
def demo_registered() -> Iterator[None]:
    """``demo`` among ``SYSTEMS`` by its one line while the block runs; ``SYSTEMS`` as it was after."""
    register("tests.helpers.demo")
    try:
        yield
    finally:
        unregister("demo")
