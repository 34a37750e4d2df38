"""Hypothesis strategies and settings shared by the pure MCR tests and their ``*_reference`` cross-checks.

The pure invariants (``test_shanten``, ``test_waits``, ``test_properties``) and
the comparisons with pymahjonggb (``test_*_reference``) draw the same hands, so
the strategies live here rather than in either module.
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, settings
from hypothesis import strategies as st

from mcr_cli import ContextError, Hand, ScoreResult, WinContext, score
from mcr_cli.model.hand import parse_hand
from mcr_cli.model.readings import counts_of
from tests.helpers.handgen import random_hand

CONCEALED_FLAVOURS = {
    "any": tuple(range(34)),
    "one-suit": tuple(range(9)) + tuple(range(27, 34)),
    "knitted": (0, 3, 6, 10, 13, 16, 20, 23, 26, *range(27, 34), 1, 9, 18),
    "orphans": (0, 8, 9, 17, 18, 26, *range(27, 34), 4, 13),
}
"""Tile pools for ``concealed_hands``: biased toward one suit, knitted tiles or orphans now and then."""


@st.composite
def concealed_hands(draw: st.DrawFn, size: int = 13) -> list[int]:
    """Counts of ``size`` tiles, biased toward one suit, knitted tiles or orphans now and then."""
    pool = CONCEALED_FLAVOURS[draw(st.sampled_from(sorted(CONCEALED_FLAVOURS)))]
    wall = [t for t in pool for _ in range(4)]
    picks = draw(st.lists(st.integers(0, len(wall) - 1), min_size=size, max_size=size, unique=True))
    return counts_of(wall[i] for i in picks)


def ready_hands(rng_hand: tuple[str, WinContext]) -> Hand:
    """A random winning hand with its winning tile taken away: ready on it, at least."""
    hand = parse_hand(rng_hand[0])
    return Hand(hand.melds, hand.standing, None)


hands = st.randoms(use_true_random=False).map(random_hand)
"""Random winning hands with consistent contexts: ``(text, WinContext)``."""
ready = hands.map(ready_hands)
"""Random 13-tile hands that are ready (a winning hand less its winning tile)."""

shanten_examples = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
waits_examples = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
fast = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def scored(text: str, ctx: WinContext) -> ScoreResult:
    """The score, or a rejected example when the generated flags contradict the hand (ruling 17)."""
    try:
        return score(text, ctx)
    except ContextError:
        assume(False)
        raise
