"""Hand-made Botzone records for the derivation tests: write the play, get the record's text.

``Rec`` keeps each seat's tiles and melds only to write the ``Fan`` line: the
test states the win's context by hand (``fourth``, ``last``, ``kong``…) and
the reference scorer (pymahjonggb) gives the fans under it, so a replay that
derives another context disagrees.  ``fill`` plays turns in which a seat
draws a tile nobody needs and discards it, to bring the walls down.
"""

from __future__ import annotations

from collections import Counter

import MahjongGB

from tests.helpers.reference import ref_tile

NAMES = [ref_tile(t) for t in range(34)]


class Rec:
    def __init__(self, deals: list[str], wind: int = 0, ident: str = "0" * 24) -> None:
        self.wind = wind
        self.lines = [f"Match {ident}", f"Wind {wind}"]
        self.left = Counter({name: 4 for name in NAMES})
        self.hands = [Counter(d.split()) for d in deals]
        self.packs: list[list[tuple[str, str, int]]] = [[], [], [], []]
        self.walls = [21] * 4
        for n, d in enumerate(deals):
            self.left.subtract(d.split())
            self.lines.append(f"Player {n} Deal {d}")
        assert min(self.left.values()) >= 0

    def draw(self, n: int, tile: str) -> Rec:
        self.left[tile] -= 1
        assert self.left[tile] >= 0, tile
        self.walls[n] -= 1
        self.hands[n][tile] += 1
        self.lines.append(f"Player {n} Draw {tile}")
        return self

    def play(self, n: int, tile: str) -> Rec:
        self.hands[n][tile] -= 1
        assert self.hands[n][tile] >= 0, (n, tile)
        self.lines.append(f"Player {n} Play {tile}")
        self.last = (n, tile)
        return self

    def turn(self, n: int, draw: str, play: str | None = None) -> Rec:
        return self.draw(n, draw).play(n, play or draw)

    def fill(self, start: int, turns: int, avoid: str = "") -> int:
        """``turns`` turns from seat ``start``, a spare tile drawn and discarded; returns the next seat."""
        banned = set(avoid.split())
        for i in range(turns):
            spare = max((t for t in NAMES if t not in banned and self.left[t]), key=lambda t: self.left[t])
            self.turn((start + i) % 4, spare)
        return (start + turns) % 4

    def claim(self, n: int, action: str, tile: str, extra: str = "") -> Rec:
        """Chi (``tile`` is the chow's middle), Peng or Gang of the last discard."""
        giver, taken = self.last
        if action == "Chi":
            suit, mid = tile[0], int(tile[1])
            for t in (f"{suit}{mid - 1}", tile, f"{suit}{mid + 1}"):
                if t != taken:
                    self.hands[n][t] -= 1
            self.packs[n].append(("CHI", tile, int(taken[1]) - mid + 2))
        else:
            self.hands[n][tile] -= 3 if action == "Gang" else 2
            self.packs[n].append(("GANG" if action == "Gang" else "PENG", tile, (n - giver) % 4))
        self.lines.append(f"Player {n} {action} {tile}{extra}")
        return self

    def angang(self, n: int, tile: str) -> Rec:
        self.hands[n][tile] -= 4
        self.packs[n].append(("GANG", tile, 0))
        self.lines.append(f"Player {n} AnGang {tile}")
        return self

    def bugang(self, n: int, tile: str) -> Rec:
        self.hands[n][tile] -= 1
        self.packs[n] = [
            ("GANG", t, o) if (k, t) == ("PENG", tile) else (k, t, o) for k, t, o in self.packs[n]
        ]
        self.lines.append(f"Player {n} BuGang {tile}")
        return self

    def hu(
        self,
        n: int,
        tile: str,
        *,
        self_drawn: bool = False,
        fourth: bool = False,
        kong: bool = False,
        last: bool = False,
        discarder: int | None = None,
        extra: str = "",
    ) -> str:
        """The winning line, with the Fan and Score lines the reference scorer gives under this context."""
        hand = self.hands[n].copy()
        if self_drawn:
            hand[tile] -= 1
        fans = MahjongGB.MahjongFanCalculator(
            pack=tuple(self.packs[n]),
            hand=tuple(hand.elements()),
            winTile=tile,
            flowerCount=0,
            isSelfDrawn=self_drawn,
            is4thTile=fourth,
            isAboutKong=kong,
            isWallLast=last,
            seatWind=n,
            prevalentWind=self.wind,
            verbose=True,
        )
        total = sum(p * c for p, c, _zh, _en in fans)
        scores = [0] * 4
        for s in range(4):
            if s != n:
                scores[s] = -(8 + total) if self_drawn or s == discarder else -8
        scores[n] = -sum(scores)
        self.lines += [
            f"Player {n} Hu {tile}{extra}",
            f"Fan {total} " + "+".join(f"{zh}*{c}" for _p, c, zh, _en in fans),
            "Score " + " ".join(map(str, scores)),
        ]
        return self.text()

    def huang(self) -> str:
        self.lines += ["Huang", "Score 0 0 0 0"]
        return self.text()

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"
