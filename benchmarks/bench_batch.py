#!/usr/bin/env python3
"""Wall time and peak memory of a big batch: ``mcr score --json --batch FILE --jobs 1`` and ``--jobs 2``.

    .venv/bin/python benchmarks/bench_batch.py [--hands N] [--jobs 1 2]

Generates N hand lines (10⁶ by default) with ``tests/handgen.py``'s random
winning hands, seeded, with their flags, into a file under the temporary
directory (kept, and reused by the next run with the same N), then runs the
real command as a subprocess for each ``--jobs`` value, output to
``/dev/null``, and prints the wall time, hands per second and the peak
resident memory of the largest process (``wait4``'s ``ru_maxrss``, which
covers the command and the workers it waited for).
``run(n)`` does the same from Python (``bench_score.py`` calls it).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.helpers.handgen import random_hand  # noqa: E402

SEED = 8
_SEATS = "ESWN"


def hand_file(n: int, seed: int = SEED) -> Path:
    """A file of ``n`` generated hand lines with their flags, made once per ``(n, seed)``."""
    path = Path(tempfile.gettempdir()) / f"mcr-bench-{n}-{seed}.txt"
    if path.exists():
        return path
    rng = random.Random(seed)
    partial = path.with_suffix(".partial")
    start = time.perf_counter()
    with partial.open("w", encoding="utf-8") as out:
        for i in range(n):
            text, ctx = random_hand(rng)
            flags = " -t" if ctx.self_drawn else ""
            flags += f" --seat-wind {_SEATS[ctx.seat_wind]}" if ctx.seat_wind else ""
            flags += f" --prevalent-wind {_SEATS[ctx.prevalent_wind]}" if ctx.prevalent_wind else ""
            flags += f" --flowers {ctx.flowers}" if ctx.flowers else ""
            out.write(f"{text}{flags}\n")
            if i and i % 200_000 == 0:
                print(f"  generated {i:,} hands ({time.perf_counter() - start:.0f} s)", file=sys.stderr)
    partial.rename(path)
    return path


def mcr_command() -> list[str]:
    """The installed ``mcr`` beside this Python, else ``python -m mcr_cli``."""
    script = Path(sys.executable).with_name("mcr")
    return [str(script)] if script.exists() else [sys.executable, "-m", "mcr_cli"]


def measure(path: Path, jobs: int) -> tuple[float, int, int]:
    """Wall seconds, peak RSS in KiB and exit status of one batch run."""
    command = [*mcr_command(), "score", "--json", "--batch", str(path), "--jobs", str(jobs)]
    start = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(command, stdout=sink, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_maxrss, process.returncode


def run(n: int, jobs: tuple[int, ...] = (1, 2)) -> None:
    """Generate (or reuse) ``n`` hands and print the batch figures for each ``--jobs`` value."""
    path = hand_file(n)
    print(f"batch of {n:,} hands ({path}, {path.stat().st_size / 1e6:.0f} MB), {os.cpu_count()} cores")
    print(f"{'jobs':>4}  {'wall':>9}  {'hands/s':>9}  {'peak RSS':>9}  status")
    for count in jobs:
        wall, rss_kib, status = measure(path, count)
        print(f"{count:>4}  {wall:>8.1f}s  {n / wall:>9,.0f}  {rss_kib / 1024:>7.0f}MB  {status}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands in the batch (default 10⁶)")
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2], help="--jobs values to time")
    args = parser.parse_args()
    if shutil.which("mcr") is None and not Path(sys.executable).with_name("mcr").exists():
        print("note: no `mcr` script beside this Python; using python -m mcr_cli", file=sys.stderr)
    run(args.hands, tuple(args.jobs))


if __name__ == "__main__":
    main()
