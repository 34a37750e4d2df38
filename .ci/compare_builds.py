#!/usr/bin/env python3
"""Compiled and pure builds give the same bytes: every command CI cares about, run by both, compared.

    python3 .ci/compare_builds.py PURE_VENV COMPILED_VENV [--hands N]

Each venv is one with ``mcr_cli`` installed (``bin/mcr`` in it).  Both run,
from the repository root, the same commands: the 2,000 reference vectors as a
batch (JSON and text), every example file (``examples/*.txt`` with and without
``--json``, ``waits.txt`` through ``mcr waits``, the ``.match`` records through
``mcr match`` and ``mcr standings``), ``mcr rules`` and ``mcr fans``, and N
generated hands (20,000 by default, ``--jobs 2``).  Standard output, standard
error and the exit status must be equal byte for byte; the first difference
of each command that differs is shown.  Exit status 1 if any differs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SYSTEMS = ("mcr", "tuidaohu", "kawuxing", "jipinghu", "tianjin")
ENV = {**os.environ, "NO_COLOR": "1", "COLUMNS": "120", "PYTHONHASHSEED": "0"}


def commands(work: Path, hands: int) -> list[list[str]]:
    """Every command both builds run (arguments after ``mcr``)."""
    vectors = work / "vectors.txt"
    raw = (ROOT / "tests" / "data" / "mcr-reference.jsonl").read_text(encoding="utf-8").splitlines()
    vectors.write_text("".join(json.loads(line)["line"] + "\n" for line in raw if line), encoding="utf-8")
    cases = [["score", "--json", "--batch", str(vectors)], ["score", "--batch", str(vectors)]]
    examples = sorted((ROOT / "examples").glob("*.txt"))
    for path in examples:
        name = str(path.relative_to(ROOT))
        if path.name == "waits.txt":
            cases += [["waits", "--batch", name], ["waits", "--json", "--batch", name]]
        else:
            cases += [["score", "--batch", name], ["score", "--json", "--batch", name]]
            cases += [["score", "--explain", "--batch", name]]
    records = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "examples").glob("*.match"))]
    in_play = [name for name in records if name.endswith("in-play.match")]  # a match still being played
    matches = [name for name in records if name not in in_play]
    for name in matches:
        cases += [["match", name], ["match", name, "--json"]]
    for name in in_play:
        cases += [["match", name, "--chase"], ["match", name, "--chase", "--json"]]
        cases += [["standings", *matches, name, "--chase"]]
    cases += [["standings", *matches], ["standings", *matches, "--json"]]
    cases += [["rules"], ["rules", "--json"], ["fans", "--json"]]
    cases += [["rules", name] for name in SYSTEMS]
    if hands:
        generated = work / "generated.txt"
        generated.write_text(generated_lines(hands), encoding="utf-8")
        cases += [["score", "--json", "--batch", str(generated), "--jobs", "2"]]
        for system, text in wild_lines(max(hands // 100, 50)).items():
            path = work / f"{system}.txt"
            path.write_text(text, encoding="utf-8")
            cases += [["score", "--json", "--batch", str(path)]]
    return cases


def generated_lines(n: int) -> str:
    """``n`` random winning MCR hands with their flags, seeded (as ``benchmarks/bench_batch.py`` has them)."""
    from tests.helpers.handgen import random_hand

    rng = random.Random(14)
    seats = "ESWN"
    out = []
    for _ in range(n):
        text, ctx = random_hand(rng)
        flags = " -t" if ctx.self_drawn else ""
        flags += f" --seat-wind {seats[ctx.seat_wind]} --prevalent-wind {seats[ctx.prevalent_wind]}"
        flags += f" --flowers {ctx.flowers}" if ctx.flowers else ""
        out.append(text + flags + "\n")
    return "".join(out)


def wild_lines(n: int) -> dict[str, str]:
    """Batch lines with wild tiles: 推倒胡 with 0-4 wilds and Tianjin with 0-7 混, ``n`` of each count."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_systems import natural_hand, with_wilds
    from bench_tianjin import random_hand as tianjin_hand

    from mcr_cli.model.tiles import tile_name

    rng = random.Random(16)
    counts = [k for k in range(5) for _ in range(n)]
    tuidaohu = [with_wilds(rng, natural_hand(rng), k) + " --rules tuidaohu" for k in counts]
    tianjin = []
    for k in range(8):
        for _ in range(n):
            text, indicator = tianjin_hand(rng, k)
            tianjin.append(f"{text} -t --indicator {tile_name(indicator)} --rules tianjin")
    return {"tuidaohu": "\n".join(tuidaohu) + "\n", "tianjin": "\n".join(tianjin) + "\n"}


def run(venv: Path, args: list[str]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([str(venv / "bin" / "mcr"), *args], capture_output=True, cwd=ROOT, env=ENV)


def first_difference(a: bytes, b: bytes) -> str:
    for number, (x, y) in enumerate(zip(a.splitlines(), b.splitlines(), strict=False), 1):
        if x != y:
            return f"line {number}:\n    pure:     {x[:200]!r}\n    compiled: {y[:200]!r}"
    return f"lengths differ: {len(a.splitlines())} lines against {len(b.splitlines())}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pure", type=Path, help="the venv with the pure-Python build")
    ap.add_argument("compiled", type=Path, help="the venv with the compiled build")
    ap.add_argument("--hands", type=int, default=20_000, help="generated hands to compare (0: none)")
    args = ap.parse_args()
    builds = {}
    for venv in (args.pure, args.compiled):
        version = run(venv, ["--version"]).stdout.decode().strip()
        builds[venv] = version
        print(f"{venv}: {version}")
    if not builds[args.pure].endswith("(pure Python)") or not builds[args.compiled].endswith("(compiled)"):
        print("error: the first venv must hold the pure build and the second the compiled one")
        return 1
    differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        cases = commands(Path(tmp), args.hands)
        for case in cases:
            start = time.perf_counter()
            pure, compiled = run(args.pure, case), run(args.compiled, case)
            lines = pure.stdout.count(b"\n")
            shown = " ".join(Path(a).name if a.startswith(tmp) else a for a in case)
            same = (pure.returncode, pure.stdout, pure.stderr) == (
                compiled.returncode,
                compiled.stdout,
                compiled.stderr,
            )
            status = "same" if same else "DIFFERENT"
            print(f"  {status:9}  mcr {shown}  ({lines} lines, exit {pure.returncode}, "
                  f"{time.perf_counter() - start:.1f} s)")  # fmt: skip
            if not same:
                differ += 1
                if pure.returncode != compiled.returncode:
                    print(f"    exit status: pure {pure.returncode}, compiled {compiled.returncode}")
                for what in ("stdout", "stderr"):
                    x, y = getattr(pure, what), getattr(compiled, what)
                    if x != y:
                        print(f"    {what} {first_difference(x, y)}")
    print(f"{len(cases) - differ} of {len(cases)} commands byte-identical")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
