#!/usr/bin/env python3
"""The compiled build against the pure one and the reference pipeline, in one run, as ratios.

    .venv/bin/python benchmarks/bench_compiled.py [--compiled .venv-compiled] [--pure .venv]
        [--hands 4000] [--rounds 3] [--lines 100000] [--wild-hands 300] [--cold-runs 15] [--build]

Two installs of this tree are compared: ``--pure`` (the development venv, an
editable pure install) and ``--compiled`` (a venv with ``MCR_CLI_COMPILE=1 pip
install .``; ``--build`` makes it first if it is missing, which takes minutes).
Every figure comes from fresh processes of the venv measured, run from a
directory outside the tree, so that neither build can import the other's
modules; the runs of the builds are interleaved, round after round, and the
best round counts (other work on a shared machine only ever adds time).

* **per hand**: CPU time of ``mcr score --json --batch`` in process over
  ``--hands`` hands new to the process (the 2,000 public vectors, then
  generated hands), compiled and pure, against the **reference pipeline**:
  the same job done with pymahjonggb's C++ scorer, a small Python parser (our
  pure one) and ``json.dumps`` (``bench_score.pymahjonggb_job``), always run
  in the pure venv;
* **--jobs 1 / --jobs 2**: wall time of the real command over ``--lines``
  generated lines (``bench_batch.hand_file``), output to ``/dev/null``, and
  its CPU time with its workers' (what a loaded machine cannot inflate much);
* **wild tiles**: 推倒胡 with 4 wilds and Tianjin with 7 混 (``--wild-hands``
  each), CPU time per hand, compiled and pure;
* **cold start**: wall time of ``mcr score HAND --json`` against
  ``python -c "import click, rich"``, median of ``--cold-runs``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_batch import hand_file  # noqa: E402
from bench_score import COLD_HAND, load_lines  # noqa: E402

OUTSIDE = Path(tempfile.gettempdir())
"""Where the measured processes run: outside the tree, so ``mcr_cli`` is the venv's own."""

BATCH_CPU = """
import contextlib, io, sys, time
from mcr_cli.cli.main import main
from mcr_cli.native import compiled
path = sys.argv[1]
sink = io.StringIO()
start = time.process_time()
with contextlib.redirect_stdout(sink), contextlib.suppress(SystemExit):
    main(["score", "--json", "--batch", path], standalone_mode=False)
spent = time.process_time() - start
print(spent, sink.getvalue().count("\\n"), compiled())
"""

REFERENCE_CPU = """
import contextlib, sys, time
sys.path.insert(0, sys.argv[2])
sys.path.insert(0, sys.argv[2] + "/benchmarks")
import MahjongGB
from bench_score import pymahjonggb_job
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
calc = MahjongGB.MahjongFanCalculator
start = time.process_time()
for line in lines:
    pymahjonggb_job(line, calc)
print(time.process_time() - start, len(lines), False)
"""


def python(venv: Path) -> str:
    return str(venv / "bin" / "python")


def child(venv: Path, code: str, *args: str) -> tuple[float, int, bool]:
    """Run ``code`` in a fresh process of ``venv``'s Python outside the tree: (seconds, lines, compiled)."""
    out = subprocess.run(
        [python(venv), "-c", code, *args], capture_output=True, text=True, cwd=OUTSIDE, check=True
    ).stdout.split()
    return float(out[0]), int(out[1]), out[2] == "True"


def write_lines(lines: list[str], name: str) -> Path:
    path = OUTSIDE / f"mcr-bench-compiled-{name}.txt"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def wild_lines(n: int, seed: int) -> dict[str, list[str]]:
    """推倒胡 hands with 4 wilds and Tianjin hands with 7 混, ``n`` of each, as batch lines."""
    from bench_systems import natural_hand, with_wilds
    from bench_tianjin import random_hand as tianjin_hand

    from mcr_cli.model.tiles import tile_name

    rng = random.Random(seed)
    tuidaohu = [with_wilds(rng, natural_hand(rng), 4) + " --rules tuidaohu" for _ in range(n)]
    tianjin = []
    for _ in range(n):
        text, indicator = tianjin_hand(rng, 7)
        tianjin.append(f"{text} -t --indicator {tile_name(indicator)} --rules tianjin")
    return {"推倒胡, 4 wilds": tuidaohu, "Tianjin, 7 混": tianjin}


def best_of_rounds(rounds: int, jobs: dict[str, tuple[Path, str, tuple[str, ...]]]) -> dict[str, float]:
    """Per line CPU seconds of each job, the best of ``rounds`` interleaved rounds (each a fresh process)."""
    best = dict.fromkeys(jobs, float("inf"))
    for _ in range(rounds):
        for name, (venv, code, args) in jobs.items():
            spent, count, _ = child(venv, code, *args)
            best[name] = min(best[name], spent / max(count, 1))
    return best


def batch_run(venv: Path, path: Path, jobs: int) -> tuple[float, float]:
    """(wall, CPU) seconds of one batch command; CPU counts the command and the workers it waited for."""
    command = [str(venv / "bin" / "mcr"), "score", "--json", "--batch", str(path), "--jobs", str(jobs)]
    start = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(command, stdout=sink, cwd=OUTSIDE)
        _, _, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def cold_start(venvs: dict[str, Path], runs: int) -> dict[str, float]:
    """Median wall seconds of ``mcr score HAND --json`` per build and of ``import click, rich``."""
    import compileall

    compileall.compile_dir(str(ROOT / "mcr_cli"), quiet=1)  # as pip leaves an install
    commands = {name: [str(v / "bin" / "mcr"), "score", COLD_HAND, "--json"] for name, v in venvs.items()}
    commands["import click, rich"] = [python(venvs["pure"]), "-c", "import click, rich"]
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=OUTSIDE)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) for name, t in times.items()}


def build_compiled(venv: Path) -> None:
    print(f"building the compiled venv {venv} (MCR_CLI_COMPILE=1 pip install '.[test]'), a few minutes…")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    env = {**os.environ, "MCR_CLI_COMPILE": "1"}
    subprocess.run([python(venv), "-m", "pip", "install", "-q", f"{ROOT}[test]"], check=True, env=env)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--compiled", type=Path, default=ROOT / ".venv-compiled", help="venv of the compiled build"
    )
    ap.add_argument("--pure", type=Path, default=ROOT / ".venv", help="venv of the pure build")
    ap.add_argument("--build", action="store_true", help="make the compiled venv first if it is missing")
    ap.add_argument("--hands", type=int, default=4000, help="hands for the per-hand figures")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds; the best counts")
    ap.add_argument("--lines", type=int, default=100_000, help="lines for --jobs 1 and 2 (0 skips)")
    ap.add_argument("--wild-hands", type=int, default=300, help="hands of each wild-tile kind (0 skips)")
    ap.add_argument("--cold-runs", type=int, default=15, help="runs of the cold start (0 skips)")
    ap.add_argument("--seed", type=int, default=8)
    args = ap.parse_args()
    if not (args.compiled / "bin" / "mcr").exists():
        if not args.build:
            make = f"python3 -m venv {args.compiled} && MCR_CLI_COMPILE=1 {args.compiled}/bin/pip install ."
            sys.exit(f"no compiled venv at {args.compiled}: pass --build, or run {make}")
        build_compiled(args.compiled)
    venvs = {"compiled": args.compiled.resolve(), "pure": args.pure.resolve()}
    for name, venv in venvs.items():
        _, _, is_compiled = child(venv, BATCH_CPU, str(write_lines(["1m"], "probe")))
        if is_compiled != (name == "compiled"):
            sys.exit(f"{venv} does not hold the {name} build")
    print(f"compiled: {venvs['compiled']}   pure: {venvs['pure']}   {os.cpu_count()} cores, "
          f"best of {args.rounds} interleaved rounds")  # fmt: skip

    hands = write_lines(load_lines(args.hands, args.seed), "hands")
    per_hand = best_of_rounds(
        args.rounds,
        {
            "compiled": (venvs["compiled"], BATCH_CPU, (str(hands),)),
            "pure": (venvs["pure"], BATCH_CPU, (str(hands),)),
            "reference": (venvs["pure"], REFERENCE_CPU, (str(hands), str(ROOT))),
        },
    )
    ref = per_hand["reference"]
    print(f"\nper hand, `mcr score --json --batch`, {args.hands} hands new to the process, CPU time:")
    print(f"  compiled                                  {per_hand['compiled'] * 1e6:7.1f} µs   "
          f"{per_hand['compiled'] / ref:5.2f}x reference   (bar <= 2x, aim 1.5x)")  # fmt: skip
    print(f"  pure Python                               {per_hand['pure'] * 1e6:7.1f} µs   "
          f"{per_hand['pure'] / ref:5.2f}x reference   (aim <= 3x)")  # fmt: skip
    print(f"  reference (parser + pymahjonggb + JSON)   {ref * 1e6:7.1f} µs")
    print(f"  compiled / pure                          {per_hand['compiled'] / per_hand['pure']:5.2f}x")

    if args.lines:
        path = hand_file(args.lines, args.seed)
        print(f"\nbatch of {args.lines:,} lines, wall and CPU time, workers too (best of {args.rounds}):")
        for jobs in (1, 2):
            best = {name: (float("inf"), float("inf")) for name in venvs}
            for _ in range(args.rounds):
                for name, venv in venvs.items():
                    best[name] = min(best[name], batch_run(venv, path, jobs))
            (c, c_cpu), (p, p_cpu) = best["compiled"], best["pure"]
            print(f"  --jobs {jobs}: compiled {c:6.1f} s wall, {c_cpu:6.1f} s CPU"
                  f"   pure {p:6.1f} s wall, {p_cpu:6.1f} s CPU"
                  f"   compiled / pure {c / p:5.2f}x wall, {c_cpu / p_cpu:5.2f}x CPU")  # fmt: skip

    if args.wild_hands:
        print(f"\nwild tiles, {args.wild_hands} hands each, CPU time per hand:")
        for label, lines in wild_lines(args.wild_hands, args.seed).items():
            path = write_lines(lines, "wild")
            cost = best_of_rounds(
                args.rounds,
                {name: (venv, BATCH_CPU, (str(path),)) for name, venv in venvs.items()},
            )
            c, p = cost["compiled"], cost["pure"]
            print(f"  {label:16}  compiled {c * 1e3:7.2f} ms   pure {p * 1e3:7.2f} ms"
                  f"   compiled / pure {c / p:5.2f}x   (bar <= 1x)")  # fmt: skip

    if args.cold_runs:
        cold = cold_start(venvs, args.cold_runs)
        base = cold["import click, rich"]
        print(f"\ncold start, `mcr score {COLD_HAND} --json`, wall time, median of {args.cold_runs}:")
        for name in venvs:
            print(f"  {name:9} {cold[name] * 1e3:6.1f} ms   {cold[name] / base:5.2f}x   (bar <= 1.2x)")
        print(f"  python -c 'import click, rich'  {base * 1e3:6.1f} ms")
    print("\n" + json.dumps({"per_hand_us": {k: round(v * 1e6, 1) for k, v in per_hand.items()}}))


if __name__ == "__main__":
    main()
