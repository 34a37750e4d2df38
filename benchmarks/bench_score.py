#!/usr/bin/env python3
"""Benchmark ``mcr score`` against pymahjonggb, in one run.

    .venv/bin/python benchmarks/bench_score.py [--hands N] [--repeat R] [--cold-runs K]

Three per-hand figures over the same hands (the public vectors when
``../shared`` is beside the repo, generated hands otherwise):

* **ours** — the real batch path, in process: ``mcr score --json --batch``
  (read the line, split it, parse flags and notation, score, dump JSON);
* **pymahjonggb job** — the same job done with the C++ scorer: split the line,
  parse flags and notation, call ``MahjongFanCalculator``, build the contract's
  JSON object and dump it;
* **bare pymahjonggb** — the C++ call alone, arguments prepared beforehand.

Then the cold start: the wall time of ``mcr score HAND`` against
``python -c "import click, rich"`` (median of K runs each, interleaved).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mcr_cli import WinContext, parse_hand  # noqa: E402
from mcr_cli.cli import main  # noqa: E402
from mcr_cli.fans.catalogue import FANS  # noqa: E402
from mcr_cli.payments import payments  # noqa: E402
from tests.handgen import random_hand  # noqa: E402
from tests.reference import ref_args  # noqa: E402

VECTORS = ROOT.parent / "shared" / "vectors" / "mcr-reference.jsonl"
COLD_HAND = "[123p,1][999s,3]45m678pFF6m"
_IDS = {f.en.lower(): int(f.id) for f in FANS.values()}
_IDS.update({"all five": 31, "two dragons pungs": 54, "robbing the kong": 47})
_SEATS = "ESWN"


def load_lines(n: int) -> list[str]:
    if VECTORS.exists():
        lines = [json.loads(raw)["line"] for raw in VECTORS.read_text(encoding="utf-8").splitlines() if raw]
    else:
        rng = random.Random(1)
        lines = []
        while len(lines) < n:
            text, ctx = random_hand(rng)
            flags = " -t" if ctx.self_drawn else ""
            lines.append(f"{text}{flags} --seat-wind {_SEATS[ctx.seat_wind]}")
    return (lines * (n // len(lines) + 1))[:n]


def time_ours(lines: list[str], repeat: int) -> float:
    """Seconds per hand through the real batch command, best of ``repeat``."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
        path = fh.name
    best = float("inf")
    for _ in range(repeat):
        sink = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(sink), contextlib.suppress(SystemExit):
            main(["score", "--json", "--batch", path], standalone_mode=False)
        best = min(best, time.perf_counter() - start)
        assert sink.getvalue().count("\n") == len(lines), "every line must produce one JSON object"
    Path(path).unlink()
    return best / len(lines)


def _context(words: list[str]) -> tuple[str, WinContext]:
    """The flags of one line, read as ``mcr score`` reads them (enough for the vectors)."""
    kw: dict[str, object] = {}
    hand = ""
    i = 0
    while i < len(words):
        w = words[i]
        if w in ("-t", "--self-drawn"):
            kw["self_drawn"] = True
        elif w in ("--fourth-tile", "--kong", "--last-tile"):
            kw[w[2:].replace("-", "_")] = True
        elif w in ("--seat-wind", "--prevalent-wind", "--discarder"):
            kw[w[2:].replace("-", "_")] = _SEATS.index(words[i + 1])
            i += 1
        elif w == "--flowers":
            kw["flowers"] = int(words[i + 1])
            i += 1
        else:
            hand = w
        i += 1
    return hand, WinContext(**kw)  # type: ignore[arg-type]


def pymahjonggb_job(line: str, calc) -> str:
    """The batch job with the C++ scorer: parse, call, build the contract's JSON, dump it."""
    text, ctx = _context(shlex.split(line))
    hand = parse_hand(text)
    fans = []
    fan_points = 0
    for points, count, zh, en in calc(**ref_args(hand, ctx)):
        fans.append({"id": _IDS.get(en.lower(), 0), "zh": zh, "en": en, "points": points, "count": count})
        if en != "Flower Tiles":
            fan_points += points * count
    total = fan_points + ctx.flowers
    obj = {
        "hand": text,
        "fans": fans,
        "fan_points": fan_points,
        "flowers": ctx.flowers,
        "total": total,
        "valid": fan_points >= 8,
        "payments": payments(total, fan_points >= 8, ctx.seat_wind, ctx.discarder_seat),
    }
    return json.dumps(obj, ensure_ascii=False)


def time_reference(lines: list[str], repeat: int) -> tuple[float, float]:
    """(job, bare call) seconds per hand with pymahjonggb, best of ``repeat``."""
    import MahjongGB

    calc = MahjongGB.MahjongFanCalculator
    job = bare = float("inf")
    prepared = []
    for line in lines:
        text, ctx = _context(shlex.split(line))
        prepared.append(ref_args(parse_hand(text), ctx))
    for _ in range(repeat):
        start = time.perf_counter()
        for line in lines:
            pymahjonggb_job(line, calc)
        job = min(job, time.perf_counter() - start)
        start = time.perf_counter()
        for kwargs in prepared:
            calc(**kwargs)
        bare = min(bare, time.perf_counter() - start)
    return job / len(lines), bare / len(lines)


def cold_start(runs: int) -> tuple[float, float]:
    """Median wall seconds of ``mcr score HAND`` and of ``python -c 'import click, rich'``.

    The package is byte-compiled first, as ``pip install`` leaves it: with
    ``PYTHONDONTWRITEBYTECODE`` set (as on this project's machines) an editable
    checkout would otherwise recompile every module on every run.
    """
    import compileall

    compileall.compile_dir(str(ROOT / "mcr_cli"), quiet=1)
    mcr = Path(sys.executable).with_name("mcr")
    ours_cmd = (
        [str(mcr), "score", COLD_HAND]
        if mcr.exists()
        else [sys.executable, "-m", "mcr_cli", "score", COLD_HAND]
    )
    base_cmd = [sys.executable, "-c", "import click, rich"]
    ours, base = [], []
    for _ in range(runs):
        for cmd, out in ((ours_cmd, ours), (base_cmd, base)):
            start = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
            out.append(time.perf_counter() - start)
    return statistics.median(ours), statistics.median(base)


def main_(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--cold-runs", type=int, default=15)
    args = ap.parse_args(argv)
    lines = load_lines(args.hands)
    source = "public vectors" if VECTORS.exists() else "generated hands"
    print(f"batch path, {len(lines)} hands ({source}), best of {args.repeat}:")
    ours = time_ours(lines, args.repeat)
    job, bare = time_reference(lines, args.repeat)
    print(f"  ours (mcr score --json --batch, in process) {ours * 1e6:8.1f} µs/hand")
    print(f"  pymahjonggb job (parse + C++ + JSON)        {job * 1e6:8.1f} µs/hand")
    print(f"  bare pymahjonggb call                       {bare * 1e6:8.1f} µs/hand")
    print(f"  ratio ours / pymahjonggb job   {ours / job:6.2f}x   (bar: <= 10x, aim 5x)")
    print(f"  ratio ours / bare C++ call     {ours / bare:6.2f}x")
    if args.cold_runs:
        cold, base = cold_start(args.cold_runs)
        print(f"cold start, median of {args.cold_runs}:")
        print(f"  mcr score {COLD_HAND}   {cold * 1e3:7.1f} ms")
        print(f"  python -c 'import click, rich'     {base * 1e3:7.1f} ms")
        print(f"  ratio {cold / base:5.2f}x   (bar: <= 1.5x)")


if __name__ == "__main__":
    main_()
