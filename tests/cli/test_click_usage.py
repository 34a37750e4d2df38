"""click's own usage errors (exit 2) under ``--lang zh``: faults of the catalogue, in English click's words.

An unknown option, a missing argument and an option without its value are
read from click's exception (its type and attributes); a bad choice, a file
click cannot open or find and extra words are raised as faults by our types
and ``StrictCommand``.  Without ``--lang`` each says exactly what click
itself says.
"""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from mcr_cli.cli import options as co
from mcr_cli.cli.faults import usage_said
from mcr_cli.cli.main import main
from mcr_cli.cli.replay import ExistingFile
from mcr_cli.systems import system_names
from tests.helpers.cli import ended_cleanly

H = "123m456p789s111z22z"


def stderr(args: list[str], *lang: str) -> str:
    argv = [args[0], *(["--lang", *lang] if lang else []), *args[1:]]
    result = CliRunner().invoke(main, argv, prog_name="mcr")
    assert result.exit_code == 2 and ended_cleanly(result), result.output
    return result.stderr


@pytest.mark.parametrize(
    ("args", "en", "zh"),
    [
        pytest.param(
            ["shanten", "123m", "--last-tile"],
            "Error: No such option '--last-tile'. Did you mean '--rules-file'?",
            "错误: 没有这个选项：'--last-tile'（是否要用 '--rules-file'？）",
            id="no-such-option-one-suggestion",
        ),
        pytest.param(
            ["score", H, "--flower", "2"],
            "Error: No such option '--flower'. (Did you mean one of: '--dealer', '--flowers'?)",
            "错误: 没有这个选项：'--flower'（是否要用 '--dealer'、'--flowers' 之一？）",
            id="no-such-option-suggestions",
        ),
        pytest.param(
            ["scroe", H],
            "Error: No such command 'scroe'. Did you mean 'score'?",
            "错误: 没有这个命令：'scroe'（是否要用 'score'？）",
            id="no-such-command-one-suggestion",
        ),
        pytest.param(
            ["nosuch"],
            "Error: No such command 'nosuch'.",
            "错误: 没有这个命令：'nosuch'",
            id="no-such-command",
        ),
        pytest.param(
            ["match"], "Error: Missing argument 'FILE'.", "错误: 缺少参数 'FILE'。", id="missing-argument"
        ),
        pytest.param(
            ["score", H, "--seat-wind"],
            "Error: Option '--seat-wind' requires an argument.",
            "错误: 选项 '--seat-wind' 需要一个值。",
            id="option-needs-a-value",
        ),
        pytest.param(
            ["score", H, "--kong=1"],
            "Error: Option '--kong' does not take a value.",
            "错误: 选项 '--kong' 不带值。",
            id="option-takes-no-value",
        ),
        pytest.param(
            ["rules", "mcr", "x", "y"],
            "Error: Got unexpected extra argument (y)",
            "错误: 多出了参数（y）",
            id="extra-argument",
        ),
        pytest.param(
            ["rules", "mcr", "x", "y", "z"],
            "Error: Got unexpected extra arguments (y z)",
            "错误: 多出了参数（y z）",
            id="extra-arguments",
        ),
        pytest.param(
            ["score", H, "--rules", "nope"],
            "Error: Invalid value for '--rules': 'nope' is not one of "
            "'mcr', 'tuidaohu', 'kawuxing', 'jipinghu', 'tianjin'.",
            "错误: '--rules' 的值无效："
            "'nope' 不是 'mcr'、'tuidaohu'、'kawuxing'、'jipinghu'、'tianjin' 之一。",
            id="bad-choice",
        ),
        pytest.param(
            ["match", "/nonexistent/a.match"],
            "Error: Invalid value for 'FILE': '/nonexistent/a.match': No such file or directory",
            "错误: 'FILE' 的值无效：'/nonexistent/a.match': 没有这个文件或目录",
            id="file-cannot-open",
        ),
        pytest.param(
            ["replay", "/nonexistent/a.log"],
            "Error: Invalid value for 'FILE...': File '/nonexistent/a.log' does not exist.",
            "错误: 'FILE...' 的值无效：文件 '/nonexistent/a.log' 不存在。",
            id="file-missing",
        ),
        pytest.param(
            ["fans", "--points", "x"],
            "Error: Invalid value for '--points': 'x': a whole number 1-88 is needed",
            "错误: '--points' 的值无效：'x'：须为整数 1-88",
            id="bad-number",
        ),
    ],
)
def test_clicks_usage_error_in_each_language(args: list[str], en: str, zh: str) -> None:
    english = stderr(args)
    assert english.splitlines()[-1] == en
    assert stderr(args, "en") == english
    chinese = stderr(args, "zh")
    assert chinese.startswith("用法: mcr ") and chinese.splitlines()[-1] == zh, chinese


def test_a_directory_given_for_a_log(tmp_path: Path) -> None:
    shown = f"'{tmp_path}'"
    assert stderr(["replay", str(tmp_path)]).splitlines()[-1] == (
        f"Error: Invalid value for 'FILE...': File {shown} is a directory."
    )
    assert stderr(["replay", str(tmp_path)], "zh").splitlines()[-1] == (
        f"错误: 'FILE...' 的值无效：{shown} 是目录，不是文件。"
    )


def _refusal(kind: click.ParamType, value: str) -> str:
    with pytest.raises(click.BadParameter) as caught:
        kind.convert(value, None, None)
    return caught.value.message


@pytest.mark.parametrize(
    ("ours", "clicks", "value"),
    [
        pytest.param(co.SaidChoice(system_names()), click.Choice(system_names()), "nope", id="choice"),
        pytest.param(co.SaidFile("rb"), click.File("rb"), "/nonexistent/a.match", id="file"),
        pytest.param(
            ExistingFile(),
            click.Path(exists=True, dir_okay=False, allow_dash=True),
            "/nonexistent",
            id="path",
        ),
    ],
)
def test_our_types_refuse_in_clicks_words(ours: click.ParamType, clicks: click.ParamType, value: str) -> None:
    assert _refusal(ours, value) == _refusal(clicks, value)


def test_extra_words_are_refused_as_click_refuses_them() -> None:
    def command(cls: type[click.Command]) -> click.Command:
        return cls("c", params=[click.Argument(["name"])], callback=lambda name: None)

    for words in (["a", "b"], ["a", "b", "c"]):
        plain = CliRunner().invoke(command(click.Command), words)
        strict = CliRunner().invoke(command(co.StrictCommand), words)
        assert (strict.exit_code, strict.output) == (plain.exit_code, plain.output) == (2, strict.output)


def test_a_click_that_words_it_otherwise_is_shown_as_it_says_it() -> None:
    """The fault must say exactly what click shows; otherwise click's words stand (no guess at them)."""
    assert usage_said(click.NoSuchOption("--x", message="Unknown option --x!")) is None
    said = usage_said(click.NoSuchOption("--x"))
    assert said is not None and said.code == "usage.no-such-option"
