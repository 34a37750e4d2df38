"""The catalogue of faults: each error the package reports, named by a code, with its parameters.

An error is said once.  A raise site names a fault and its parameters
(``raise NotationError(UNKNOWN_CHARACTER(ch="'x'", case=""), i, text)``):
the fault's English template filled in is the message, ``str(error)``,
the ``"error"`` of the JSON; its code (``notation.unknown-character``) is
the JSON's ``"code"``.  Another language is a table from code to template
in the render layer (``render/zh/``), filled with the same parameters by
one function (``render/lang.said_in``): no message is parsed back.  A
parameter that is a fault of its own (``Said``) is said in its turn, in the
language asked; one that names patterns by their names in that language
(``Named``, one pattern; ``PatternList``, a system's with their counts); a
seat (``Seat``) as that language writes it (东南西北); words from outside
the package (``Foreign``: the system's reason a file cannot be read) by
their key; a tuple as its items, joined; an empty one (``""``) says nothing.

A code's first word says what it is: the area of an error (``notation``,
``hand``, ``api``: the JSON's ``"code"``), or ``part``, ``word`` and ``hint``
for the pieces errors are said with (a note, a noun, the caret's hint),
which are never an error's code; or ``reason`` and ``note``, what a result
says of itself (why a pattern does not count, a line under the total:
``systems/reasons.py``), said the same way.

Each area declares its faults beside its code (``model/faults.py`` for the
notation and the hand) with ``fault``, which keeps one table of every code,
so that a test can walk the whole catalogue.

The core speaks in its own terms: a parameter that names a field of the API
(a keyword of a function, a field of ``WinContext``) is a ``Field``, never a
flag.  A Python caller reads the keyword it writes: the field's name
(``seat_wind``), or ``name=value`` where the message says what was given
(``self_drawn=True``: a switch a message says is on; ``flowers=N``).  The
command line says the flag the user typed instead (``text(flags=True)``, and
the render layer's every language): ``--seat-wind``, ``--self-drawn``,
``--flowers N``.  A field that is always in a fault's message is declared
with it (``fault(code, template, Field("discarder"), on("self_drawn"))``),
one a raise site chooses is passed as a parameter (``NOT_A_SEAT(flag=Field("dealer"), …)``).

    >>> F = fault("demo.field", "{discarder} {seat} with {self_drawn}", Field("discarder"), on("self_drawn"))
    >>> said = F(seat="W")
    >>> str(said), said.text(flags=True)
    ('discarder W with self_drawn=True', '--discarder W with --self-drawn')
    >>> _ = CATALOGUE.pop("demo.field")

    >>> F = fault("demo.sample", "{what} is not {shape}")
    >>> said = F(what="1x", shape="notation")
    >>> str(said), said.code
    ('1x is not notation', 'demo.sample')
    >>> _ = CATALOGUE.pop("demo.sample")
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

CATALOGUE: dict[str, Fault] = {}
"""Every fault declared, by code."""


def option_of(name: str) -> str:
    """The flag of a field on the command line: ``seat_wind`` is ``--seat-wind`` (``Flag.option`` too)."""
    return "--" + name.replace("_", "-")


class Field:
    """A field of the API a message names: said as the keyword a caller writes, or as its flag.

    ``value``: what the message says was given, ``True`` for a switch that is
    on (``self_drawn=True``, the flag alone on the command line) or a word
    (``flowers=N``, ``--flowers N``).  ``flag``: its spelling on the command
    line when it is not ``option_of(name)`` (``-t``).
    """

    __slots__ = ("flag", "name", "value")

    def __init__(self, name: str, value: str | bool | None = None, *, flag: str = "") -> None:
        self.name = name
        self.value = value
        self.flag = flag or option_of(name)

    def text(self, flags: bool = False) -> str:
        """The API's ``seat_wind``, ``self_drawn=True``; with ``flags``, ``--seat-wind``, ``--self-drawn``.

        >>> Field("flowers", "N").text(), Field("flowers", "N").text(flags=True)
        ('flowers=N', '--flowers N')
        """
        value = self.value
        if flags:
            return self.flag if value is None or value is True else f"{self.flag} {value}"
        return self.name if value is None else f"{self.name}={value}"

    def __str__(self) -> str:
        return self.text()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Field):
            return NotImplemented
        return (self.name, self.value, self.flag) == (other.name, other.value, other.flag)

    def __hash__(self) -> int:
        return hash((self.name, self.value, self.flag))

    def __repr__(self) -> str:
        return f"Field({self.name!r})" if self.value is None else f"Field({self.name!r}, {self.value!r})"


def on(name: str, flag: str = "") -> Field:
    """A switch a message says is on: ``self_drawn=True`` to a Python caller, ``--self-drawn`` or ``flag``."""
    return Field(name, True, flag=flag)


class Fault:
    """One entry of the catalogue: a code, the English template of its message, the fields it always names.

    ``fields`` are parameters of the template given once, where it is declared: a raise site gives the rest.
    """

    __slots__ = ("_names", "code", "en", "fields")

    def __init__(self, code: str, en: str, fields: tuple[Field, ...] = ()) -> None:
        self.code = code
        self.en = en
        # Most faults have no field: no comprehension (a frame of its own in Python 3.11) for those.
        self.fields = {f.name: f for f in fields} if fields else {}
        self._names: frozenset[str] | None = None

    @property
    def names(self) -> frozenset[str]:
        """The parameters its template names (read at the first use, not while the package imports)."""
        if self._names is None:
            self._names = template_names(self.en)
        return self._names

    def __call__(self, **params: object) -> Said:
        """The fault with these parameters: each one its template names but its fields, and no other."""
        fields = self.fields
        if set(params) != (self.names - fields.keys() if fields else self.names):
            raise RuntimeError(
                f"fault {self.code} takes {sorted(self.names - fields.keys())}, not {sorted(params)}"
            )
        return Said(self, {**fields, **params} if fields else params)

    def __repr__(self) -> str:
        return f"Fault({self.code!r})"


class Said:
    """A fault with its parameters: what an error of the package carries (``MCRError.said``)."""

    __slots__ = ("fault", "params")

    def __init__(self, fault: Fault, params: Mapping[str, object]) -> None:
        self.fault = fault
        self.params = dict(params)

    @property
    def code(self) -> str:
        return self.fault.code

    def text(self, template_of: Callable[[Fault], str] | None = None, *, flags: bool = False) -> str:
        """The message: the English template (or ``template_of``'s) filled, each ``Said`` in its turn.

        Each ``Field`` is said as the API's keyword, or as its flag with ``flags`` (the command line's).
        """
        template = self.fault.en if template_of is None else template_of(self.fault)
        return template.format_map({k: _filled(v, template_of, flags) for k, v in self.params.items()})

    def names_a_field(self) -> bool:
        """Whether a ``Field`` is among its parameters (or theirs): said otherwise on the command line."""
        return any(
            isinstance(v, Field) or (isinstance(v, Said) and v.names_a_field()) for v in self.params.values()
        )

    def __str__(self) -> str:
        return self.text()

    def __eq__(self, other: object) -> bool:
        """The same fault with the same parameters (results holding reasons compare by value)."""
        return isinstance(other, Said) and other.fault is self.fault and other.params == self.params

    def __hash__(self) -> int:
        return hash(self.fault.code)

    def __repr__(self) -> str:
        return f"Said({self.code!r}, {self.params!r})"


def _filled(value: object, template_of: Callable[[Fault], str] | None, flags: bool = False) -> object:
    """A parameter as its template shows it: a ``Said`` said, a ``Field`` named (as its flag with
    ``flags``), a tuple's items joined by ``, ``."""
    if isinstance(value, Said):
        return value.text(template_of, flags=flags)
    if isinstance(value, Field):
        return value.text(flags)
    if isinstance(value, tuple):
        return ", ".join(str(_filled(item, template_of, flags)) for item in value)
    return value


class Named:
    """A pattern's Chinese name as a parameter: itself by default, its English name under ``--lang en``."""

    __slots__ = ("zh",)

    def __init__(self, zh: str) -> None:
        self.zh = zh

    def __str__(self) -> str:
        return self.zh

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Named) and other.zh == self.zh

    def __hash__(self) -> int:
        return hash(self.zh)

    def __repr__(self) -> str:
        return f"Named({self.zh!r})"


class Seat:
    """A seat letter (``E S W N``) as a parameter: the letter by default, 东南西北 in Chinese."""

    __slots__ = ("letter",)

    def __init__(self, letter: str) -> None:
        self.letter = letter

    def __str__(self) -> str:
        return self.letter

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Seat) and other.letter == self.letter

    def __hash__(self) -> int:
        return hash(self.letter)

    def __repr__(self) -> str:
        return f"Seat({self.letter!r})"


class PatternList:
    """A parameter that names patterns: a system's, by Chinese name, each with its count.

    A list of names is data, not text: in English (``str``) the Chinese names
    as the systems write them, ``清龙, 幺九刻×2``; ``render/faults.say`` says
    each in the language shown (its English name with ``--lang en``) and joins
    them as that language joins a list (``、`` in Chinese).

    >>> listed = PatternList("mcr", [("清龙", 1), ("幺九刻", 2)])
    >>> str(listed), listed.text(lambda zh: {"清龙": "Pure Straight"}.get(zh, zh), "、")
    ('清龙, 幺九刻×2', 'Pure Straight、幺九刻×2')
    """

    __slots__ = ("counts", "system")

    def __init__(self, system: str, counts: Iterable[tuple[str, int]]) -> None:
        self.system = system
        self.counts = tuple(counts)

    def text(self, name: Callable[[str], str] = str, sep: str = ", ") -> str:
        """Each pattern by ``name`` (its Chinese name by default), ``×n`` when counted n > 1 times."""
        return sep.join(name(zh) + (f"×{n}" if n > 1 else "") for zh, n in self.counts)

    def __str__(self) -> str:
        return self.text()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PatternList):
            return NotImplemented
        return (self.system, self.counts) == (other.system, other.counts)

    def __hash__(self) -> int:
        return hash((self.system, self.counts))

    def __repr__(self) -> str:
        return f"PatternList({self.system!r}, {list(self.counts)!r})"


class Foreign:
    """Words from outside the package that a message quotes as they came: the operating system's
    reason (``strerror``), ``tomllib``'s.  ``str`` is the text as written (the English); another
    language finds its own words by ``key`` in its table of ``kind`` (``render/zh/foreign.py``: an
    ``OSError``'s ``errno``, ``tomllib``'s exact message), else keeps the text.  Nothing is parsed.

    >>> reason = os_reason(FileNotFoundError(2, "No such file or directory"))
    >>> str(reason), reason.kind, reason.key
    ('No such file or directory', 'os', 2)
    """

    __slots__ = ("key", "kind", "text")

    def __init__(self, kind: str, key: object, text: str) -> None:
        self.kind = kind
        self.key = key
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __format__(self, spec: str) -> str:
        return format(self.text, spec)

    def __repr__(self) -> str:
        return f"Foreign({self.kind!r}, {self.key!r}, {self.text!r})"


def os_reason(err: OSError) -> Foreign:
    """Why the system refused (``strerror``, else the error's text), keyed by its ``errno``."""
    return Foreign("os", err.errno, err.strerror or str(err))


def message_of(err: BaseException) -> Said:
    """An error as a part of another's message: its fault (with its position), or its text (``TEXT``).

    >>> from mcr_cli.errors import InvalidHandError
    >>> str(message_of(InvalidHandError("empty hand", 0))), message_of(ValueError("x")).code
    ('empty hand at position 1', 'part.text')
    """
    said = getattr(err, "said", None)
    position = getattr(err, "position", None)
    if isinstance(said, Said):
        return AT_POSITION(what=said, at=position + 1) if type(position) is int else said
    return TEXT(text=str(err))


def fault(code: str, en: str, *fields: Field) -> Fault:
    """Declare a fault: its code (``area.what-went-wrong``), once in the whole package, and its template.

    ``fields``: the fields of the API its template always names, each the parameter of its name.
    """
    if code in CATALOGUE:
        raise RuntimeError(f"fault {code} is declared twice")
    entry = CATALOGUE[code] = Fault(code, en, fields)
    return entry


def template_names(template: str) -> frozenset[str]:
    """The parameters a template names.

    >>> sorted(template_names("{count} tiles; the hand needs {tiles}{note}"))
    ['count', 'note', 'tiles']
    """
    # ``string.Formatter().parse`` is this one call; ``string`` itself compiles ``Template``'s pattern
    # as it imports (~3M instructions), and a fault made at import (kawuxing's ``LIMITS``) would pay it.
    from _string import formatter_parser  # type: ignore[import-not-found]

    return frozenset(name for _, name, _, _ in formatter_parser(template) if name)


AT_POSITION = fault("part.at-position", "{what} at position {at}")
"""A fault of the notation and the character it is at, as a message that holds it says them."""
TEXT = fault("part.text", "{text}")
"""A text no fault of the catalogue says, held by one that is: said as written in every language."""
DID_YOU_MEAN = fault("part.did-you-mean", " (did you mean {word}?)")
"""The nearest word to a misspelt one (a record's keyword, a batch line's option)."""
NO_CLOSING_QUOTATION = fault("part.no-closing-quotation", "No closing quotation")
NO_ESCAPED_CHARACTER = fault("part.no-escaped-character", "No escaped character")
_SHLEX = {"No closing quotation": NO_CLOSING_QUOTATION, "No escaped character": NO_ESCAPED_CHARACTER}


def split_reason(err: ValueError) -> Said:
    """Why ``shlex`` cannot split a line (a batch line's, a record's): its two messages by their faults.

    >>> split_reason(ValueError("No closing quotation")).code
    'part.no-closing-quotation'
    """
    known = _SHLEX.get(str(err))
    return known() if known is not None else message_of(err)
