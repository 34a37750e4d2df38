#!/usr/bin/env python3
"""Per batch line, every system beside MCR: ``mcr score --json --batch FILE`` as a user runs it.

    .venv/bin/python benchmarks/bench_system_lines.py [--lines N] [--repeat R] [--seed S]

Issue 24's bars are per line of a batch (the parser, the scorer, the JSON
writer), so this runs the installed command (the ``mcr`` beside this
Python: run it with a compiled build's Python to measure that build) on a
file of N lines per row and takes the CPU seconds of the child (user +
system, so other work on the machine inflates them little), less the same
run on the file's first line alone (start-up), over N − 1.  Best of R.

The rows, from ``bench_systems.py``'s generators: MCR's natural winning
hands self-drawn; the same hands under 推倒胡 with 0 and 4 wilds and under
鸡平胡 (its seven-pairs hands are errors, one line each, as a log has them);
卡五星's own 84-tile hands; Tianjin's hands with 0, 4 and 7 混.  Each row's
ratio is to MCR's line, beside the issue's bar for it.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_batch import mcr_command  # noqa: E402
from bench_systems import kawuxing_hand, natural_hand, text_of, with_wilds  # noqa: E402
from bench_tianjin import random_hand as tianjin_hand  # noqa: E402

from mcr_cli.model.tiles import tile_name  # noqa: E402

BARS = {"tuidaohu, 0 wilds": 1.2, "tuidaohu, 4 wilds": 5.0, "kawuxing": 1.2, "jipinghu": 1.2}
BARS |= {"tianjin, 0 混": 1.2, "tianjin, 4 混": 5.0, "tianjin, 7 混": 10.0}


def corpora(n: int, seed: int) -> dict[str, list[str]]:
    """Each row's batch lines."""
    rng = random.Random(seed)
    hands = [natural_hand(rng) for _ in range(n)]
    out = {"mcr": [f"{text_of(h)} -t" for h in hands]}
    for k in (0, 4):
        lines = [(with_wilds(rng, h, k) if k else f"{text_of(h)} -t") + " --rules tuidaohu" for h in hands]
        out[f"tuidaohu, {k} wilds"] = lines
    out["jipinghu"] = [f"{text_of(h)} -t --rules jipinghu" for h in hands]
    out["kawuxing"] = [f"{text_of(kawuxing_hand(rng))} -t --rules kawuxing" for _ in hands]
    for k in (0, 4, 7):
        lines = []
        for _ in hands:
            text, indicator = tianjin_hand(rng, k)
            lines.append(f"{text} --rules tianjin -t --indicator {tile_name(indicator)}")
        out[f"tianjin, {k} 混"] = lines
    return out


def cpu(path: Path, where: Path) -> float:
    """CPU seconds of one ``mcr score --json --batch PATH`` run, output discarded (errors are lines too)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    command = [*mcr_command(), "score", "--json", "--batch", str(path)]
    subprocess.run(command, stdout=subprocess.DEVNULL, check=False, cwd=where)  # a bad line exits 1
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lines", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    print(f"mcr: {' '.join(mcr_command())}; {args.lines} lines a row, best of {args.repeat}")
    print(f"{'row':<20} {'µs/line':>9} {'× MCR':>7} {'bar':>6}")
    mcr_cost = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(tmp)
        for name, lines in corpora(args.lines, args.seed).items():
            full, first = where / "lines.txt", where / "first.txt"
            full.write_text("\n".join(lines) + "\n", encoding="utf-8")
            first.write_text(lines[0] + "\n", encoding="utf-8")
            cost = min(cpu(full, where) - cpu(first, where) for _ in range(args.repeat)) / (len(lines) - 1)
            mcr_cost = mcr_cost or cost
            bar = f"≤{BARS[name]:g}×" if name in BARS else ""
            print(f"{name:<20} {cost * 1e6:>9.0f} {cost / mcr_cost:>7.2f} {bar:>6}")


if __name__ == "__main__":
    main()
