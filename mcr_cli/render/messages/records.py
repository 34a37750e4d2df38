"""The shapes still said from the English for match records and game logs: ``limits.parse_number``'s
numbers and the line reader's faults (the rest is ``render/zh/records.py``)."""

from __future__ import annotations

from .base import Template

WHAT_ZH = {
    "penalty points": "罚分",
    "a fan total": "番数合计",
    "the Fan line's total": "Fan 行的合计",
    "a score change": "得失分",
    "--expect": "--expect",
    "--flowers": "--flowers",
}
"""What a number of a record or a log is, as ``limits.parse_number`` names it."""


def what(text: str) -> str:
    """``the count of X`` → ``X 的次数``; the others by ``WHAT_ZH``, else as written (a flag)."""
    if text.startswith("the count of "):
        return f"{text[13:]} 的次数"
    return WHAT_ZH.get(text, text)


SHAPES: list[tuple[str, Template]] = [
    # --- numbers (limits.parse_number) of records and logs --------------------------------
    (
        r"(?P<f>penalty points|a fan total|the Fan line's total|a score change|the count of .+?) "
        r"must be a whole number (?P<r>\d+-\d+), not (?P<x>.+)",
        lambda m, t: f"{what(m['f'])} 须为整数 {m['r']}，而非 {m['x']}",
    ),
    (
        r"(?P<f>penalty points|a fan total|the Fan line's total|a score change|the count of .+?) "
        r"must be (?P<r>\d+-\d+), not (?P<x>.+)",
        lambda m, t: f"{what(m['f'])} 须为 {m['r']}，而非 {m['x']}",
    ),
    # --- a file's lines (cli/match's reader; replay/rounds says its own) ---------------------
    (r"a line longer than (?P<n>\d+) bytes", "一行超过 {n} 字节"),
    (r"not UTF-8 text \((?P<why>.+) at byte (?P<n>\d+)\)", "不是 UTF-8 文本（第 {n} 个字节）"),
]
