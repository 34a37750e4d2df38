#!/usr/bin/env python3
"""Benchmark ``mcr score`` against pymahjonggb, in one run.

    .venv/bin/python benchmarks/bench_score.py [--hands N] [--repeat R] [--cold-runs K] [--seed S]
        [--batch-hands M]

Per-hand figures over the same hands for both: the public vectors (when
copied in ``tests/data``) followed by generated hands up to N, new
to the process (the generator's seed changes with ``--seed``):

* **ours** — the real batch path, in process: ``mcr score --json --batch``
  (read the line, split it, parse flags and notation, score, dump JSON);
* **pymahjonggb job** — the same job done with the C++ scorer: split the line,
  parse flags and notation, call ``MahjongFanCalculator``, build the contract's
  JSON object and dump it;
* **bare pymahjonggb** — the C++ call alone, arguments prepared beforehand.

Ours is timed twice: the **first pass**, on hands the process has not seen
(what a log of a million new hands costs), and the best of R passes over the
same hands again (memo tables warm).  The bars (issue 8) are on the first
pass.  Times are CPU seconds of this process (``time.process_time``), so
that other work on the machine does not inflate them.

Then the cold start: the wall time of ``mcr score HAND --json`` and of the
table, ``mcr score HAND``, against ``python -c "import click, rich"``
(median of K runs each, interleaved).  Last, the wall time and peak memory
of ``mcr score --json --batch`` over ``--batch-hands`` generated hands (10⁶
by default; 0 skips it) with ``--jobs 1`` and ``--jobs 2`` (``bench_batch.py``).
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
from mcr_cli.cli.main import main  # noqa: E402
from mcr_cli.systems.mcr.fans.catalogue import FANS  # noqa: E402
from mcr_cli.systems.mcr.payments import payments  # noqa: E402
from tests.helpers.handgen import random_hand  # noqa: E402
from tests.helpers.reference import ref_args  # noqa: E402

VECTORS = ROOT / "tests" / "data" / "mcr-reference.jsonl"
COLD_HAND = "[123p,1][999s,3]45m678pFF6m"
_IDS = {f.en.lower(): int(f.id) for f in FANS.values()}
_IDS.update({"all five": 31, "two dragons pungs": 54, "robbing the kong": 47})
_SEATS = "ESWN"


def _flags(ctx: WinContext) -> str:
    """The command-line flags of a generated context."""
    words = ["-t"] if ctx.self_drawn else []
    words += [flag for flag, on in (("--fourth-tile", ctx.fourth_tile), ("--kong", ctx.kong),
                                    ("--last-tile", ctx.last_tile)) if on]  # fmt: skip
    words += ["--seat-wind", _SEATS[ctx.seat_wind], "--prevalent-wind", _SEATS[ctx.prevalent_wind]]
    if ctx.flowers:
        words += ["--flowers", str(ctx.flowers)]
    return " ".join(words)


def load_lines(n: int, seed: int) -> list[str]:
    """The public vectors (at most ``n``), then generated hands with every flag up to ``n`` lines."""
    lines: list[str] = []
    if VECTORS.exists():
        raw = VECTORS.read_text(encoding="utf-8").splitlines()
        lines = [json.loads(line)["line"] for line in raw if line][:n]
    rng = random.Random(seed)
    while len(lines) < n:
        text, ctx = random_hand(rng)
        lines.append(f"{text} {_flags(ctx)}")
    return lines


def time_ours(lines: list[str], repeat: int) -> tuple[float, float]:
    """CPU seconds per hand through the real batch command: (first pass, best of ``repeat`` more)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
        path = fh.name
    times = []
    for _ in range(1 + repeat):
        sink = io.StringIO()
        start = time.process_time()
        with contextlib.redirect_stdout(sink), contextlib.suppress(SystemExit):
            main(["score", "--json", "--batch", path], standalone_mode=False)
        times.append(time.process_time() - start)
        assert sink.getvalue().count("\n") == len(lines), "every line must produce one JSON object"
    Path(path).unlink()
    return times[0] / len(lines), min(times[1:]) / len(lines)


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
    try:
        hand = parse_hand(text)
        scored = calc(**ref_args(hand, ctx))
    except Exception as err:  # a refused hand gives an error object, as ours does
        return json.dumps({"hand": text, "error": str(err)}, ensure_ascii=False)
    fans = []
    fan_points = 0
    for points, count, zh, en in scored:
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
        "payments": payments(total, fan_points >= 8, ctx.seat_wind, ctx.discarder_seat()),
    }
    return json.dumps(obj, ensure_ascii=False)


def time_reference(lines: list[str], repeat: int) -> tuple[float, float]:
    """(job, bare call) CPU seconds per hand with pymahjonggb, best of ``repeat``."""
    import MahjongGB

    calc = MahjongGB.MahjongFanCalculator
    job = bare = float("inf")
    prepared = []
    for line in lines:
        text, ctx = _context(shlex.split(line))
        with contextlib.suppress(Exception):
            prepared.append(ref_args(parse_hand(text), ctx))
    for _ in range(repeat):
        start = time.process_time()
        for line in lines:
            pymahjonggb_job(line, calc)
        job = min(job, time.process_time() - start)
        start = time.process_time()
        for kwargs in prepared:
            with contextlib.suppress(Exception):
                calc(**kwargs)
        bare = min(bare, (time.process_time() - start) * len(lines) / len(prepared))
    return job / len(lines), bare / len(lines)


def cold_start(runs: int) -> tuple[float, float, float]:
    """Median wall seconds: ``mcr score HAND --json``, ``mcr score HAND``, ``python -c "import click, rich"``.

    The package is byte-compiled first, as ``pip install`` leaves it: with
    ``PYTHONDONTWRITEBYTECODE`` set (as on this project's machines) an editable
    checkout would otherwise recompile every module on every run.
    """
    import compileall

    compileall.compile_dir(str(ROOT / "mcr_cli"), quiet=1)
    mcr = Path(sys.executable).with_name("mcr")
    ours_cmd = [str(mcr)] if mcr.exists() else [sys.executable, "-m", "mcr_cli"]
    cmds = (
        [*ours_cmd, "score", COLD_HAND, "--json"],
        [*ours_cmd, "score", COLD_HAND],
        [sys.executable, "-c", "import click, rich"],
    )
    times: list[list[float]] = [[] for _ in cmds]
    for _ in range(runs):
        for cmd, out in zip(cmds, times, strict=True):
            start = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
            out.append(time.perf_counter() - start)
    json_, table, base = (statistics.median(t) for t in times)
    return json_, table, base


def main_(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--cold-runs", type=int, default=15)
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument(
        "--batch-hands",
        type=int,
        default=1_000_000,
        help="hands for the --jobs 1 / --jobs 2 wall-time run (bench_batch.py); 0 skips it",
    )
    args = ap.parse_args(argv)
    lines = load_lines(args.hands, args.seed)
    vectors = min(2000, len(lines)) if VECTORS.exists() else 0
    print(f"batch path, {len(lines)} hands ({vectors} public vectors, the rest generated), CPU time:")
    first, warm = time_ours(lines, args.repeat)
    job, bare = time_reference(lines, args.repeat)
    print(f"  ours, first pass (unseen hands)      {first * 1e6:8.1f} µs/hand")
    print(f"  ours, again (best of {args.repeat}, memo warm)   {warm * 1e6:8.1f} µs/hand")
    print(f"  pymahjonggb job (parse + C++ + JSON) {job * 1e6:8.1f} µs/hand   (best of {args.repeat})")
    print(f"  bare pymahjonggb call                {bare * 1e6:8.1f} µs/hand")
    print(f"  ratio ours first pass / pymahjonggb job  {first / job:5.2f}x   (bar: <= 3x, aim 2x)")
    print(f"  ratio ours warm / pymahjonggb job        {warm / job:5.2f}x")
    print(f"  ratio ours first pass / bare C++ call    {first / bare:5.1f}x")
    if args.cold_runs:
        cold_json, cold_table, base = cold_start(args.cold_runs)
        print(f"cold start, wall time, median of {args.cold_runs}:")
        print(f"  mcr score {COLD_HAND} --json  {cold_json * 1e3:7.1f} ms   {cold_json / base:5.2f}x")
        print(f"  mcr score {COLD_HAND}         {cold_table * 1e3:7.1f} ms   {cold_table / base:5.2f}x")
        print(f"  python -c 'import click, rich'                 {base * 1e3:7.1f} ms")
        print("  (bar: --json <= 1.2x the import)")
    if args.batch_hands:
        sys.path.insert(0, str(ROOT / "benchmarks"))
        from bench_batch import run as run_batch

        print()
        run_batch(args.batch_hands)


if __name__ == "__main__":
    main_()
