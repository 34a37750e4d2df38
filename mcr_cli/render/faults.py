"""A fault of the catalogue said in a language: the template of its code, filled with its parameters.

The core raises its errors with a fault and its parameters (``faults.py``);
``str(error)`` is the English.  With ``--lang zh`` the same fault is said
from the Chinese table of its code (``render/zh/``): nothing is parsed.  A
parameter that is a fault of its own is said in the same language; one that
names patterns (``PatternList``: a failed ``--expect``'s fans) by each one's
name in the language shown, its system's (``render/lang.namer``), English
ones with ``--lang en`` too; words from outside the package (``Foreign``: the
system's reason a file cannot be read) by their key in a table
(``render/zh/foreign.py``); a plain text (``TEXT``) as written.  No message
is parsed back.

What is said here is said on the command line: a field of the API the
fault names (``faults.Field``) is the flag the user typed, in every
language (``--seat-wind``, where a Python caller reads ``seat_wind``);
``flag_text`` is an error's English so.

    >>> from mcr_cli.model.faults import EMPTY_HAND
    >>> from mcr_cli.errors import InvalidHandError
    >>> error_text(InvalidHandError(EMPTY_HAND(), 0), "zh")
    '手牌为空（第 1 个字符）'

A failed ``--expect`` (``systems.expect.check``), in each language:

    >>> from mcr_cli.systems.expect import ExpectationError, check
    >>> try:
    ...     check(15, {"花龙": 1, "门前清": 1}, {"expect": 8, "expect_fans": "花龙,清龙"})
    ... except ExpectationError as err:
    ...     print(err, error_text(err, "zh"), error_text(err, "en"), sep="\\n")
    expected total 8, scored 15; fans differ: missing 清龙; extra 门前清
    应为合计 8，实得 15；番种不符：缺少 清龙；多出 门前清
    expected total 8, scored 15; fans differ: missing Pure Straight; extra Concealed Hand
"""

from __future__ import annotations

from ..errors import MatchRecordError
from ..faults import CATALOGUE, Fault, PatternList, Said, message_of
from .lang import error_label, said_in
from .zh import templates

zh_templates = templates
"""Every fault's, reason's and note's Chinese template by its code (``render/zh/``)."""


def say(said: Said, lang: str | None) -> str:
    """``said`` in ``lang`` as the command line says it (``render/lang.said_in``): Chinese with ``zh``,
    English with ``en`` (patterns by their English names), its English without ``lang``; its fields as
    flags, always."""
    return said_in(said, lang)


def names_patterns(said: Said) -> bool:
    """Whether ``said`` (or a part of it) names patterns: in English too, said by ``say``, not ``str``."""
    return any(
        isinstance(v, PatternList) or (isinstance(v, Said) and names_patterns(v))
        for v in said.params.values()
    )


def flag_text(err: BaseException) -> str:
    """``str(err)`` as the command line says it: each field its fault names is the flag (``--seat-wind``).

    An error that names no field is its own text, as ever; one that does is
    its fault said with flags, with its position or its place as ``str`` has them.

    >>> from mcr_cli.errors import NotationError
    >>> from mcr_cli.faults import CATALOGUE, Field, fault
    >>> glyph = fault("demo.glyph", "a flower glyph: count it by {flowers}", Field("flowers", "N"))
    >>> err = NotationError(glyph(), 17)
    >>> str(err)
    'a flower glyph: count it by flowers=N at position 18'
    >>> flag_text(err)
    'a flower glyph: count it by --flowers N at position 18'
    >>> _ = CATALOGUE.pop("demo.glyph")
    """
    said = getattr(err, "said", None)
    if not isinstance(said, Said) or not said.names_a_field():
        return str(err)
    text = message_of(err).text(flags=True)
    return f"{err.place}: {text}" if isinstance(err, MatchRecordError) else text


def error_text(err: BaseException, lang: str | None) -> str | None:
    """An error of the catalogue in ``lang``, with its place or position; else ``None`` (then ``str``).

    In Chinese every one; in English one that names patterns, each by its English name (any
    other's English is ``str(error)`` as ever).
    """
    said = getattr(err, "said", None)
    if lang is None or not isinstance(said, Said) or (lang != "zh" and not names_patterns(said)):
        return None
    text = say(message_of(err), lang)
    return f"{err.place}: {text}" if isinstance(err, MatchRecordError) else text


def error_words(err: BaseException | str, message: str, lang: str | None) -> tuple[str, str]:
    """The label and text of an error line: ``error`` and ``message`` as written without ``lang``.

    With ``lang`` the label is in that language (``错误``) and a fault of the
    catalogue is said from its template (``error_text``); anything else (an
    error no fault says) as written.  One function for a single hand's error
    and a batch line's, so that the two read alike.
    """
    if lang is None:
        return "error", message
    coded = error_text(err, lang) if isinstance(err, BaseException) else None
    return error_label(lang), message if coded is None else coded


def line_place(number: int, lang: str | None) -> str:
    """Where a batch line's error is: ``line 3``, ``第 3 行`` with ``--lang zh``."""
    return f"第 {number} 行" if lang == "zh" else f"line {number}"


def catalogue() -> dict[str, Fault]:
    """Every fault declared, once each area's faults are imported (for the catalogue's tests).

    The command line's (``cli/faults.py``) are above this layer: whoever walks them imports them.
    """
    from .. import limits as _limits  # noqa: F401
    from .. import systems
    from ..match import faults as _match  # noqa: F401
    from ..model import faults as _model  # noqa: F401
    from ..replay import faults as _replay  # noqa: F401
    from ..systems import faults as _systems  # noqa: F401
    from ..systems import reasons as _reasons  # noqa: F401

    for declaration in systems.SYSTEMS:  # each system declares its reasons and notes beside its texts
        declaration.system()

    return CATALOGUE
