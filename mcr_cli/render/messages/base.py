"""What every part of the catalogue shares: the types of a shape, a suggestion's names."""

from __future__ import annotations

import re
from collections.abc import Callable

Translate = Callable[[str], str]
"""The catalogue itself, for a message inside a message (``--visible X: <msg>``)."""
Template = str | Callable[[re.Match[str], Translate], str]
"""Chinese with ``{group}`` fields, or a function of the match for what a format cannot say."""


def close_names(names: str) -> str:
    """``单钓将 Single Wait, 平和 All Chows`` → ``单钓将、平和``: the Chinese names of a suggestion."""
    return "、".join(part.split(" ", 1)[0] for part in names.split(", "))
