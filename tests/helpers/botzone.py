"""A simulator of Botzone MCR rounds, written apart from ``mcr_cli.replay`` to check it.

It plays random legal rounds as the platform's judge runs them (each seat
its own wall of 21 tiles, kong replacements from the kong maker's wall,
Hu > Peng = Gang > Chi, the first seat after the discarder among several
Hu, no claim once the discarder's next seat has an empty wall, no kong
once the maker's or his next seat's wall is empty, Huang when the seat to
draw has an empty wall), and writes each in the record format with the
``Fan`` and ``Score`` lines of the reference scorer (pymahjonggb, the C++
calculator the judge uses).  A player wins whenever the reference scorer
gives his hand 8 points or more.

To make wins common, one seat is dealt most of a ready hand of a random
flavour (one suit, honors, pungs…); the seats discard by a cheap
heuristic.  ``kongs`` raises the chance to declare a kong, so 杠上开花 and
抢杠和 come up.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import MahjongGB

from tests.helpers.reference import ref_tile

CHI, PENG, GANG = "CHI", "PENG", "GANG"


@dataclass
class Seat:
    hand: list[int] = field(default_factory=list)
    packs: list[tuple[str, int, int]] = field(default_factory=list)  # (kind, tile (a chow's middle), offer)
    wall: list[int] = field(default_factory=list)

    def count(self, tile: int) -> int:
        return self.hand.count(tile)


def _ready_deal(rng: random.Random, pool: list[int], left: list[int]) -> list[int]:
    """13 tiles of four sets and a pair from ``pool`` (within ``left`` copies), less one tile."""
    tiles: list[int] = []
    for _ in range(40):
        if len(tiles) >= 12:
            break
        t = rng.choice(pool)
        if rng.random() < 0.5 and t < 27 and t % 9 < 7 and all(left[t + i] for i in range(3)):
            group = [t, t + 1, t + 2]
        elif left[t] >= 3:
            group = [t, t, t]
        else:
            continue
        for g in group:
            left[g] -= 1
        tiles += group
    pair = [t for t in pool if left[t] >= 2]
    if len(tiles) < 12 or not pair:
        for t in tiles:
            left[t] += 1
        return []
    p = rng.choice(pair)
    left[p] -= 2
    tiles += [p, p]
    drop = tiles.pop(rng.randrange(len(tiles)))
    left[drop] += 1
    return tiles


def _pool(rng: random.Random) -> list[int]:
    suit = rng.randrange(3)
    flavour = rng.choice(["any", "any", "one-suit", "half-flush", "honors", "terminals", "two-suits"])
    every = list(range(34))
    return {
        "any": every,
        "one-suit": [t for t in every if t < 27 and t // 9 == suit],
        "half-flush": [t for t in every if t >= 27 or t // 9 == suit],
        "honors": [t for t in every if t >= 27 or t % 9 in (0, 8)],
        "terminals": [t for t in every if t < 27 and t % 9 in (0, 1, 7, 8)],
        "two-suits": [t for t in every if t < 27 and t // 9 != suit],
    }[flavour]


class Game:
    """One round in play; ``lines`` is its record."""

    def __init__(self, rng: random.Random, ident: str, *, kongs: float = 0.6) -> None:
        self.rng, self.kongs = rng, kongs
        self.wind = rng.randrange(4)
        self.seats = [Seat() for _ in range(4)]
        self.visible = [0] * 34
        self.lines = [f"Match {ident}", f"Wind {self.wind}"]
        left = [4] * 34
        lucky = rng.randrange(4)
        ready = _ready_deal(rng, _pool(rng), left)
        rest = [t for t in range(34) for _ in range(left[t])]
        rng.shuffle(rest)
        for n, seat in enumerate(self.seats):
            seat.hand = ready if n == lucky and ready else [rest.pop() for _ in range(13)]
        for seat in self.seats:
            seat.wall = [rest.pop() for _ in range(21)]
        for n, seat in enumerate(self.seats):
            self.lines.append(f"Player {n} Deal " + " ".join(ref_tile(t) for t in seat.hand))

    # --- the reference scorer -------------------------------------------------

    def fans(self, n: int, tile: int, *, self_drawn: bool, kong: bool, last: bool, fourth: bool):
        seat = self.seats[n]
        packs = tuple((k, ref_tile(t), o) for k, t, o in seat.packs)
        try:
            fans = MahjongGB.MahjongFanCalculator(
                pack=packs,
                hand=tuple(ref_tile(t) for t in seat.hand),
                winTile=ref_tile(tile),
                flowerCount=0,
                isSelfDrawn=self_drawn,
                is4thTile=fourth,
                isAboutKong=kong,
                isWallLast=last,
                seatWind=n,
                prevalentWind=self.wind,
                verbose=True,
            )
        except TypeError:
            return None
        total = sum(points * count for points, count, _zh, _en in fans)
        return (total, fans) if total >= 8 else None

    def _end_win(self, n: int, tile: int, scored, discarder: int | None, line: str) -> None:
        total, fans = scored
        self.lines.append(line)
        self.lines.append(f"Fan {total} " + "+".join(f"{zh}*{count}" for _p, count, zh, _en in fans))
        scores = [0] * 4
        for s in range(4):
            if s != n:
                scores[s] = -(8 + total) if discarder is None or s == discarder else -8
        scores[n] = -sum(scores)
        self.lines.append("Score " + " ".join(str(v) for v in scores))

    # --- play -----------------------------------------------------------------

    def discard_choice(self, n: int) -> int:
        hand = self.seats[n].hand
        counts = [hand.count(t) for t in range(34)]

        def worth(t: int) -> float:
            near = (
                sum(counts[u] for u in range(t - 2, t + 3) if 0 <= u < 27 and u // 9 == t // 9)
                if t < 27
                else 0
            )
            return counts[t] * 3 + near + self.rng.random()

        return min(hand, key=worth)

    def play(self) -> list[str]:
        n, replacement = 0, False
        while True:
            seat = self.seats[n]
            if not seat.wall:
                self.lines += ["Huang", "Score 0 0 0 0"]
                return self.lines
            tile = seat.wall.pop()
            seat.hand.append(tile)
            self.lines.append(f"Player {n} Draw {ref_tile(tile)}")
            outcome = self.turn(n, tile, replacement)
            if outcome is None:
                return self.lines
            n, replacement = outcome

    def turn(self, n: int, tile: int, replacement: bool) -> tuple[int, bool] | None:
        """After seat ``n`` drew ``tile``: win, kong (then ``n`` draws again) or discard."""
        seat = self.seats[n]
        seat.hand.remove(tile)
        last = not self.seats[(n + 1) % 4].wall
        scored = self.fans(
            n, tile, self_drawn=True, kong=replacement, last=last, fourth=self.visible[tile] == 3
        )
        seat.hand.append(tile)
        if scored:
            seat.hand.remove(tile)
            self._end_win(n, tile, scored, None, f"Player {n} Hu {ref_tile(tile)}")
            return None
        kong_ok = seat.wall and self.seats[(n + 1) % 4].wall
        if kong_ok and self.rng.random() < self.kongs:
            for t in sorted(set(seat.hand)):
                if seat.count(t) == 4:
                    for _ in range(4):
                        seat.hand.remove(t)
                    seat.packs.append((GANG, t, 0))
                    self.lines.append(f"Player {n} AnGang {ref_tile(t)}")
                    return n, True
            for i, (kind, t, offer) in enumerate(seat.packs):
                if kind == PENG and t in seat.hand:
                    outcome = self.bugang(n, i, t, offer)
                    return outcome
        return self.discard(n, self.discard_choice(n))

    def bugang(self, n: int, i: int, t: int, offer: int) -> tuple[int, bool] | None:
        seat = self.seats[n]
        seat.hand.remove(t)
        seat.packs[i] = (GANG, t, offer)
        self.visible[t] += 1
        line = f"Player {n} BuGang {ref_tile(t)}"
        self.lines.append(line)
        for k in (1, 2, 3):  # robbing: the first seat after the kong maker wins
            robber = (n + k) % 4
            scored = self.fans(
                robber, t, self_drawn=False, kong=True, last=False, fourth=self.visible[t] - 1 == 3
            )
            if scored:
                losers = [
                    (n + j) % 4
                    for j in range(k + 1, 4)
                    if self.fans((n + j) % 4, t, self_drawn=False, kong=True, last=False, fourth=True)
                ]
                ignore = "".join(f" Ignore Player {s} Hu {ref_tile(t)}" for s in losers)
                self._end_win(robber, t, scored, n, f"Player {robber} Hu {ref_tile(t)}{ignore}")
                return None
        return n, True

    def discard(self, n: int, tile: int) -> tuple[int, bool] | None:
        seat = self.seats[n]
        seat.hand.remove(tile)
        self.visible[tile] += 1
        self.lines.append(f"Player {n} Play {ref_tile(tile)}")
        nxt = (n + 1) % 4
        claimable = bool(self.seats[nxt].wall)
        last = not self.seats[nxt].wall
        claims: list[tuple[int, int, str, int]] = []  # (rank, order, action, seat); lower sorts first
        for k in (1, 2, 3):
            s = (n + k) % 4
            if self.fans(
                s, tile, self_drawn=False, kong=False, last=last, fourth=self.visible[tile] - 1 == 3
            ):
                claims.append((0, k, "Hu", s))
            elif claimable and self.seats[s].count(tile) >= 3 and self.rng.random() < self.kongs:
                claims.append((1, k, "Gang", s))
            elif claimable and self.seats[s].count(tile) >= 2 and self.rng.random() < 0.5:
                claims.append((1, k, "Peng", s))
            elif claimable and k == 1 and self.rng.random() < 0.4:
                middle = self._chow_middle(s, tile)
                if middle is not None:
                    claims.append((2, k, "Chi", s))
        if not claims:
            return nxt, False
        claims.sort()
        _, _, action, s = claims[0]
        ignored = ""
        for _, _, other, who in claims[1:]:
            named = self._chow_middle(who, tile) if other == "Chi" else tile
            ignored += f" Ignore Player {who} {other} {ref_tile(named)}"
        return self.claim(action, s, n, tile, ignored)

    def _chow_middle(self, s: int, tile: int) -> int | None:
        if tile >= 27:
            return None
        hand = self.seats[s].hand
        for middle in (tile - 1, tile, tile + 1):
            if middle // 9 != tile // 9 or middle % 9 in (0, 8):
                continue
            if all(t == tile or t in hand for t in (middle - 1, middle, middle + 1)):
                return middle
        return None

    def claim(self, action: str, s: int, n: int, tile: int, ignored: str) -> tuple[int, bool] | None:
        seat = self.seats[s]
        offer = (s - n) % 4
        if action == "Hu":
            last = not self.seats[(n + 1) % 4].wall
            scored = self.fans(
                s, tile, self_drawn=False, kong=False, last=last, fourth=self.visible[tile] - 1 == 3
            )
            self._end_win(s, tile, scored, n, f"Player {s} Hu {ref_tile(tile)}{ignored}")
            return None
        self.visible[tile] -= 1
        if action == "Chi":
            middle = self._chow_middle(s, tile)
            assert middle is not None
            for t in (middle - 1, middle, middle + 1):
                if t != tile:
                    seat.hand.remove(t)
                self.visible[t] += 1
            seat.packs.append((CHI, middle, tile - middle + 2))
            self.lines.append(f"Player {s} Chi {ref_tile(middle)}{ignored}")
        else:
            size = 3 if action == "Gang" else 2
            for _ in range(size):
                seat.hand.remove(tile)
            self.visible[tile] += size + 1
            seat.packs.append((GANG if action == "Gang" else PENG, tile, offer))
            self.lines.append(f"Player {s} {action} {ref_tile(tile)}{ignored}")
            if action == "Gang":
                return s, True
        return self.discard(s, self.discard_choice(s))


def simulate(rng: random.Random, ident: str | None = None, **options: object) -> list[str]:
    """The record lines of one random legal round (see the module)."""
    ident = ident or "".join(rng.choice("0123456789abcdef") for _ in range(24))
    return Game(rng, ident, **options).play()  # type: ignore[arg-type]


def record(rng: random.Random, rounds: int, **options: object) -> str:
    """``rounds`` simulated rounds, a blank line between them, as a record file's text."""
    return "\n\n".join("\n".join(simulate(rng, **options)) for _ in range(rounds)) + "\n"
