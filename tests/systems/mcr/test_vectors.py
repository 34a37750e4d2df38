"""The public reference vectors, all of them, through ``mcr score --json --batch``.

2,000 hands scored by the reference scorer, kept in ``tests/data``.  Each must
come back with the same fans and counts, fan points, flowers, total, validity
and contract payments — at 100 %.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from mcr_cli.systems.mcr.fans.catalogue import FANS
from mcr_cli.systems.mcr.payments import payments
from tests.helpers.paths import ROOT, VECTORS

SEATS = "ESWN"


def _context(line: str) -> tuple[bool, int, int | None]:
    words = line.split()
    seat = SEATS.index(words[words.index("--seat-wind") + 1]) if "--seat-wind" in words else 0
    disc = SEATS.index(words[words.index("--discarder") + 1]) if "--discarder" in words else None
    return "-t" in words or "--self-drawn" in words, seat, disc


@pytest.fixture(scope="module")
def cases_and_results(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[dict, dict]]:
    cases = [json.loads(raw) for raw in VECTORS.read_text(encoding="utf-8").splitlines() if raw.strip()]
    batch = tmp_path_factory.mktemp("vectors") / "lines.txt"
    batch.write_text("\n".join(c["line"] for c in cases) + "\n", encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", str(batch)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert "Traceback" not in run.stderr
    assert run.returncode == 0, run.stderr[-500:]
    objects = [json.loads(raw) for raw in run.stdout.splitlines()]
    assert len(objects) == len(cases)
    return list(zip(cases, objects, strict=True))


def test_vectors_agree_at_100_percent(cases_and_results: list[tuple[dict, dict]]) -> None:
    disagreements = []
    for case, got in cases_and_results:
        exp = case["expect"]
        want_fans = Counter((i, c) for i, c in exp["fans"] if i != 81)
        got_fans = Counter((f["id"], f["count"]) for f in got.get("fans", []) if f["id"] != 81)
        self_drawn, seat, disc = _context(case["line"])
        valid = exp["fan_points"] >= 8
        want = {
            "fans": want_fans,
            "fan_points": exp["fan_points"],
            "flowers": exp["flowers"],
            "total": exp["total"],
            "valid": valid,
            "payments": payments(
                exp["total"], valid, seat, None if self_drawn else (seat + 3) % 4 if disc is None else disc
            ),
        }
        have = {
            "fans": got_fans,
            "fan_points": got.get("fan_points"),
            "flowers": got.get("flowers"),
            "total": got.get("total"),
            "valid": got.get("valid"),
            "payments": got.get("payments"),
        }
        if want != have:
            disagreements.append((case["line"], want, have))
    assert not disagreements, (
        f"{len(disagreements)} of {len(cases_and_results)} differ; first: {disagreements[0]}"
    )


def test_vectors_report_official_points(cases_and_results: list[tuple[dict, dict]]) -> None:
    for _, got in cases_and_results:
        for fan in got["fans"]:
            assert fan["points"] == FANS[fan["id"]].points
            assert fan["zh"] == FANS[fan["id"]].zh


def test_vectors_echo_canonical_hands(cases_and_results: list[tuple[dict, dict]]) -> None:
    from mcr_cli import format_hand, parse_hand

    for _, got in cases_and_results:
        assert got["hand"] == format_hand(parse_hand(got["hand"]))
