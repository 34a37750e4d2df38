"""What every scoring system is made of: patterns as data, a context, the rules in force, a ``System``.

A system (推倒胡, 卡五星, …) is one ``System`` object in a module of its own:
its tiles and melds, the flags it reads, its table of ``Pattern`` rows
(value or factor, what each does not also count), and ``evaluate``, which
judges the readings of a hand and settles who pays.  Everything shared —
notation, readings, the checks of tiles and flags against the system,
payments arithmetic, rendering — lives beside it and knows no system by name.

``Rules`` is a system's table as it is in force: the system's own values
with a club's house rules (``house.py``) laid over them.  Predicates read
values through it, so ``mcr rules NAME``, the scorer and a house-rule file
all read the one table.
"""

from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from ..errors import ContextError, FlagValueError
from ..faults import Field, Said
from ..model.hand import Hand, Meld, MeldKind
from ..model.tiles import Tile
from ..native import mypyc_attr
from .context import WinContext
from .faults import ABOVE_BOUND, NOT_PART_OF, WHY
from .flags import Flag, Limit, Setting, flag_names

if TYPE_CHECKING:  # annotations only: ``mcr score --json`` under MCR loads no result type
    from .house_types import HouseRules
    from .readiness import ShantenResult, WaitsResult
    from .result import Result
    from .shapes import Shapes


class Pattern(NamedTuple):
    """One row of a system's table.

    ``kind`` says how the value counts: ``"fan"`` is added (points or 番),
    ``"factor"`` multiplies; a system may use finer kinds (鸡平胡's
    ``"base"``, ``"addon"``, ``"special"``) that its own ``evaluate`` reads.
    ``excludes`` names (in Chinese) the patterns it does not also count (不计).
    """

    zh: str
    en: str
    value: int
    kind: str
    description: str
    excludes: tuple[str, ...] = ()
    ruling: str = ""


class Texts(NamedTuple):
    """A system's own texts in one language, for ``--lang zh`` or ``--lang en``.

    The default texts (``System.source``, ``Pattern.description``,
    ``System.notes``, ``System.formula``) mix English with the Chinese terms
    of the game; each system's package gives them again in one language
    (``systems/NAME/texts.py``), written for readers of that language, so
    that adding a system means editing its package only.  An empty field
    leaves the default in place (render then puts the English pattern names
    in for the Chinese ones).  ``notes`` are lines as ``System.notes`` writes
    them, each ruling after its id (``T4 …``); a ruling they leave out keeps
    its default text.
    """

    source: str = ""
    descriptions: Mapping[str, str] = {}
    """Each pattern's description, by the pattern's Chinese name; one missing keeps the default."""
    notes: tuple[str, ...] = ()
    formula: str = ""
    """The formula of the system's own table (``formula_in_force`` writes it for other rules)."""
    reasons: Mapping[str, str] = {}
    """The reasons and notes a scored hand shows (``systems/reasons.py``), again: each one's template
    in this language, by its code, with the same parameters.  One missing is said from the table
    every system shares (Chinese), or from its English with the patterns' English names."""


class Rules(NamedTuple):
    """A system's table in force: its values, the patterns switched off, its settings."""

    system: "System"
    values: Mapping[str, int]
    off: frozenset[str]
    settings: Mapping[str, int | str | None]
    """Each setting's value in force: a number, a switch (``bool``) or a word (``robbed_pays``)."""
    house: "HouseRules | None" = None

    def value(self, zh: str) -> int:
        """The value (points, 番 or factor) of pattern ``zh`` in force."""
        return self.values[zh]

    def on(self, zh: str) -> bool:
        """Whether pattern ``zh`` counts at all (a house rule may switch it off)."""
        return zh not in self.off

    def setting(self, name: str) -> int | None:
        """A number setting in force (``base``, ``cap``); ``None`` when unset."""
        value = self.settings.get(name)
        return value if isinstance(value, int) else None

    def switch(self, name: str) -> bool:
        """A switch setting in force (``flush_above_cap``); ``False`` when the system lacks it."""
        return self.settings.get(name) is True

    def word(self, name: str) -> str:
        """A word setting in force (``robbed_pays``: ``"all"`` or ``"one"``); ``""`` if none."""
        value = self.settings.get(name)
        return value if isinstance(value, str) else ""

    def with_settings(self, **values: object) -> "Rules":
        """These rules with some settings changed (``--cap 5`` over a house file's ``cap = 3``).

        A value of ``None`` changes nothing.  A setting the system lacks is a
        ``ContextError`` naming its flag; a value of the wrong type or out of
        the setting's range a ``FlagValueError``.  A method of the public API
        on a compiled class, so no layer above can check its values first: it
        takes any value (``object``, which the compiled build lets in) and each
        setting checks its own (``Setting.value_error``).
        """
        known = {s.name: s for s in self.system.settings}
        changed = dict(self.settings)
        for name, value in values.items():
            if value is None:
                continue
            setting = known.get(name)
            if setting is None:
                raise refuse(Field(name), self.system)
            why = setting.value_error(value)
            if why:
                raise FlagValueError(why)
            assert isinstance(value, (int, str))  # value_error passes numbers, switches and words only
            changed[name] = value
        rules = self._replace(settings=changed)
        found = rules.contradiction()
        if found is not None:
            raise FlagValueError(found[1])
        return rules

    def contradiction(self) -> tuple[str, Said] | None:
        """The setting (and why) that the rest of these rules make impossible to meet, or ``None``.

        ``min_discard_factor = 100000`` in 卡五星, whose factors multiply to no
        more than a few thousand, allows no discard win at all: a house file or
        flags that say so contradict themselves (``System.limits``).
        """
        for limit in self.system.limits:
            value, bound = self.setting(limit.setting), limit.bound(self)
            if value is not None and bound is not None and value > bound:
                why = ABOVE_BOUND(
                    setting=limit.setting,
                    value=value,
                    bound_name=limit.bound_name,
                    bound=bound,
                    why=limit.why,
                )
                return limit.setting, why
        return None

    def pattern(self, zh: str) -> Pattern:
        """The row of ``zh`` with the value in force (the row itself when the value is the table's)."""
        row, value = self.system.pattern(zh), self.values[zh]
        return row if row.value == value else row._replace(value=value)


_ROWS: "dict[System, dict[str, Pattern]]" = {}
"""Each system's rows by name, made once (``System.pattern``): by the system itself, as below."""
_FLAG_NAMES: "dict[System, frozenset[str]]" = {}
"""``System.flag_names`` of each system, worked out once (every hand asks): by the system itself, not
its name, so that a system registered at run time under a name already seen needs no cache cleared."""


@mypyc_attr(allow_interpreted_subclasses=True)
class System:
    """A scoring system: subclass it in ``systems/NAME/system.py`` and register it in ``__init__``.

    Class attributes declare the system; its flags and settings come from
    the package ``systems/NAME`` (``READS``, ``FLAGS``, ``SETTINGS``), which the
    command line reads without importing the scorer.  ``score`` in
    ``scoring.py`` does the checks every system shares, then ``check`` and
    ``evaluate``.

    The declarations are ``ClassVar`` and the class allows subclasses the
    compiler never saw: in the compiled build (``native.py``) a system written
    in Python, like the tests' demo, is read as the compiled ones are.
    """

    name: ClassVar[str] = ""
    zh: ClassVar[str] = ""
    en: ClassVar[str] = ""
    source: ClassVar[str] = ""
    """Where the table comes from, one line for ``mcr rules``."""
    seats: ClassVar[str] = "ESWN"
    tiles: ClassVar[frozenset[Tile]] = frozenset(range(34))
    melds: ClassVar[frozenset[MeldKind]] = frozenset(MeldKind)
    offers: ClassVar[Mapping[MeldKind, frozenset[int]] | None] = None
    """Meld offers the system allows, where it narrows the notation's (三人: no 'across')."""
    reads: ClassVar[tuple[str, ...]] = ("self_drawn", "seat_wind", "prevalent_wind", "discarder")
    """The table's flags (``flags.TABLE``) the system reads; any other one given is an error naming it."""
    own_flags: ClassVar[tuple[Flag, ...]] = ()
    """Flags only this system has (``--horses``); their values ride in ``WinContext.extra``."""
    settings: ClassVar[tuple[Setting, ...]] = ()
    limits: ClassVar[tuple[Limit, ...]] = ()
    """Settings the rest of the table bounds (a minimum no hand reaches): refused, ``Rules.contradiction``."""
    """The settings of its rules in force (``base``, ``cap``, ``min_fan``, the switches of revision 2)."""
    patterns: ClassVar[tuple[Pattern, ...]] = ()
    formula: ClassVar[str] = ""
    """How the total is formed, one line for ``mcr rules`` (``(Σ patterns) × factors × base``)."""
    notes: ClassVar[tuple[str, ...]] = ()
    """The system's rulings, one line each, for ``mcr rules NAME``."""
    texts: ClassVar[Mapping[str, Texts]] = {}
    """The texts above in one language, by ``--lang`` (``"zh"``, ``"en"``); see ``Texts``."""
    shapes_at: ClassVar[str] = ""
    """Where its winning shapes for shanten are (``package.module:NAME``, a ``Shapes``): see ``shapes``."""
    aliases_at: ClassVar[str] = ""
    """Where its table of other names for its patterns is (``package.module:NAME``): see ``aliases``."""
    formula_at: ClassVar[str] = ""
    """Where its writer of ``formula`` with the numbers in force is (``package.module:NAME``)."""
    house_variants: ClassVar[bool] = True
    meld_rules: ClassVar[bool] = False
    """Whether ``meld_error`` may refuse a meld for what the context makes of it (a wild in a meld)."""
    """Whether a house-rule file may change the table (the 1998 competition rules have none)."""

    def pattern(self, zh: str) -> Pattern:
        """The table's row of ``zh`` (``KeyError`` if none): looked up by name, every hand asks."""
        rows = _ROWS.get(self)
        if rows is None:
            rows = _ROWS[self] = {p.zh: p for p in reversed(self.patterns)}  # the first row of a name
        return rows[zh]

    def label(self) -> str:
        """``推倒胡 (tuidaohu)``, as messages name the system."""
        return f"{self.zh} ({self.name})"

    def flag_names(self) -> frozenset[str]:
        """Every flag the system has, as ``flags.flag_names`` decides: the table's it reads, the
        prevalent wind, its own, its settings that are flags."""
        names = _FLAG_NAMES.get(self)
        if names is None:
            names = _FLAG_NAMES[self] = flag_names(self.reads, self.own_flags, self.settings)
        return names

    def rules(self, house: "HouseRules | None" = None) -> "Rules":
        """The table in force: the system's values, with ``house`` laid over them."""
        values = {p.zh: p.value for p in self.patterns}
        settings: dict[str, int | str | None] = {s.name: s.default for s in self.settings}
        off: frozenset[str] = frozenset()
        if house is not None:
            values.update(house.values)
            settings.update(house.settings)
            off = frozenset(house.off)
        return Rules(self, values, off, settings, house)

    def check_table(self, ctx: WinContext, rules: "Rules") -> None:
        """Checks of the context alone, before any hand is read (a wild needs its indicator).

        ``mcr waits`` asks them too, so that it refuses what ``mcr score`` refuses.
        """

    def check(self, hand: Hand, ctx: WinContext, rules: "Rules") -> None:
        """System-specific checks of the hand and its context; raise ``ContextError``."""

    def meld_error(self, meld: Meld, ctx: WinContext) -> Said | None:
        """Why ``meld`` cannot be in this hand under ``ctx`` (a wild tile in a meld), or ``None``.

        Asked with the meld's place in the text, so the error points at its ``[``.
        """
        return None

    # --- the steps ``engine.evaluate`` runs (its docstring tells them) ---------------------

    def readings(self, hand: Hand, ctx: WinContext, rules: "Rules") -> Sequence[Any]:
        """Step 1: every reading of the checked hand as a winning shape, each as ``judge`` reads it."""
        raise NotImplementedError

    def judge(self, reading: Any, hand: Hand, ctx: WinContext, rules: "Rules") -> Any:
        """Step 2: one reading's patterns, 不计 applied, and its worth; ``None`` when it wins nothing."""
        raise NotImplementedError

    def rank(self, judged: Any) -> tuple[int, ...]:
        """Step 3: the key that orders judged readings, the best highest (就高不就低, then tie-breaks)."""
        raise NotImplementedError

    def prefer(self, tied: list[Any]) -> Any:
        """Step 3: the judged reading that counts among those ``rank`` ties: the first found by default."""
        return tied[0]

    def no_win(self, hand: Hand, readings: Sequence[Any], rules: "Rules") -> Said:
        """Why no reading of ``readings`` wins (none at all, or every one judged ``None``)."""
        raise NotImplementedError

    def settle(self, best: Any, hand: Hand, ctx: WinContext, rules: "Rules", detail: bool) -> "Result":
        """Step 4: the best reading's ``Result``: total, the minimum, payments; evidence with ``detail``."""
        raise NotImplementedError

    def find_waits(
        self, hand: Hand, ctx: WinContext, rules: "Rules", visible: tuple[Tile, ...]
    ) -> "WaitsResult | None":
        """The waits of the checked 13-tile ``hand`` by the system's own analysis, or ``None``.

        ``None`` (the default) leaves them to ``waits.find_system_waits``, which
        tries every tile through the scorer itself.
        """
        return None

    def find_shanten(
        self, hand: Hand, ctx: WinContext, rules: "Rules", visible: tuple[Tile, ...]
    ) -> "ShantenResult | None":
        """How far the checked 13- or 14-tile ``hand`` is from ready, by the system's own analysis, or None.

        ``None`` (the default) leaves it to ``waits.system_shanten``, which
        measures the shapes and wild tiles of ``shapes()`` (searched by
        ``shapes.py``).  MCR has its own analysis.  ``waits.shanten`` checks
        the hand and the context as the scorer does before asking.
        """
        return None

    def shapes(self) -> "Shapes":
        """The winning shapes and wild tiles shanten measures a hand against (``shapes.Shapes``).

        ``shapes_at`` names them; without it, four sets and a pair with no
        wild tile, the shape every system has.  Loaded when first asked, so
        that scoring never loads the search.
        """
        if self.shapes_at:
            return _declared(self.shapes_at)  # type: ignore[no-any-return]  # a Shapes, by declaration
        from .shapes import STANDARD, Shapes

        return Shapes((STANDARD,))

    def aliases(self) -> Mapping[str, str]:
        """Other names people give the system's patterns (alias → Chinese name), for ``names.names_of``:
        the table ``aliases_at`` names, none without it."""
        if self.aliases_at:
            aliases: Mapping[str, str] = _declared(self.aliases_at)
            return aliases
        return {}

    def formula_in_force(self, rules: "Rules", lang: str | None = None) -> str:
        """``formula`` with the numbers of ``rules`` (a house cap, base, factor), for ``mcr rules``.

        A system whose formula names a number a house-rule file may change
        names its writer (``formula_at``: ``writer(rules, lang)``); with the
        system's own rules it is ``formula`` itself.  ``lang`` (``--lang``)
        asks for it in one language, from ``texts``.
        """
        if self.formula_at:
            writer: Callable[[Rules, str | None], str] = _declared(self.formula_at)
            return writer(rules, lang)
        texts = self.texts.get(lang or "")
        return texts.formula if texts is not None and texts.formula else self.formula


_DECLARED: dict[str, Any] = {}


def _declared(path: str) -> Any:
    """What a system's ``*_at`` declaration names (``package.module:NAME``), imported once."""
    found = _DECLARED.get(path)
    if found is None:
        module, _, name = path.partition(":")
        found = _DECLARED[path] = getattr(import_module(module), name)
    return found


def refuse(flag: Field, system: "System", why: Said | str = "") -> ContextError:
    """The error for a field the system does not have (``why``, a fault of its own, says why).

    >>> class Demo(System):
    ...     name, zh = "demo", "示例"
    >>> str(refuse(Field("flowers"), Demo(), "it has no flowers"))
    'flowers is not part of 示例 (demo): it has no flowers'
    """
    return ContextError(NOT_PART_OF(flag=flag, system=system.label(), why=WHY(why=why) if why else ""))
