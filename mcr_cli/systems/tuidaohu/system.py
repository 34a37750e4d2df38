"""Guangdong 推倒胡: wild tiles (赖子), additive patterns, 自摸/硬胡 doublings, 买马 and kong money.

Source: "广东麻将规则说明" and its "番型" list, read as ``docs/systems/tuidaohu.md``
says (rulings T1-T12).  The pipeline of ``evaluate``: find the wild kind (T1) →
count the wild copies among the concealed tiles (T2) → every reading of the
hand, wilds as wilds (four sets and a pair, 七对, 十三幺) → the patterns of each
reading, 不计 applied in one place → the best reading (T11) → the hand's
doublings (自摸, 硬胡: T3, T7) → payments (T8), horses (T9) and kong money (T12).

The package keeps each step where a reader looks for it: ``table`` (the rows
and the predicates that show them, 不计 in one place), ``reading`` (the wild
kind and the search for the best reading), ``money`` (payments, horses, kong
money); this module puts them together as the ``System`` the registry finds.

    >>> from mcr_cli.systems.scoring import score
    >>> r = score("[111p,1]234p567p99pPP9p", WinContext(self_drawn=True), rules="tuidaohu")
    >>> r.formula, r.payments
    ('8 × 2 × 2 × 1 = 32', {'E': 96, 'S': -32, 'W': -32, 'N': -32})
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import ContextError
from ...faults import Said
from ...model.hand import Hand, Meld, MeldKind
from ...model.tiles import tile_name
from ...model.wilds import GroupReading, counts_of_tiles, wild_text
from .. import faults as F
from ..base import Rules, System
from ..context import WinContext
from ..kongs import check_other_kongs, hand_kongs
from ..reasons import ruled
from ..result import CountedPattern, Multiplier, Result
from ..settle import settle, settle_kongs
from ..totals import SUMMED
from ..traits import check_four_copies
from . import FLAGS, HORSES, OTHER_KONG, READS, SETTINGS
from .money import horse_transfers, horses_of, horses_shown, kong_price, win_transfers
from .reading import Judged, Memo, judge, kept_out, next_tile, prefer, readings, wild_kind
from .table import CHICKEN, PATTERNS
from .texts import DISCARD_CHICKEN, NO_DISCARD_WIN, NO_PATTERN, TEXTS

__all__ = ["SYSTEM", "TuiDaoHu", "next_tile", "readings"]


class TuiDaoHu(System):
    """推倒胡 as the systems layer sees it: its flags and table, its own checks, and ``evaluate``."""

    name = "tuidaohu"
    zh = "推倒胡"
    en = "Guangdong Push-Down (Tui Dao Hu)"
    source = "广东麻将规则说明 and its 番型 list; rulings T1-T12 of docs/systems/tuidaohu.md"
    melds = frozenset({MeldKind.PUNG, MeldKind.KONG})
    reads = READS
    meld_rules = True
    own_flags = FLAGS
    settings = SETTINGS
    patterns = PATTERNS
    formula = "total = (Σ patterns) × 自摸 2 × 硬胡 2 × base; no cap"
    total_form = SUMMED
    """The patterns' points added, times 自摸 and 硬胡 (T7) and the base (``totals.py``)."""
    texts = TEXTS
    shapes_at = "mcr_cli.systems.tuidaohu.shanten:SHAPES"
    """Four sets and a pair, 七对, 十三幺; the wild kind, never discarded (``shanten.py``)."""
    aliases_at = "mcr_cli.systems.tuidaohu.aliases:ALIASES"
    formula_at = "mcr_cli.systems.tuidaohu.texts:table_formula"
    notes = (
        "T1 wild = the tile after --indicator (9→1, E→S→W→N→E, C→F→P→C), or --wild itself",
        "T2 every copy of the wild among the standing tiles is wild, even a fifth copy; never in a meld",
        "T3 硬胡: no copy of the wild tile in the hand (no wild in play: every hand)",
        "T4 鸡胡 only when no other pattern; 鸡胡 alone on a discard is not a legal win "
        "(discard_wins = false: no discard win, only self-drawn or robbing a kong)",
        "T5 patterns add; only the table's 不计; 十三幺 does not also count 混幺九",
        "T6 天胡/地胡 need -t and no melds; the dealer is --dealer (E)",
        "T7 自摸 and 硬胡 multiply (×4 together)",
        "T8 (rev. 2) the discarder pays total; self-drawn each other pays total; robbing a kong: the robbed "
        'pays for the table, 3 × total (抢杠全包; robbed_pays = "one": one share)',
        "T9 买马: a horse on the winner earns its holder what each payer paid; on a payer costs it",
        "T10 seven pairs: a tile at most two pairs; 豪华七对 once",
        "T11 ties: highest single pattern, then fewest wilds standing for other tiles, then notation order",
        "T12 kong money, every player's (--other-kong): melded 3 from the supplier, promoted 1 and "
        "concealed 2 from each; it stands even when the win is not valid",
    )

    def meld_error(self, meld: Meld, ctx: WinContext) -> Said | None:
        """T2: the wild tile cannot be melded."""
        wild = wild_kind(ctx)
        if wild is not None and wild in meld.tiles:
            return F.WILD_TILE_MELDED(tile=tile_name(wild))
        return None

    def check(self, hand: Hand, ctx: WinContext, rules: Rules) -> None:
        """推倒胡's own contradictions: the wild discarded (T2), a last discard, a fifth tile in horses."""
        # 买马: horses are drawn from the wall, so they and the hand hold at most four of a tile.
        horses = [(self.seats[seat], tiles) for seat, tiles in horses_of(ctx)]
        check_four_copies(hand, horses, HORSES.field)
        check_other_kongs(ctx.get(OTHER_KONG), ctx.seat_wind, self.seats, self.label())
        if ctx.last_tile and not ctx.self_drawn:
            raise ContextError(F.LAST_DISCARD_NO_PATTERN(system=self.label()))
        wild = wild_kind(ctx)
        if wild is not None and not ctx.self_drawn and hand.win_tile == wild:
            raise ContextError(F.WILD_DISCARDED(tile=tile_name(wild)))

    # The engine's steps (``engine.py``).

    def readings(self, hand: Hand, ctx: WinContext, rules: Rules) -> list[tuple[GroupReading, Memo]]:
        """Every reading, wilds as wilds (T1, T2), each with the hand's memo of judged tile sets."""
        wild = wild_kind(ctx)
        concealed = hand.concealed_tiles
        n_wild = concealed.count(wild) if wild is not None else 0
        naturals = counts_of_tiles(t for t in concealed if t != wild)
        memo: Memo = {}
        return [(r, memo) for r in readings(naturals, n_wild, hand.melds, wild)]

    def judge(self, reading: tuple[GroupReading, Memo], hand: Hand, ctx: WinContext, rules: Rules) -> Judged:
        return judge(reading[0], reading[1], ctx, rules, wild_kind(ctx))

    def rank(self, judged: Judged) -> tuple[int, ...]:
        return judged.key

    def prefer(self, tied: list[Judged]) -> Judged:
        return prefer(tied)

    def no_win(self, hand: Hand, readings: Sequence[object], rules: Rules) -> Said:
        # raised by every probe of the waits that does not win: the label as written, not label()
        return F.TUIDAOHU_NO_SHAPE(system="推倒胡 (tuidaohu)")

    def settle(self, best: Judged, hand: Hand, ctx: WinContext, rules: Rules, detail: bool) -> Result:
        """The doublings, the total and who pays: the win (T8, T9) and the kongs (T12)."""
        wild = wild_kind(ctx)
        hard = wild is None or wild not in hand.concealed_tiles  # T3: no copy of the wild in the hand
        fans = tuple(CountedPattern(zh, rules.pattern(zh).en, rules.value(zh), 1) for zh in best.counted)
        fan_points = sum(f.points for f in fans)
        multipliers = tuple(
            Multiplier(zh, rules.pattern(zh).en, rules.value(zh))
            for zh, applies in (("自摸", ctx.self_drawn), ("硬胡", hard))
            if applies and rules.on(zh)
        )
        base = rules.setting("base") or 1
        formed = self.total_form.total(
            [f.points for f in fans], [m.factor for m in multipliers], base, None, detail
        )
        total = formed.value
        why_not = not_valid(best.counted, ctx, rules)
        valid = why_not is None
        notes: list[Said] = [] if why_not is None else [why_not]
        seats = self.seats
        winner = ctx.seat_wind
        paid = win_transfers(ctx, total, rules.word("robbed_pays")) if valid else []
        horses = horses_shown(ctx, seats)
        made = hand_kongs(hand.melds, winner, len(seats), ctx.get(OTHER_KONG))
        kongs, kong_moved = settle_kongs(seats, made, kong_price(base))
        if valid:
            paid += horse_transfers(ctx, paid)
        return Result(
            context=ctx,
            house=rules.house,
            system=self.name,
            hand=hand,
            fans=fans,
            fan_points=fan_points,
            multipliers=multipliers,
            base=base,
            total=total,
            valid=valid,
            payments=settle(seats, paid),
            kong_payments=settle(seats, kong_moved),
            kongs=kongs,
            arithmetic=formed.said,
            seat=winner,
            discarder=ctx.discarder_seat(),
            horses=horses,
            reading=best.reading.parts() if detail else (),
            shape=best.reading.shape.value
            if hasattr(best.reading.shape, "value")
            else str(best.reading.shape),
            wilds=wild_text(best.reading) if detail else "",
            not_counted=kept_out(best, rules) if detail else (),
            remarks=tuple(notes),
        )


def not_valid(counted: tuple[str, ...], ctx: WinContext, rules: Rules) -> Said | None:
    """Why the win is no legal one (no payments for it), or ``None`` when it is.

    ``discard_wins = false`` (a house rule): a discard wins nothing, only
    self-drawn and robbed-kong wins do; T4: 鸡胡 alone on a discard; and a
    hand where nothing counts (every pattern switched off).
    """
    robbed = ctx.kong and not ctx.self_drawn  # --kong on a discard: 抢杠胡
    if not ctx.self_drawn and not robbed and not rules.switch("discard_wins"):
        return NO_DISCARD_WIN(ruling=ruled("T4"))
    if counted == (CHICKEN,) and not ctx.self_drawn:
        return DISCARD_CHICKEN(ruling=ruled("T4"))
    if not counted:
        return NO_PATTERN()
    return None


SYSTEM = TuiDaoHu()
