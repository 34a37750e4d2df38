#!/usr/bin/env python3
"""Score a corpus of MCR hands with Dask: one JSON object in, one scored JSON object out, per line.

    python examples/dask_score.py CORPUS... OUT_DIR [--scheduler processes|threads|synchronous]
        [--address tcp://HOST:8786] [--blocksize 64MB]

Each line of CORPUS (a path or a glob, local or anything fsspec reads: s3://,
hdfs://, gcs://) is a JSON object: ``{"id": ..., "hand": "123m456p789s111z22z",
"context": {"self_drawn": true, "seat_wind": 1}, "rules": "mcr"}`` — ``context``
holds ``WinContext`` fields by name (winds and seats as numbers, 0 = East) and
``rules`` names the system (MCR when absent).  Each output line is the
object ``mcr score --json`` gives for that hand, with the record's ``id`` in
front; a hand that cannot be scored gives ``{"id": ..., "hand": ...,
"error": "..."}``, as a batch does, and the run goes on.  The output is one
file per partition in OUT_DIR (``0.jsonl``, ``1.jsonl``, …), in input order.

With ``--address`` the bag runs on a Dask cluster (``dask.distributed``);
without it, on this machine with the scheduler named.  Every worker needs
``mcr_cli`` installed — the compiled build (``MCR_CLI_COMPILE=1 pip install
.``) scores about twice as many hands per core.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable
from typing import Any

import dask.bag as db

import mcr_cli

CONTEXT_FIELDS = frozenset(mcr_cli.WinContext._fields) - {"extra"}


def score_record(line: str) -> str:
    """One corpus line to one output line, through the Python API (``mcr_cli.score_json``)."""
    record: Any = None
    try:
        record = json.loads(line)
        if not isinstance(record, dict) or not isinstance(record.get("hand"), str):
            raise ValueError('a record is a JSON object with a "hand" string')
        fields = record.get("context") or {}
        if not isinstance(fields, dict) or not set(fields) <= CONTEXT_FIELDS:
            raise ValueError(f'"context" holds WinContext fields only: {sorted(CONTEXT_FIELDS)}')
        ctx = mcr_cli.WinContext(**fields)
        scored = mcr_cli.score_json(record["hand"], ctx, rules=record.get("rules", "mcr"))
        out = {"id": record.get("id"), **scored}
    except (mcr_cli.MCRError, ValueError, TypeError) as err:  # JSONDecodeError is a ValueError
        hand = record.get("hand") if isinstance(record, dict) else None
        out = {"id": record.get("id") if isinstance(record, dict) else None, "hand": hand, "error": str(err)}
    return json.dumps(out, ensure_ascii=False)


def score_partition(lines: Iterable[str]) -> list[str]:
    """A partition of lines, scored one by one (blank lines skipped); the bag maps this over partitions.

    A list, not a generator: a partition travels between processes as a whole.
    """
    return [score_record(line) for line in lines if line.strip()]


def scored_bag(paths: list[str], blocksize: str | int | None = "64MB") -> db.Bag:
    """The corpus as a bag of output lines: read in blocks, each partition scored where it lies."""
    return db.read_text(paths, blocksize=blocksize, linedelimiter="\n").map_partitions(score_partition)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="+", help="corpus files or globs, then the output directory")
    ap.add_argument("--scheduler", default="processes", choices=("processes", "threads", "synchronous"))
    ap.add_argument("--address", help="a dask.distributed scheduler to run on, e.g. tcp://10.0.0.1:8786")
    ap.add_argument("--blocksize", default="64MB", help="bytes of corpus per partition (default 64MB)")
    args = ap.parse_args(argv)
    if len(args.corpus) < 2:
        ap.error("give the corpus and an output directory")
    *paths, out_dir = args.corpus
    bag = scored_bag(paths, args.blocksize)
    target = bag.to_textfiles(f"{out_dir}/*.jsonl", compute=False, last_endline=True)  # one element a line
    if args.address:
        from dask.distributed import Client  # needs dask[distributed]

        with Client(args.address) as client:
            client.compute(target, sync=True)
    else:
        import dask

        dask.compute(*target, scheduler=args.scheduler)


if __name__ == "__main__":
    main()
