"""The 81 fans: the catalogue, the detectors by family, exclusions and 套算一次."""

from .catalogue import FANS, FanDef, FanId

__all__ = ["FANS", "FanDef", "FanId"]
