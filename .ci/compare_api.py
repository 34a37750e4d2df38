#!/usr/bin/env python3
"""Compiled and pure builds fail alike through the Python API: the same hostile calls, the same errors.

    python3 .ci/compare_api.py PURE_VENV COMPILED_VENV [--calls N]

Each venv's python runs this file with ``--child``: outside the repository
(so that it imports the venv's installed ``mcr_cli``), it makes a seeded
list of hostile calls and prints one line per call, ``label<TAB>outcome``,
the outcome ``ok`` or the exception's class and message.  The calls:

* every public function (``score``, ``score_json``, ``waits``, ``shanten``
  under each system and with a house-rule file, ``parse_hand``,
  ``format_hand``, ``find_system``, ``Hand.parse``, ``parse_house_rules``,
  and for this release the old spellings ``score_system``, ``find_waits``,
  ``find_shanten``, ``waits(system, hand, …)``, their warnings silenced) with
  each argument in turn given each hostile value (wrong types, NaN, huge
  ints, long text, records built wrong);
* each setting of each system through ``rules().with_settings``, and a
  setting it lacks;
* ``Hand``, ``Meld`` and ``WinContext`` built with each field hostile, then
  used (``repr``, ``str``, scored, formatted, asked for waits); built with
  a field they lack, too many values, one missing;
* N random calls (``--calls``, 3,000 by default), several arguments hostile
  at once.

A successful call's result is used as a caller would (``str``, ``repr``,
``to_dict``).  The lines of both builds must be equal; an outcome that is
not the package's error (an ``MCRError``) fails too, in either build.  One
kind of call is compared by class only: a function called with an argument
it has no parameter for, which is Python's ``TypeError`` in both builds,
worded by each (the interpreter's and mypyc's wrappers).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
ENV = {**os.environ, "PYTHONHASHSEED": "0", "NO_COLOR": "1"}
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
SIGNATURE = "signature"
"""The label's first word of a call that does not fit the function's signature: compared by class only."""


def hostile_values() -> list[tuple[str, Any]]:
    """Values no argument or field should hold, each with the name its lines show."""
    from mcr_cli import Hand, Meld, MeldKind, WinContext

    huge = 10**5000
    return [
        ("None", None),
        ("0", 0),
        ("-1", -1),
        ("34", 34),
        ("1.5", 1.5),
        ("nan", math.nan),
        ("inf", math.inf),
        ("True", True),
        ("bytes", b"123m"),
        ("list", [1]),
        ("dict", {"a": 1}),
        ("huge", huge),
        ("2**70", 2**70),
        ("text", "x"),
        ("long-text", "9" * 5000),
        ("empty", ""),
        ("object", object()),
        ("tuple-of-none", (None,)),
        ("counts-of-none", [None] * 34),
        ("hand-of-none", Hand(None, None, None)),  # type: ignore[arg-type]
        ("hand-of-text", Hand("x", "y", "z")),  # type: ignore[arg-type]
        ("hand-huge-win", Hand((), (0,) * 13, huge)),
        ("meld-kind-text", Meld("chow", 0, 1)),  # type: ignore[arg-type]
        ("meld-huge-tile", Meld(MeldKind.PUNG, huge, 1)),
        ("context-seat-7", WinContext(seat_wind=7)),
        ("context-seat-text", WinContext(seat_wind="S")),  # type: ignore[arg-type]
        ("context-extra-text", WinContext(extra="x")),  # type: ignore[arg-type]
        ("context-huge-flowers", WinContext(flowers=huge)),
    ]


def targets() -> list[tuple[str, Callable[..., Any], dict[str, Any]]]:
    """Every public function with good arguments: ``(label, function, {name: good value})``."""
    import mcr_cli
    from mcr_cli import WinContext
    from mcr_cli.systems.house import parse_house_rules

    good = {
        "mcr": "123m456p789s111z22z",
        "tuidaohu": "[111p,1]234p567p99pCC9p",
        "kawuxing": "[555p,1]46p123s789sCC5p",
        "jipinghu": "123m456p789s111z22z",
        "tianjin": "12346m123p123sCC5m",
    }
    ready = {"mcr": "1112345678999s", "tianjin": "12346m123p123sCC"}
    club = str(HERE.parents[1] / "examples" / "club.toml")
    found: list[tuple[str, Callable[..., Any], dict[str, Any]]] = [
        ("score", mcr_cli.score, {"hand": good["mcr"], "context": None, "rules": "mcr", "house": None}),
        ("score[house]", mcr_cli.score, {"hand": good["tuidaohu"], "context": None, "house": club}),
        ("parse_hand", mcr_cli.parse_hand, {"text": good["mcr"], "tiles": 14}),
        ("format_hand", mcr_cli.format_hand, {"hand": mcr_cli.parse_hand(good["mcr"])}),
        ("find_system", mcr_cli.find_system, {"name": "kawuxing"}),
        ("Hand.parse", mcr_cli.Hand.parse, {"text": good["mcr"]}),
        ("parse_house_rules", parse_house_rules, {"data": {"system": "tuidaohu"}, "source": "club.toml"}),
        ("old find_waits", mcr_cli.find_waits, {"hand": ready["mcr"], "context": None, "visible": ()}),
        ("old find_shanten", mcr_cli.find_shanten, {"hand": ready["mcr"], "visible": ()}),
    ]
    for name in mcr_cli.system_names():
        ctx = WinContext(indicator=15) if name == "tianjin" else None
        hand = good[name]
        rules = mcr_cli.find_system(name).rules()
        args = {"hand": hand, "context": ctx, "rules": rules, "house": None}
        found += [(f"score[{name}]", mcr_cli.score, args), (f"score_json[{name}]", mcr_cli.score_json, args)]
        waiting = {**args, "hand": ready.get(name, hand[: len(hand) - 2]), "visible": ()}
        found += [(f"waits[{name}]", mcr_cli.waits, waiting), (f"shanten[{name}]", mcr_cli.shanten, waiting)]
        old = {"system": name, "hand": hand, "ctx": ctx, "rules": rules}
        found += [(f"old score_system[{name}]", mcr_cli.score_system, old)]
        found += [(f"old waits[{name}]", mcr_cli.waits, {**old, "hand": waiting["hand"], "visible": ()})]
    return found


def outcome(call: Callable[[], Any]) -> str:
    """``ok``, or ``Class: message`` (addresses taken out, the message shortened)."""
    from mcr_cli import MCRError

    try:
        result = call()
        if hasattr(result, "to_dict"):
            result.to_dict()
        str(result)
        repr(result)
    except MCRError as err:
        return f"{type(err).__name__}: {ADDRESS.sub(' at 0x…', str(err))[:300]}"
    except Exception as err:  # what the comparison is for: shown, and counted as a fault
        return f"NOT OURS {type(err).__name__}: {ADDRESS.sub(' at 0x…', str(err))[:300]}"
    return "ok"


def calls(random_calls: int) -> list[tuple[str, Callable[[], Any]]]:
    """The hostile calls, in a fixed order: ``(label, call)``."""
    import mcr_cli
    from mcr_cli import Hand, Meld, WinContext

    values = hostile_values()
    found: list[tuple[str, Callable[[], Any]]] = []
    for label, function, good in targets():
        for arg in good:
            for name, value in values:
                found.append((f"{label}({arg}={name})", _bind(function, {**good, arg: value})))
        found.append((f"{SIGNATURE} {label}(bogus=1)", _bind(function, {**good, "bogus": 1})))
    for system in mcr_cli.system_names():
        rules = mcr_cli.find_system(system).rules()
        for setting in [*(s.name for s in rules.system.settings), "bogus", "bas"]:
            for name, value in [*values, ("good", 1), ("false", False), ("one", "one")]:
                found.append(
                    (
                        f"{system}.with_settings({setting}={name})",
                        _bind(rules.with_settings, {setting: value}),
                    )
                )
    uses: list[tuple[str, Callable[[Any], Any]]] = [
        ("repr", repr),
        ("str", str),
        ("score", mcr_cli.score),
        ("format_hand", mcr_cli.format_hand),
        ("waits[tuidaohu]", lambda h: mcr_cli.waits(h, rules="tuidaohu")),
        ("shanten[mcr]", mcr_cli.shanten),
    ]
    good_hand = mcr_cli.parse_hand("[123m,1]456p789s111z22z")
    for record, build, holder in (
        ("Hand", lambda **f: Hand(**{**good_hand._asdict(), **f}), lambda h: h),
        (
            "Meld",
            lambda **f: Meld(**{**good_hand.melds[0]._asdict(), **f}),
            lambda m: good_hand._replace(melds=(m,)),
        ),
    ):
        for field in (Hand if record == "Hand" else Meld)._fields:
            for name, value in values:
                built = build(**{field: value})
                for use, act in uses:
                    thing = built if use in ("repr", "str") else holder(built)
                    found.append((f"{record}({field}={name}).{use}", _bind(act, {}, thing)))
    for field in WinContext._fields:
        for name, value in values:
            ctx = WinContext(**{field: value})
            found.append((f"WinContext({field}={name}).repr", _bind(repr, {}, ctx)))
            found.append((f"WinContext({field}={name}).score", _bind(mcr_cli.score, {}, good_hand, ctx)))
            found.append(
                (
                    f"WinContext({field}={name}).waits",
                    _bind(mcr_cli.waits, {"rules": "tianjin"}, "12346m123p123sCC", ctx),
                )
            )
    for record, cls in (("Hand", Hand), ("Meld", Meld), ("WinContext", WinContext)):
        for label, args, kwargs in (
            ("bogus=1", (), {"bogus": 1}),
            ("near-miss", (), {cls._fields[0].replace("_", "") + "s": 1}),
            ("18 values", tuple(range(18)), {}),
            ("twice", (1,), {cls._fields[0]: 1}),
            ("none", (), {}),
        ):
            found.append((f"{record}({label})", _bind(cls, kwargs, *args)))
    rng = random.Random(21)
    table = targets()
    for number in range(random_calls):
        label, function, good = rng.choice(table)
        args = dict(good)
        shown = []
        for arg in good:
            if rng.random() < 0.5:
                name, args[arg] = rng.choice(values)
                shown.append(f"{arg}={name}")
        found.append((f"random {number} {label}({', '.join(shown)})", _bind(function, args)))
    return found


def _bind(function: Callable[..., Any], kwargs: dict[str, Any], *args: Any) -> Callable[[], Any]:
    return lambda: function(*args, **kwargs)


def child(random_calls: int) -> int:
    import warnings

    sys.set_int_max_str_digits(4300)  # the default, whatever the environment says
    warnings.simplefilter("ignore", DeprecationWarning)  # the old spellings, called on purpose
    for label, call in calls(random_calls):
        print(f"{label}\t{outcome(call)}")
    return 0


def run(venv: Path, random_calls: int) -> list[str]:
    with tempfile.TemporaryDirectory() as away:  # not the repository: the venv's installed mcr_cli
        done = subprocess.run(
            [str(venv.resolve() / "bin" / "python"), str(HERE), "--child", "--calls", str(random_calls)],
            capture_output=True,
            cwd=away,
            env=ENV,
            text=True,
            check=False,
        )
    if done.returncode:
        sys.exit(f"{venv}: the calls did not run:\n{done.stderr[-2000:]}")
    return done.stdout.splitlines()


def compared(line: str) -> str:
    """The line as compared: a signature case by its class only."""
    label, _, result = line.partition("\t")
    if label.startswith(SIGNATURE + " "):
        return f"{label}\t{result.split(':', 1)[0]}"
    return line


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pure", type=Path, nargs="?", help="the venv with the pure-Python build")
    ap.add_argument("compiled", type=Path, nargs="?", help="the venv with the compiled build")
    ap.add_argument("--calls", type=int, default=3000, help="random calls besides the systematic ones")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        return child(args.calls)
    if args.pure is None or args.compiled is None:
        ap.error("give the pure venv and the compiled venv")
    pure, compiled = run(args.pure, args.calls), run(args.compiled, args.calls)
    if len(pure) != len(compiled):
        print(f"error: {len(pure)} calls in the pure build, {len(compiled)} in the compiled one")
        return 1
    differ = [(a, b) for a, b in zip(pure, compiled, strict=True) if compared(a) != compared(b)]
    faults = [
        line for line in (*pure, *compiled) if "\tNOT OURS " in line and not line.startswith(SIGNATURE + " ")
    ]
    for a, b in differ[:20]:
        label, _, x = a.partition("\t")
        print(f"  DIFFERENT  {label}\n    pure:     {x}\n    compiled: {b.partition(chr(9))[2]}")
    for line in sorted(set(faults))[:20]:
        print(f"  NOT OURS   {line}")
    errors = sum("\tok" not in line for line in pure)
    print(
        f"{len(pure) - len(differ)} of {len(pure)} API calls alike in both builds "
        f"({errors} refused); {len(differ)} differ, {len(set(faults))} not the package's error"
    )
    return 1 if differ or faults else 0


if __name__ == "__main__":
    sys.exit(main())
