"""The batch writer: a worker's chunk (``Packed``) reaches the stream as the lines ``--jobs 1`` writes.

A chunk crosses the pipe as UTF-8 bytes; a stream that writes UTF-8 takes
them as they are, any other gets them decoded and encoded by its own text
layer.  Either way, the bytes out and their order are those of writing each
line's text.
"""

from __future__ import annotations

import io

import pytest

from mcr_cli.cli.batch.reader import Line
from mcr_cli.cli.batch.runner import LineRunner
from mcr_cli.cli.batch.writer import Outcome, Packed, Writer

LINES = ['{"hand": "1m", "fans": [{"zh": "自摸"}]}', '{"hand": "2m"}']


def _text_stream(encoding: str) -> tuple[io.TextIOWrapper, io.BytesIO]:
    raw = io.BytesIO()
    return io.TextIOWrapper(raw, encoding=encoding, write_through=False), raw


@pytest.mark.parametrize("encoding", ["utf-8", "UTF8", "utf-16", "gb18030"], ids=str)
def test_a_packed_chunk_writes_what_its_lines_write(encoding: str) -> None:
    """Single lines, then a chunk of bytes, then single lines: one order, one encoding."""
    expected, expected_raw = _text_stream(encoding)
    plain = Writer(expected, io.StringIO(), as_json=True)
    plain.write([Outcome(LINES[0], None, False)])
    plain.write([Outcome(line, None, False) for line in LINES])
    plain.write([Outcome(LINES[1], None, False)])
    expected.flush()

    out, raw = _text_stream(encoding)
    writer = Writer(out, io.StringIO(), as_json=True)
    writer.write([Outcome(LINES[0], None, False)])
    writer.write_chunk(Packed("\n".join(LINES).encode("utf-8"), 2, 0, 0, 0))
    writer.write([Outcome(LINES[1], None, False)])
    out.flush()
    assert raw.getvalue() == expected_raw.getvalue()
    assert writer.written == 4
    assert (writer.raw is not None) == (encoding.lower().replace("-", "") == "utf8")


def test_a_stream_without_bytes_under_it_gets_the_text() -> None:
    out = io.StringIO()
    writer = Writer(out, io.StringIO(), as_json=True)
    writer.write_chunk(Packed("\n".join(LINES).encode("utf-8"), 2, 1, 0, 0))
    assert writer.raw is None
    assert out.getvalue() == "\n".join(LINES) + "\n"
    assert writer.failed == 1


def test_a_chunk_that_cannot_be_utf8_goes_as_text() -> None:
    """A lone surrogate (from a hand's text) cannot be UTF-8: the chunk goes as text."""

    def handle(params: dict[str, object]) -> str:
        return '{"hand": "\udc80"}'

    from mcr_cli.cli.batch.parser import line_parser
    from mcr_cli.cli.main import score_params

    runner = LineRunner(
        line_parser("score", score_params), handle, as_json=True, to_json=lambda r: r, render=str
    )
    packed = runner.run_chunk([Line(1, "1m"), Line(2, "2m")])
    assert isinstance(packed, Packed) and packed.out == '{"hand": "\udc80"}\n{"hand": "\udc80"}'
    sent = runner.run_chunk([(1, "1m", None)])
    assert isinstance(sent, Packed) and sent.lines == 1


def test_a_batch_leaves_the_cycle_collector_as_it_found_it() -> None:
    """``pool.quiet_gc`` freezes and raises the threshold for the run only, even when the run fails."""
    import gc

    from mcr_cli.cli.batch.pool import quiet_gc

    before = gc.get_threshold()
    with pytest.raises(RuntimeError), quiet_gc():
        assert gc.get_freeze_count() > 0 and gc.get_threshold()[0] >= 20_000
        raise RuntimeError("a run that stops")
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
