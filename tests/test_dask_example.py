"""``examples/dask_score.py`` on a local Dask scheduler: the same objects as ``mcr score --json --batch``.

A few hundred generated hands (and a bad record of each kind) are written as a
corpus, scored by the example's bag with Dask's multiprocessing scheduler in
two worker processes, and compared line for line with what the batch command
prints for the same hands (the record's ``id`` aside), and with the example's
own function run serially: a corpus split over workers scores as one process.
"""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest

from tests.helpers.cli import run_mcr
from tests.helpers.handgen import random_hand
from tests.helpers.paths import EXAMPLES

db = pytest.importorskip("dask.bag")

SEATS = "ESWN"


def load_example():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("dask_score", EXAMPLES / "dask_score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def corpus(n: int) -> tuple[list[str], list[str]]:
    """``n`` hands as corpus records and as the batch lines ``mcr score`` reads for the same hands."""
    rng = random.Random(5)
    records, lines = [], []
    for i in range(n):
        text, ctx = random_hand(rng)
        fields = {
            "self_drawn": ctx.self_drawn,
            "seat_wind": ctx.seat_wind,
            "prevalent_wind": ctx.prevalent_wind,
        }
        flags = ("-t " if ctx.self_drawn else "") + f"--seat-wind {SEATS[ctx.seat_wind]}"
        flags += f" --prevalent-wind {SEATS[ctx.prevalent_wind]}"
        if ctx.flowers:
            fields["flowers"] = ctx.flowers
            flags += f" --flowers {ctx.flowers}"
        records.append(json.dumps({"id": i, "hand": text, "context": fields}))
        lines.append(f"{text} {flags}")
    return records, lines


def test_dask_bag_scores_as_the_batch_command(tmp_path: Path) -> None:
    example = load_example()
    records, lines = corpus(300)
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(records) + "\n", encoding="utf-8")
    batch = tmp_path / "hands.txt"
    batch.write_text("\n".join(lines) + "\n", encoding="utf-8")
    expected = run_mcr("score", "--json", "--batch", str(batch))
    assert expected.exit_code == 0, expected.stderr
    bag = example.scored_bag([str(path)], blocksize=8_000)  # several partitions, split mid-file
    assert bag.npartitions > 2
    out = bag.compute(scheduler="processes", num_workers=2)
    assert len(out) == len(records)
    for i, (line, want) in enumerate(zip(out, expected.stdout.splitlines(), strict=True)):
        got = json.loads(line)
        assert got.pop("id") == i
        assert json.dumps(got, ensure_ascii=False) == want, f"hand {i}: {lines[i]}"
    assert out == [example.score_record(r) for r in records]


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ('{"id": 7, "hand": "123m456p789s111z2x"}', "unknown character 'x' at position 18"),
        ("not json", "Expecting value"),
        ('["a list"]', 'a record is a JSON object with a "hand" string'),
        (
            '{"id": 8, "hand": "123m456p789s111z22z", "context": {"seat": 1}}',
            '"context" holds WinContext fields',
        ),
        ('{"id": 9, "hand": "123m456p789s111z22z", "context": {"seat_wind": 9}}', "seat"),
    ],
    ids=["bad-hand", "not-json", "not-an-object", "unknown-field", "bad-value"],
)
def test_a_bad_record_is_an_error_object_and_the_run_goes_on(line: str, error: str) -> None:
    example = load_example()
    good = '{"id": 1, "hand": "123m456p789s111z22z"}'
    out = list(example.score_partition([line, "", good]))
    assert len(out) == 2
    bad = json.loads(out[0])
    assert error in bad["error"] and set(bad) == {"id", "hand", "error"}
    assert json.loads(out[1])["total"] == 15


def test_the_command_writes_one_file_per_block_every_line_ended(tmp_path: Path) -> None:
    example = load_example()
    records, _ = corpus(40)
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(records) + "\n", encoding="utf-8")
    example.main([str(path), str(tmp_path / "out"), "--scheduler", "synchronous", "--blocksize", "2000"])
    files = sorted((tmp_path / "out").glob("*.jsonl"), key=lambda p: int(p.stem))
    assert len(files) > 1
    text = "".join(f.read_text(encoding="utf-8") for f in files)
    assert all(f.read_text(encoding="utf-8").endswith("\n") for f in files)
    assert [json.loads(line)["id"] for line in text.splitlines()] == list(range(40))
