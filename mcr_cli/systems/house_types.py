"""What a house-rule file changed, apart from how the file is read (``house.py``): results echo it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple


class HouseRules(NamedTuple):
    """What a house-rule file changed, as it is echoed in the output."""

    source: str
    values: Mapping[str, int]
    off: tuple[str, ...]
    settings: Mapping[str, int | str]
    """The settings the file set: numbers, switches (``bool``) and words, as TOML gave them."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"file": self.source}
        if self.values:
            out["values"] = dict(self.values)
        if self.off:
            out["off"] = list(self.off)
        out.update(self.settings)
        return out
