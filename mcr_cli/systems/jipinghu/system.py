"""Guangdong 鸡平胡 (``--rules jipinghu``): 番 that double the stake, 爆胡 at 3, special hands beyond it.

The source ("广东麻将鸡平胡") gives the frame — 136 tiles, chows, "番是2倍的意思",
"爆胡为3番", special hands that break the cap and "不再叠加其他番种" — but
refers to a table it does not contain; the table below is the one public
鸡平胡 servers and rule pages share (``docs/systems/jipinghu.md``, J1-J9).

A reading is judged two ways and the better counts (J9):

* ordinary: exactly one *base* pattern, the highest that applies (J3), plus
  the *add-ons* (自摸, 三元牌 each, 门风, 圈风, the 3-番 events of J6); its 番
  is the sum, cut to the cap (爆胡, the setting ``cap``, 3);
* above the cap: the highest special hand that applies (J4/J5), or 混碰 /
  清一色 (J5, rev. 2: ``flush_above_cap``), its value alone, with nothing added.

``total = 2^番 × base``.  Values, switches and the cap are always read
through ``rules``, so a house-rule file changes what the scorer counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...errors import ContextError
from ...faults import Named, Said
from ...model.hand import Hand
from ...model.readings import Shape
from ...model.wilds import GroupReading, counts_of_tiles, group_readings, wild_text
from .. import faults as F
from ..base import Rules, System
from ..context import WinContext
from ..exclusion import exclude
from ..reasons import EXCLUDED, HOUSE_OFF, ruled
from ..result import CountedPattern, NotCounted, Result
from ..settle import from_each, others, settle
from ..totals import Power
from . import FLAGS, READS, SETTINGS
from . import texts as R
from .table import (
    ADDONS,
    BASE_TESTS,
    CHICKEN,
    EVENT_TESTS,
    EXCLUDES,
    FLUSHES,
    ORPHANS,
    PATTERNS,
    ROW_OF,
    SPECIAL_TESTS,
)
from .texts import TEXTS


class Judged(NamedTuple):
    """One reading as it counts: its patterns, 番 before and after the cap, and what did not count."""

    reading: GroupReading
    fans: tuple[CountedPattern, ...]
    raw: int
    fan: int
    special: bool
    not_counted: tuple[NotCounted, ...]

    def key(self) -> tuple[int, bool, int]:
        """J9: the highest 番 (so total); then a special hand; then the larger sum before the cap."""
        return (self.fan, self.special, self.raw)


def _counted(rules: Rules, zh: str, count: int = 1) -> CountedPattern:
    p = rules.pattern(zh)
    return CountedPattern(p.zh, p.en, p.value, count)


def _skipped(rules: Rules, zh: str, reason: Said) -> NotCounted:
    return NotCounted(zh, rules.pattern(zh).en, reason)


def _highest(rules: Rules, names: list[str]) -> str | None:
    """The pattern of highest value in force; a tie goes to the one listed first in the table."""
    best: str | None = None
    for zh in names:
        if (
            best is None
            or rules.value(zh) > rules.value(best)
            or (rules.value(zh) == rules.value(best) and ROW_OF[zh] < ROW_OF[best])
        ):
            best = zh
    return best


def _split_off(rules: Rules, applying: list[str], skipped: list[NotCounted]) -> list[str]:
    """The patterns of ``applying`` that are on; the others are noted as switched off."""
    skipped += [_skipped(rules, zh, HOUSE_OFF()) for zh in applying if not rules.on(zh)]
    return [zh for zh in applying if rules.on(zh)]


def _ordinary(r: GroupReading, hand: Hand, ctx: WinContext, rules: Rules, cap: int) -> Judged | None:
    """One base pattern (J3) and the add-ons, the sum cut to the cap (J5); ``None`` off four sets."""
    if r.shape is not Shape.FOUR_SETS:
        return None
    skipped: list[NotCounted] = []
    above = rules.switch("flush_above_cap")
    applying = [zh for zh, test in BASE_TESTS.items() if not (above and zh in FLUSHES) and test(r, hand, ctx)]
    bases = _split_off(rules, applying, skipped)
    base = _highest(rules, bases)
    if base is None:
        base = CHICKEN if rules.on(CHICKEN) else None
        if base is None:
            skipped.append(_skipped(rules, CHICKEN, HOUSE_OFF()))
    _, by = exclude(bases, EXCLUDES, excluders=() if base is None else (base,))  # the base alone excludes
    for zh in bases:
        if zh in by:
            skipped.append(_skipped(rules, zh, EXCLUDED(by=Named(by[zh]))))
        elif zh != base and base is not None:
            skipped.append(_skipped(rules, zh, R.ONE_BASE(ruling=ruled("J3"), base=Named(base))))
    fans = [_counted(rules, base)] if base else []
    addons = {zh: int(n) for zh, count in ADDONS.items() if (n := count(r, hand, ctx))}
    fans += [_counted(rules, zh, addons[zh]) for zh in _split_off(rules, list(addons), skipped)]
    raw = sum(f.points * f.count for f in fans)
    return Judged(r, tuple(fans), raw, min(raw, cap), False, tuple(skipped))


def _special(
    r: GroupReading, hand: Hand, ctx: WinContext, rules: Rules
) -> tuple[Judged | None, list[NotCounted]]:
    """The highest special hand of the reading, alone (J4/J5), or ``None``; and the specials switched off."""
    if r.shape is Shape.THIRTEEN_ORPHANS:
        applying = [ORPHANS]
    else:
        applying = [zh for zh, test in SPECIAL_TESTS.items() if test(r, hand, ctx)]
        if rules.switch("flush_above_cap"):  # J5 (rev. 2): 混碰 and 清一色 stand above the cap
            applying += [zh for zh in FLUSHES if BASE_TESTS[zh](r, hand, ctx)]
    applying += [zh for zh, test in EVENT_TESTS.items() if test(r, hand, ctx)]
    off: list[NotCounted] = []
    on = _split_off(rules, applying, off)
    best = _highest(rules, on)
    if best is None:
        return None, off
    why = R.HIGHEST_SPECIAL(ruling=ruled("J5"), best=Named(best))
    lower = [_skipped(rules, zh, why) for zh in on if zh != best]
    value = rules.value(best)
    return Judged(r, (_counted(rules, best),), value, value, True, tuple(lower)), off


def cap_of(rules: Rules) -> int:
    """The cap in force (J5): 爆胡 is 3 番 unless a flag or house rule says otherwise."""
    cap = rules.setting("cap")
    return 3 if cap is None else cap


def judge(r: GroupReading, hand: Hand, ctx: WinContext, rules: Rules) -> Judged | None:
    """The reading as it counts: its special hand when worth at least the ordinary reading (J9)."""
    ordinary = _ordinary(r, hand, ctx, rules, cap_of(rules))
    special, off = _special(r, hand, ctx, rules)
    if special is not None and (ordinary is None or special.fan >= ordinary.fan):
        zh = special.fans[0].zh
        why = (R.ABOVE_CAP if zh in FLUSHES else R.SPECIAL_ALONE)(ruling=ruled("J5"), special=Named(zh))
        chosen, extra = (
            special,
            tuple(NotCounted(f.zh, f.en, why) for f in (ordinary.fans if ordinary else ())),
        )
    elif ordinary is None:
        return None
    elif special is None:
        chosen, extra = ordinary, ()
    else:
        why = R.ORDINARY_MORE(ruling=ruled("J9"), fan=ordinary.fan)
        lost = tuple(NotCounted(f.zh, f.en, why) for f in special.fans)
        chosen, extra = ordinary, special.not_counted + lost
    return chosen._replace(not_counted=chosen.not_counted + extra + tuple(off))


class Jipinghu(System):
    name = "jipinghu"
    zh = "鸡平胡"
    en = "Guangdong Chicken Hand"
    source = (
        "广东麻将鸡平胡 (番是2倍, 爆胡为3番, special hands beyond it); the table of values is ours (J1-J9)"
    )
    reads = READS
    own_flags = FLAGS
    settings = SETTINGS
    patterns = PATTERNS
    formula = "total = 2^番 × base; 番 = min(one base pattern + add-ons, 3) or a special hand's own 番"
    total_form = Power(note=lambda raw, fan: R.OVER_CAP(raw=raw, fan=fan, ruling=ruled("J5", after=True)))
    """2^番 × base, an ordinary sum cut to the cap (爆胡, J5); ``settle`` gives a special hand no cap."""
    texts = TEXTS
    shapes_at = "mcr_cli.systems.jipinghu.shanten:SHAPES"
    """Four sets and a pair, 十三幺; no 七对 (J2), no wilds (``shanten.py``)."""
    aliases_at = "mcr_cli.systems.jipinghu.aliases:ALIASES"
    formula_at = "mcr_cli.systems.jipinghu.texts:table_formula"
    notes = (
        "J1 (choice) wins on a discard, self-drawn or robbing a kong; --min-fan N (0-3): less is not valid",
        "J2 (choice) shapes: four sets and a pair, 十三幺; 七对 is not a shape",
        "J3 (choice) exactly one base pattern counts: the highest that applies",
        "J4 (source) special hands are those beyond the cap (爆和以外的牌型), 5 or 6 番",
        "J5 (source; rev. 2) an ordinary sum above 3 counts 3; 混碰 and 清一色 (4) stand above the cap "
        "alone, no add-on (flush_above_cap = false: under the cap); a special hand adds nothing; "
        "only the highest counts",
        "J6 (choice) 杠上开花, 抢杠胡, 海底捞月 are 3 番 each; 自摸 still counts beside 杠上开花, 海底捞月",
        "J7 (choice) not scored: 门前清, 人胡, 杠上炮, kong money, dealer factors; 鸡胡 listed with 0 番",
        "J8 (rev. 2) self-drawn: each other seat pays total; a discard: the discarder alone; robbing a "
        'kong: the robbed pays for the table, 3 × total (抢杠全包; robbed_pays = "one": one share)',
        "J9 the reading with the highest total counts",
    )

    def check(self, hand: Hand, ctx: WinContext, rules: Rules) -> None:
        """海底捞月 is self-drawn: the last tile's discard scores nothing here, so it is an error."""
        if ctx.last_tile and not ctx.self_drawn:
            raise ContextError(F.LAST_DISCARD_JIPINGHU())

    # The engine's steps (``engine.py``).

    def readings(self, hand: Hand, ctx: WinContext, rules: Rules) -> list[GroupReading]:
        """Four sets and a pair, 十三幺 (J2)."""
        return group_readings(counts_of_tiles(hand.concealed_tiles), 0, hand.melds, thirteen_orphans=True)

    def judge(self, reading: GroupReading, hand: Hand, ctx: WinContext, rules: Rules) -> Judged | None:
        """J3-J6; ``None`` for a reading that wins nothing (seven pairs, patterns switched off)."""
        return judge(reading, hand, ctx, rules)

    def rank(self, judged: Judged) -> tuple[int, ...]:
        return judged.key()

    def no_win(self, hand: Hand, readings: Sequence[GroupReading], rules: Rules) -> Said:
        return _no_win(hand, list(readings))

    def settle(self, best: Judged, hand: Hand, ctx: WinContext, rules: Rules, detail: bool) -> Result:
        """The total, the minimum (J1) and who pays (J8)."""
        base = rules.setting("base") or 1
        terms = [f.points for f in best.fans for _ in range(f.count)]
        formed = self.total_form.total(terms, base, None if best.special else cap_of(rules), detail)
        total = formed.value
        least = rules.setting("min_fan")
        valid = least is None or best.fan >= least
        notes: list[Said] = [] if formed.note is None else [formed.note]
        if not valid:
            notes.append(R.BELOW_MIN(ruling=ruled("J1"), fan=best.fan, least=least))
        payers = (
            others(self.seats, ctx.seat_wind) if ctx.self_drawn else [ctx.discarder_seat(len(self.seats))]
        )
        shares = 3 if ctx.kong and not ctx.self_drawn and rules.word("robbed_pays") != "one" else 1
        if valid and shares > 1:
            notes.append(R.ROBBED_PAYS(ruling=ruled("J8", after=True), total=total))
        paid = from_each([p for p in payers if p is not None], ctx.seat_wind, total * shares)
        transfers = paid if valid else []
        return Result(
            context=ctx,
            system=self.name,
            hand=hand,
            fans=best.fans,
            fan_points=best.fan,
            multipliers=(),
            base=base,
            total=total,
            valid=valid,
            payments=settle(self.seats, transfers),
            kong_payments=settle(self.seats, []),
            arithmetic=formed.said,
            seat=ctx.seat_wind,
            discarder=ctx.discarder_seat(len(self.seats)),
            capped=formed.capped,
            reading=best.reading.parts() if detail else (),
            shape=best.reading.shape.value,
            wilds=wild_text(best.reading) if detail else "",
            not_counted=best.not_counted,
            remarks=tuple(notes),
            house=rules.house,
        )


def _no_win(hand: Hand, readings: list[GroupReading]) -> Said:
    """Why no reading wins: no shape at all (七对 is not one, J2), or only patterns switched off."""
    if readings:
        return F.JIPINGHU_SWITCHED_OFF()
    pairs = group_readings(counts_of_tiles(hand.concealed_tiles), 0, hand.melds, seven_pairs=True)
    if any(r.shape is Shape.SEVEN_PAIRS for r in pairs):
        return F.JIPINGHU_SEVEN_PAIRS()
    return F.JIPINGHU_NO_SHAPE()


SYSTEM = Jipinghu()
