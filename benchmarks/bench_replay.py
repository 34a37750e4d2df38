#!/usr/bin/env python3
"""Wall time and peak memory of ``mcr replay --check`` over a Botzone-sized record file.

    .venv/bin/python benchmarks/bench_replay.py [--rounds 98209] [--distinct 2000] [--jobs 1 2]

The platform's data file holds 98,209 rounds.  This generates a file of that
many with the simulator of the tests (``tests/helpers/botzone.py``, whose
``Fan`` and ``Score`` lines come from pymahjonggb): ``--distinct`` rounds
simulated with a fixed seed, repeated under fresh ids up to ``--rounds``
(a replay costs the same whichever round it is; simulating all of them
would take minutes).  The file is kept under the temporary directory and
reused.  Then it runs the real command as a subprocess for each ``--jobs``
value, output to ``/dev/null``, and prints the wall time, rounds per second
and the peak resident memory of the largest process (``wait4``).

``--example FILE --rounds 12`` writes a small record instead: ``examples/botzone.log``.
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

from tests.helpers.botzone import simulate  # noqa: E402

SEED = 16
BOTZONE_ROUNDS = 98_209


def record_file(rounds: int, distinct: int, seed: int = SEED) -> Path:
    """A record of ``rounds`` rounds built from ``distinct`` simulated ones, made once per arguments."""
    path = Path(tempfile.gettempdir()) / f"mcr-replay-{rounds}-{distinct}-{seed}.txt"
    if path.exists():
        return path
    rng = random.Random(seed)
    start = time.perf_counter()
    games = [simulate(rng)[1:] for _ in range(distinct)]  # without the Match line: each copy gets its own id
    made = time.perf_counter() - start
    partial = path.with_suffix(".partial")
    with partial.open("w", encoding="utf-8") as out:
        for i in range(rounds):
            out.write(f"Match {i:024x}\n" + "\n".join(games[i % distinct]) + "\n\n")
    partial.rename(path)
    print(
        f"simulated {distinct} rounds in {made:.1f} s; wrote {rounds} rounds, {path.stat().st_size >> 20} MiB"
    )
    return path


def run(path: Path, jobs: int) -> tuple[float, int, int, float]:
    """Wall seconds, exit status, peak RSS (KiB) and CPU seconds of ``mcr replay PATH --check --jobs N``.

    The CPU seconds (user + system of the command and its workers) do not
    depend on what else the machine runs; on a shared machine the wall time does.
    """
    mcr = shutil.which("mcr", path=str(Path(sys.executable).parent)) or "mcr"
    start = time.perf_counter()
    with open(os.devnull, "wb") as devnull:
        process = subprocess.Popen([mcr, "replay", str(path), "--check", "--jobs", str(jobs)], stdout=devnull)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    cpu = usage.ru_utime + usage.ru_stime  # wait4 counts the workers the command waited for
    return wall, os.waitstatus_to_exitcode(status), usage.ru_maxrss, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=BOTZONE_ROUNDS)
    parser.add_argument("--distinct", type=int, default=2000)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--example", type=Path, help="write a small example record here and stop")
    args = parser.parse_args()
    if args.example is not None:  # the example of examples/: a few rounds of every kind
        rng = random.Random(SEED)
        rounds = [simulate(rng, f"{i + 1:024x}", kongs=0.9) for i in range(args.rounds)]
        args.example.write_text("\n\n".join("\n".join(r) for r in rounds) + "\n", encoding="utf-8")
        return
    path = record_file(args.rounds, args.distinct)
    for jobs in args.jobs:
        seconds, status, rss, cpu = run(path, jobs)
        print(
            f"mcr replay --check --jobs {jobs}: {args.rounds} rounds in {seconds:.1f} s "
            f"({args.rounds / seconds:,.0f} rounds/s), {cpu:.1f} CPU s, "
            f"peak RSS {rss / 1024:.0f} MiB, exit {status}"
        )


if __name__ == "__main__":
    main()
