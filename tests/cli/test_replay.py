"""``mcr replay`` through click: lines and summary, ``--json``, ``--check``, selection, ``--jobs``, errors."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.cli import RunMcr
from tests.helpers.paths import ROOT

EXAMPLE = str(ROOT / "examples" / "botzone.log")


def test_one_line_per_round_and_a_summary(run_mcr: RunMcr) -> None:
    result = run_mcr("replay", EXAMPLE)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 13
    assert lines[0].startswith(f"{EXAMPLE}:1  000000000000000000000001  S self-drawn  ")
    assert lines[0].endswith("ours 8 recorded 8  agree")
    assert "agree under ruling 14" in lines[1]
    assert lines[-1] == "12 rounds: 12 wins, 0 drawn, 0 refused; 12 agree (1 under ruling 14), 0 differ"


def test_the_line_is_what_mcr_score_takes(run_mcr: RunMcr) -> None:
    """The hand and flags of a line, pasted after ``mcr score``, give the same total."""
    first = run_mcr("replay", EXAMPLE, "--json").stdout.splitlines()[3]
    obj = json.loads(first)
    scored = run_mcr("score", obj["hand"], *obj["flags"].split(), "--json")
    assert json.loads(scored.stdout)["total"] == obj["total"]


def test_json_one_object_per_round(run_mcr: RunMcr) -> None:
    result = run_mcr("replay", EXAMPLE, "--json")
    objs = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(objs) == 12
    first = objs[0]
    assert list(first)[:4] == ["file", "line", "match", "result"]
    assert first["result"] == "win" and first["winner"] == "S" and first["agree"] is True
    assert first["recorded"]["total"] == first["total"] == 8
    assert len(first["scores"]) == 4 and sum(first["scores"]) == 0
    assert "12 rounds" in result.stderr  # the summary leaves stdout to the JSON


def changed_example(tmp_path: Path) -> str:
    text = Path(EXAMPLE).read_text(encoding="utf-8").splitlines()
    first_fan = next(i for i, line in enumerate(text) if line.startswith("Fan "))
    words = text[first_fan].split()
    text[first_fan] = f"Fan {int(words[1]) + 1} {words[2]}"
    path = tmp_path / "changed.txt"
    path.write_text("\n".join(text) + "\n", encoding="utf-8")
    return str(path)


def test_check_exits_1_and_names_the_difference(run_mcr: RunMcr, tmp_path: Path) -> None:
    path = changed_example(tmp_path)
    assert run_mcr("replay", path).exit_code == 0  # differences alone fail only --check
    result = run_mcr("replay", path, "--check")
    assert result.exit_code == 1
    assert "differs: total recorded 9 ours 8" in result.stdout.splitlines()[0]
    assert "1 differs" in result.stdout


def test_check_exits_0_when_all_agree(run_mcr: RunMcr) -> None:
    assert run_mcr("replay", EXAMPLE, "--check").exit_code == 0


def test_rounds_and_round_ids_select(run_mcr: RunMcr) -> None:
    assert len(run_mcr("replay", EXAMPLE, "--rounds", "2").stdout.splitlines()) == 3
    result = run_mcr(
        "replay", EXAMPLE, "--round", "000000000000000000000005", "--round", "00000000000000000000000c"
    )
    assert [line.split()[1] for line in result.stdout.splitlines()[:-1]] == [
        "000000000000000000000005",
        "00000000000000000000000c",
    ]


def test_standard_input_and_a_bad_round_between_good_ones(run_mcr: RunMcr) -> None:
    text = Path(EXAMPLE).read_text(encoding="utf-8")
    rounds = text.split("\n\n")
    rounds[1] = rounds[1].replace("Wind ", "Wind 7\nWind ", 1)
    result = run_mcr("replay", "-", input="\n\n".join(rounds))
    assert result.exit_code == 1
    assert result.stderr.startswith("error: -:122: the prevalent wind is 0-3")
    assert len(result.stdout.splitlines()) == 12  # 11 rounds and the summary
    assert "1 refused" in result.stdout


def test_a_missing_file_is_a_usage_error(run_mcr: RunMcr) -> None:
    assert run_mcr("replay", "no-such-file.txt").exit_code == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(
            ("--round", "nope"),
            "Invalid value for '--round': 'nope': a Match id is 24 hex digits",
            id="round-word",
        ),
        pytest.param(("--round", "4"), "'4': a Match id is 24 hex digits", id="round-short"),
        pytest.param(
            ("--round", "00000000000000000000000g"), "'00000000000000000000000g'", id="round-not-hex"
        ),
        pytest.param(("--round", "0" * 25), "a Match id is 24 hex digits", id="round-long"),
        pytest.param(("--rounds", "0"), "'0': a whole number 1-1000000000 is needed", id="rounds-zero"),
        pytest.param(("--rounds", "x"), "'x': a whole number 1-1000000000 is needed", id="rounds-word"),
        pytest.param(("--jobs", "-1"), "'-1': a whole number 0-256 is needed", id="jobs-negative"),
    ],
)
def test_replay_bad_option_values_are_usage_errors(
    run_mcr: RunMcr, args: tuple[str, ...], message: str
) -> None:
    """A value that can select nothing is refused (exit 2, click's usage line), not a run of 0 rounds."""
    result = run_mcr("replay", EXAMPLE, *args)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith("Usage: ") and " replay [OPTIONS] FILE..." in result.stderr
    assert message in result.stderr


def test_replay_bad_round_id_in_chinese(run_mcr: RunMcr) -> None:
    result = run_mcr("replay", EXAMPLE, "--round", "nope", "--lang", "zh")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == "错误: '--round' 的值无效：'nope'：Match 编号为 24 位十六进制数"


def test_jobs_give_the_same_bytes(tmp_path: Path) -> None:
    pytest.importorskip("MahjongGB")
    from tests.helpers.botzone import record

    path = tmp_path / "big.txt"
    path.write_text(record(random.Random(3), 700), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    outs = [
        subprocess.run(
            [sys.executable, "-m", "mcr_cli", "replay", str(path), "--json", "--jobs", jobs],
            capture_output=True,
            env=env,
            timeout=300,
            check=False,
        )
        for jobs in ("1", "2")
    ]
    assert outs[0].returncode == outs[1].returncode == 0
    assert outs[0].stdout == outs[1].stdout and outs[0].stdout.count(b"\n") == 700


@pytest.mark.parametrize("page", ["README.md", "docs/replay.md"])
def test_the_docs_example_is_what_the_command_prints(run_mcr: RunMcr, page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    block = text[text.index("```console\n$ mcr replay") :].split("```")[1]
    command, *expected = block.split("\n")[1:-1]  # after the word "console", before the fence
    args = command.removeprefix("$ mcr ").split()
    result = run_mcr(*args)
    assert result.stdout.splitlines() == expected


def test_lang_zh_lines_and_summary(run_mcr: RunMcr) -> None:
    """--lang zh: how the round was won, the totals, the verdict and the summary in Chinese."""
    lines = run_mcr("replay", EXAMPLE, "--lang", "zh").stdout.splitlines()
    assert lines[0].startswith(f"{EXAMPLE}:1  000000000000000000000001  南 自摸  ")
    assert lines[0].endswith("本程序 8 记录 8  一致")
    assert lines[1].endswith("一致（明暗杠按暗杠 + 明杠计）")  # ruling 14, its id left to the docs
    assert "东 和南家点炮" in lines[3]
    assert lines[-1] == "共 12 盘：和牌 12，荒牌 0，拒绝 0；一致 12（其中 1 盘按明暗杠的裁定），不一致 0"


def test_lang_en_lines_and_summary(run_mcr: RunMcr) -> None:
    lines = run_mcr("replay", EXAMPLE, "--lang", "en").stdout.splitlines()
    assert lines[1].endswith("agree (a concealed and a melded kong counted as Concealed Kong + Melded Kong)")
    assert lines[-1] == "12 rounds: 12 wins, 0 drawn, 0 refused; 12 agree (1 with mixed kongs), 0 differ"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        pytest.param("zh", "本程序 8 记录 9  不一致：总番数 记录 9 本程序 8", id="zh"),
        pytest.param("en", "ours 8 recorded 9  differs: total recorded 9 ours 8", id="en"),
    ],
)
def test_lang_differences(run_mcr: RunMcr, tmp_path: Path, lang: str, expected: str) -> None:
    """A changed Fan line: the difference named in the language asked."""
    result = run_mcr("replay", changed_example(tmp_path), "--check", "--lang", lang)
    assert result.exit_code == 1
    assert expected in result.stdout.splitlines()[0]


def test_lang_leaves_json_alone_and_translates_the_summary(run_mcr: RunMcr) -> None:
    """JSON keys and values never change with --lang; the summary on stderr is in the language asked."""
    plain = run_mcr("replay", EXAMPLE, "--json")
    zh = run_mcr("replay", EXAMPLE, "--json", "--lang", "zh")
    assert zh.stdout == plain.stdout
    assert zh.stderr.startswith("共 12 盘")


def test_lang_reaches_the_workers(run_mcr: RunMcr) -> None:
    """--jobs 2: each worker builds its runner with the language, the lines as in one process."""
    one = run_mcr("replay", EXAMPLE, "--lang", "zh")
    two = run_mcr("replay", EXAMPLE, "--lang", "zh", "--jobs", "2")
    assert two.exit_code == 0 and two.stdout == one.stdout
