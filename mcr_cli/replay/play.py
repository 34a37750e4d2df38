"""Replaying one round of a game record: every event checked against the table, the win rebuilt.

The table is what the judge of the platform keeps: each seat's concealed
tiles and melds, each seat's own wall (21 tiles to draw, the replacement
after a kong from the kong maker's wall), every copy of each tile that has
come into play (a fifth is an error) and every copy that is visible (the
discards nobody claimed, the tiles of chows, pungs, melded and promoted
kongs; a concealed kong is not visible).  Each line must be a move the
position allows: the right seat at the right time, tiles the player holds,
a claim the rules permit (only the next seat chows; Hu > Peng = Gang > Chi;
no claim once the discarder's next seat has an empty wall).

From the play it derives the win's context (``docs/replay.md``):

* self-drawn (自摸) when the winner won on his own draw, on a discard
  otherwise, robbing (抢杠和) when he won on another's ``BuGang``;
* 杠上开花 when his draw was the replacement of his own kong;
* 妙手回春 / 海底捞月 when the wall of the drawer's (the discarder's) next
  seat is empty; a robbing win is never the last tile;
* 和绝张 when three copies of the winning tile are visible, it not counted;
* the winner's seat wind is his seat, the prevalent wind the ``Wind`` line's.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..faults import Said
from ..model.hand import Hand, Meld, MeldKind
from ..model.meld import meld_order
from ..systems.context import WinContext
from . import faults as F
from .lines import TILE_NAMES, Claim, Deal, Event, FanLine, Header, LineFault

WALL: Final = 21
"""Tiles each seat draws from its own wall: 34, less the 13 dealt."""
_RANK: Final = {"Chi": 1, "Peng": 2, "Gang": 2, "Hu": 3}
"""Claim priority: Hu > Peng = Gang > Chi."""


class Win(NamedTuple):
    """A win as the play shows it: who, how, from whom, the hand in our model and its context."""

    seat: int
    how: str
    """``self-drawn``, ``discard`` or ``robbing``."""
    discarder: int | None
    hand: Hand
    ctx: WinContext
    line: int


def name(tile: int) -> str:
    return TILE_NAMES[tile]


class Table:
    """The position during a round; ``feed`` takes one parsed line, raising ``LineFault`` for a bad move."""

    def __init__(self) -> None:
        self.hands = [[0] * 34 for _ in range(4)]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.walls = [WALL] * 4
        self.seen = [0] * 34
        self.visible = [0] * 34
        self.dealt: set[int] = set()
        self.phase = "head"
        self.actor = -1
        self.tile = -1
        self.replacement = False
        self.match = ""
        self.wind = -1
        self.win: Win | None = None
        self.fan: FanLine | None = None
        self.fan_line = 0
        self.scores: tuple[int, ...] = ()
        self.score_line = 0
        self.moves = {
            "Draw": self._draw,
            "Play": self._play,
            "Chi": self._chi,
            "Peng": self._peng,
            "Gang": self._gang,
            "AnGang": self._angang,
            "BuGang": self._bugang,
            "Hu": self._hu,
        }

    # --- the tiles --------------------------------------------------------------

    def _arrive(self, tile: int) -> None:
        self.seen[tile] += 1
        if self.seen[tile] > 4:
            raise LineFault(F.FIFTH_TILE(tile=name(tile)))

    def _take(self, seat: int, tile: int, count: int = 1) -> None:
        hand = self.hands[seat]
        if hand[tile] < count:
            held = F.HOLDS_NONE() if not hand[tile] else F.HOLDS_ONLY(n=hand[tile])
            need = F.ONE() if count == 1 else str(count)
            raise LineFault(F.LACKS(seat=seat, need=need, tile=name(tile), held=held))
        hand[tile] -= count

    # --- one line ---------------------------------------------------------------

    def feed(self, parsed: object, line: int) -> None:
        if self.phase == "done":
            raise LineFault(F.AFTER_SCORE())
        if isinstance(parsed, Event):
            self._event(parsed, line)
        elif isinstance(parsed, Deal):
            self._deal(parsed)
        elif isinstance(parsed, FanLine):
            if self.phase != "fan":
                raise LineFault(F.FAN_AFTER_HU())
            self.fan, self.fan_line, self.phase = parsed, line, "score"
        elif isinstance(parsed, Header):
            self._header(parsed, line)

    def _header(self, header: Header, line: int) -> None:
        word = header.word
        if word == "Match":
            raise LineFault(F.ONE_MATCH_LINE())
        if word == "Wind":
            if self.phase != "head" or self.wind >= 0 or self.dealt:
                raise LineFault(F.WIND_ONCE())
            self.wind = header.value  # type: ignore[assignment]
        elif word == "Huang":
            self._huang()
        elif word == "Score":
            if self.phase != "score":
                raise LineFault(F.SCORE_AFTER())
            self.scores, self.score_line, self.phase = header.value, line, "done"  # type: ignore[assignment]

    def _deal(self, deal: Deal) -> None:
        if self.phase != "head" or self.wind < 0:
            raise LineFault(F.DEALS_AFTER())
        if deal.seat in self.dealt:
            raise LineFault(F.DEALT_TWICE(seat=deal.seat))
        self.dealt.add(deal.seat)
        for tile in deal.tiles:
            self._arrive(tile)
            self.hands[deal.seat][tile] += 1
        if len(self.dealt) == 4:
            self.phase = "start"

    def _huang(self) -> None:
        drawer = self._drawer()
        if drawer is None:
            raise LineFault(F.HUANG_WHEN())
        if drawer >= 0 and self.walls[drawer]:
            raise LineFault(F.HUANG_WALL(seat=drawer, n=self.walls[drawer]))
        self.phase = "score"

    def _drawer(self) -> int | None:
        """Who draws next (-1 before the first draw: the record says), ``None`` when no one may."""
        if self.phase == "start":
            return -1
        if self.phase == "discarded":
            return (self.actor + 1) % 4
        if self.phase in ("kong", "bugang"):
            return self.actor
        return None

    def _event(self, ev: Event, line: int) -> None:
        if self.phase in ("head", "fan", "score"):
            raise LineFault(F.PLAY_WHERE(wanted=F.WANTED[self.phase]()))
        self.moves[ev.action](ev.seat, ev.tile, ev.ignored, line)

    def _draw(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        # The most common line of all, so written out: the checks of _drawer and _arrive inline.
        phase = self.phase
        if phase == "discarded":
            allowed = seat == (self.actor + 1) % 4
        elif phase == "kong" or phase == "bugang":
            allowed = seat == self.actor
        else:
            allowed = phase == "start"
        if not allowed:
            raise LineFault(F.MAY_NOT_DRAW(seat=seat, turn=self._whose()))
        walls = self.walls
        if not walls[seat]:
            raise LineFault(F.EMPTY_WALL(seat=seat))
        seen = self.seen
        seen[tile] += 1
        if seen[tile] > 4:
            raise LineFault(F.FIFTH_TILE(tile=name(tile)))
        walls[seat] -= 1
        self.hands[seat][tile] += 1
        self.replacement = phase == "kong" or phase == "bugang"
        self.phase, self.actor, self.tile = "act", seat, tile

    def _whose(self) -> Said | str:
        drawer = self._drawer()
        if drawer is not None and drawer >= 0:
            return F.DRAWS_NEXT(seat=drawer)
        if self.phase in ("act", "claimed"):
            return F.TURN_TO_PLAY(seat=self.actor)
        return ""

    def _own_turn(self, seat: int, action: str, phases: tuple[str, ...]) -> None:
        if self.phase not in phases or seat != self.actor:
            raise LineFault(F.MAY_NOT(seat=seat, act=F.ACTION[action](), turn=self._whose()))

    def _play(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        phase = self.phase
        if seat != self.actor or (phase != "act" and phase != "claimed"):
            raise LineFault(F.MAY_NOT(seat=seat, act=F.ACTION["Play"](), turn=self._whose()))
        hand = self.hands[seat]
        if hand[tile]:
            hand[tile] -= 1
        else:
            self._take(seat, tile)
        self.visible[tile] += 1
        self.phase, self.tile = "discarded", tile

    def _walls_allow_kong(self, seat: int) -> None:
        if not self.walls[seat] or not self.walls[(seat + 1) % 4]:
            raise LineFault(F.KONG_WALL(seat=seat))

    def _angang(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        self._own_turn(seat, "AnGang", ("act",))
        self._walls_allow_kong(seat)
        self._take(seat, tile, 4)
        self.melds[seat].append(Meld(MeldKind.KONG, tile, 0))
        self.phase = "kong"

    def _bugang(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        self._own_turn(seat, "BuGang", ("act",))
        melds = self.melds[seat]
        found = [i for i, m in enumerate(melds) if m.kind is MeldKind.PUNG and m.tile == tile]
        if not found:
            raise LineFault(F.NO_PUNG(seat=seat, tile=name(tile)))
        self._walls_allow_kong(seat)
        self._take(seat, tile)
        melds[found[0]] = Meld(MeldKind.KONG, tile, melds[found[0]].offer + 4)
        self.visible[tile] += 1
        self.phase, self.tile = "bugang", tile

    # --- claims of a discard ----------------------------------------------------

    def _claimable(self, seat: int, action: str, tile: int) -> int:
        """The discarder, after checking that the claim may claim the discard just made."""
        if self.phase != "discarded":
            raise LineFault(F.NOTHING_TO_CLAIM(seat=seat, act=F.ACTION[action]()))
        discarder = self.actor
        if seat == discarder:
            raise LineFault(F.OWN_DISCARD(seat=seat))
        if action != "Chi" and tile != self.tile:
            raise LineFault(F.OTHER_TILE(seat=seat, tile=name(tile), discard=name(self.tile)))
        if action != "Hu" and not self.walls[(discarder + 1) % 4]:
            raise LineFault(F.CLAIM_WALL(act=F.ACTION[action](), next=(discarder + 1) % 4))
        return discarder

    def _chow_of(self, seat: int, middle: int, discarder: int) -> tuple[int, int]:
        """The chow's first tile and which of its three tiles is the discard; checks the chow is possible."""
        if seat != (discarder + 1) % 4:
            raise LineFault(F.CHOW_SEAT(seat=seat, next=(discarder + 1) % 4))
        if middle >= 27 or middle % 9 in (0, 8):
            raise LineFault(F.CHOW_MIDDLE(tile=name(middle)))
        offer = self.tile - (middle - 1) + 1
        if not 1 <= offer <= 3:
            raise LineFault(F.CHOW_DISCARD(tile=name(middle), discard=name(self.tile)))
        return middle - 1, offer

    def _chi(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        discarder = self._claimable(seat, "Chi", tile)
        self._check_ignored(seat, "Chi", ignored, discarder)
        first, offer = self._chow_of(seat, tile, discarder)
        for t in (first, first + 1, first + 2):
            if t != self.tile:
                self._take(seat, t)
            self.visible[t] += 1
        self.visible[self.tile] -= 1
        self.melds[seat].append(Meld(MeldKind.CHOW, first, offer))
        self.phase, self.actor = "claimed", seat

    def _peng(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        discarder = self._claimable(seat, "Peng", tile)
        self._check_ignored(seat, "Peng", ignored, discarder)
        self._take(seat, tile, 2)
        self.visible[tile] += 2
        self.melds[seat].append(Meld(MeldKind.PUNG, tile, (seat - discarder) % 4))
        self.phase, self.actor = "claimed", seat

    def _gang(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        discarder = self._claimable(seat, "Gang", tile)
        self._check_ignored(seat, "Gang", ignored, discarder)
        self._take(seat, tile, 3)
        self.visible[tile] += 3
        self.melds[seat].append(Meld(MeldKind.KONG, tile, (seat - discarder) % 4))
        self.phase, self.actor = "kong", seat

    def _check_ignored(self, seat: int, action: str, ignored: tuple[Claim, ...], discarder: int) -> None:
        """The claims that lost: other seats, once each, possible, and none that should have won."""
        seats = {seat}
        for claim in ignored:
            if claim.seat in seats or claim.seat == discarder:
                raise LineFault(F.IGNORED_SEAT(seat=claim.seat))
            seats.add(claim.seat)
            self._check_possible(claim, discarder)
            beats = _RANK[claim.action] > _RANK[action] or (
                claim.action == action == "Hu" and (claim.seat - discarder) % 4 < (seat - discarder) % 4
            )
            if beats:
                act, over = F.ACTION[claim.action](), F.ACTION[action]()
                raise LineFault(F.SHOULD_HAVE_WON(act=act, seat=claim.seat, other=seat, over=over))

    def _check_possible(self, claim: Claim, discarder: int) -> None:
        hand = self.hands[claim.seat]
        if claim.action == "Chi":
            first, _ = self._chow_of(claim.seat, claim.tile, discarder)
            need = [t for t in (first, first + 1, first + 2) if t != self.tile]
            if any(not hand[t] for t in need):
                raise LineFault(F.IGNORED_LACKS(act=F.ACTION["Chi"](), seat=claim.seat))
            return
        if claim.tile != self.tile:
            said = F.IGNORED_NAMES(act=F.ACTION[claim.action](), seat=claim.seat, tile=name(claim.tile))
            raise LineFault(said)
        if claim.action in ("Peng", "Gang") and hand[claim.tile] < (2 if claim.action == "Peng" else 3):
            raise LineFault(F.IGNORED_LACKS(act=F.ACTION[claim.action](), seat=claim.seat))

    # --- the win ----------------------------------------------------------------

    def _hu(self, seat: int, tile: int, ignored: tuple[Claim, ...], line: int) -> None:
        if self.phase == "act" and seat == self.actor:
            if ignored:
                raise LineFault(F.SELF_DRAWN_IGNORED())
            if tile != self.tile:
                raise LineFault(F.WINS_ON_OTHER(seat=seat, tile=name(tile), drawn=name(self.tile)))
            self._take(seat, tile)
            last = not self.walls[(seat + 1) % 4]
            ctx = self._context(seat, tile, self_drawn=True, kong=self.replacement, last=last, discarder=None)
            self._won(Win(seat, "self-drawn", None, self._hand(seat, tile), ctx, line))
        elif self.phase == "discarded":
            discarder = self._claimable(seat, "Hu", tile)
            self._check_ignored(seat, "Hu", ignored, discarder)
            last = not self.walls[(discarder + 1) % 4]
            ctx = self._context(
                seat, tile, self_drawn=False, kong=False, last=last, discarder=discarder, claimed=1
            )
            self._won(Win(seat, "discard", discarder, self._hand(seat, tile), ctx, line))
        elif self.phase == "bugang" and seat != self.actor:
            if tile != self.tile:
                raise LineFault(F.ROBS_OTHER(seat=seat, tile=name(tile), kong=name(self.tile)))
            robbed = self.actor
            for claim in ignored:
                if claim.action != "Hu" or claim.tile != tile:
                    raise LineFault(F.ROBBED_ONLY_HU())
            self._check_ignored(seat, "Hu", ignored, robbed)
            ctx = self._context(
                seat, tile, self_drawn=False, kong=True, last=False, discarder=robbed, claimed=1
            )
            self._won(Win(seat, "robbing", robbed, self._hand(seat, tile), ctx, line))
        else:
            raise LineFault(F.MAY_NOT_WIN(seat=seat, turn=self._whose()))

    def _context(
        self,
        seat: int,
        tile: int,
        *,
        self_drawn: bool,
        kong: bool,
        last: bool,
        discarder: int | None,
        claimed: int = 0,
    ) -> WinContext:
        fourth = self.visible[tile] - claimed == 3
        return WinContext(
            self_drawn=self_drawn,
            fourth_tile=fourth,
            kong=kong,
            last_tile=last,
            seat_wind=seat,
            prevalent_wind=self.wind,
            discarder=discarder,
        )

    def _hand(self, seat: int, win: int) -> Hand:
        standing = tuple(t for t in range(34) for _ in range(self.hands[seat][t]))
        melds = tuple(sorted(self.melds[seat], key=meld_order))
        if len(standing) + 3 * len(melds) != 13:  # pragma: no cover - the moves keep 13
            raise LineFault(F.HOLDS(seat=seat, n=len(standing) + 3 * len(melds) + 1))
        return Hand(melds, standing, win)

    def _won(self, win: Win) -> None:
        self.win, self.phase = win, "fan"
