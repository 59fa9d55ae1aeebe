"""The Final Battle against Nyarlathotep: its own screen, switched in for the board when the
phase is "final_battle" (and kept for the result when the game ends there).

Nyarlathotep and his dice on the left, the team's dice, the row facing him (the items they
carry slid under them), those gone mad and those fallen, the team's items to hand out before
the first round (drag one onto an investigator), the round, and the tracks on top.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF

from .board import Tracks, caption
from .layout import MMLayout
from .paint import art
from .panels import DicePiece, PlacePiece
from .pieces import CardPiece, MMPiece, PersonPiece
from eldertable.engine.messages import fill

FACING = QSizeF(180, 120)
ASIDE = QSizeF(120, 80)
ITEM = QSizeF(84, 118)

NY_RECT = QRectF(20, 150, 300, 400)
NY_DICE = QRectF(340, 140, 1240, 136)
TEAM_DICE = QRectF(340, 290, 1240, 136)
ROW = QRectF(340, 440, 1240, 250)
MAD = QRectF(340, 704, 613, 170)
DEAD = QRectF(967, 704, 613, 170)
ITEMS = QRectF(20, 566, 300, 308)
BANNER = QRectF(340, 886, 1240, 132)  # the result, under the battle


class Picture(MMPiece):
    """One of our pictures, whole (Nyarlathotep)."""

    def __init__(self, piece_id: str, picture: str, size: QSizeF, tooltip: str = ""):
        super().__init__(piece_id, size, False, tooltip)
        self.picture = picture

    def cache_key(self) -> tuple:
        return (self.picture,)

    def paint_body(self, painter, ratio: float) -> None:
        from .paint import draw_svg

        draw_svg(painter, self.picture, self.rect(), ratio)


class FinalScreen(QObject):
    def __init__(self, view):
        super().__init__()
        self.view = view
        self.w = view.words
        self.book = view.book
        self.L: MMLayout = view.layout_map

    def add(self, piece, pos: QPointF):
        self.view.add_piece(piece)
        piece.setPos(pos)
        return piece

    def build(self, obs: dict[str, Any]) -> None:
        fin = obs["final_battle"] or {}
        Tracks().build(self.view, obs)
        rnd = fin.get("round", 0)
        title = self.tr("The Final Battle against Nyarlathotep")
        if rnd:
            title = self.tr("The Final Battle against Nyarlathotep: round {n}").format(n=rnd)
        caption(self.view, title, QPointF(20, 100), 30, width=1560)
        t = obs["tracks"]
        cap = obs["house_rules"].get("MM-GAP-35", 0)
        ny_dice = fin.get("nyarlathotep_dice") or max(0, 10 + t["summon"] - t["mythos"])
        if cap and ny_dice > cap:
            ny_dice = cap
        formula = self.tr("10 + Summon {s} \u2212 Mythos {m}").format(s=t["summon"],
                                                                      m=t["mythos"])
        if cap:
            formula += "  " + self.tr("(at most {n})").format(n=cap)
        self.add(Picture("nyarlathotep", art("nyarlathotep"), NY_RECT.size(),
                         html.escape(fill(self.tr("Nyarlathotep, the Crawling Chaos: {n} "
                                                  "{n|die|dice} ({formula})."),
                                          n=ny_dice, formula=formula))),
                 NY_RECT.topLeft())
        rolls = obs.get("rolls") or {}
        hits = self.tr("hits: {n}")
        self.add(DicePiece("dice:nyarlathotep", NY_DICE.size(),
                           [(self.tr("His roll"), rolls.get("ny", []))],
                           fill(self.tr("Nyarlathotep rolls {n} {n|die|dice}"), n=ny_dice),
                           [formula],
                           success_words=hits), NY_DICE.topLeft())
        row = obs["spaces"]["final"]
        team_dice = fin.get("investigator_dice") or len(row)
        team_rows = [(self.tr("Their roll"), rolls.get("fb", []))]
        if rolls.get("fs"):
            team_rows.append((self.tr("Last Sanity check"), rolls["fs"]))
        self.add(DicePiece("dice:team", TEAM_DICE.size(), team_rows,
                           fill(self.tr("The investigators roll {n} {n|die|dice}"), n=team_dice),
                           [self.tr("One die each, plus what their items give. More hits "
                                    "than Nyarlathotep wins; each hit he has over them kills "
                                    "one.")], success_words=hits), TEAM_DICE.topLeft())
        self.panel("final:row", ROW, self.tr("Facing Nyarlathotep"), "secret_rituals",
                   str(len(row)))
        area = QRectF(ROW.x() + 14, ROW.y() + 58, ROW.width() - 28, FACING.height())
        for i, inv in enumerate(row):
            self.add(self.person(obs, inv, FACING, "final:row"),
                     self.L.row(area, FACING, len(row), i, 14))
        mad = list(fin.get("insane", []))
        self.panel("final:mad", MAD, self.tr("Gone mad"), "temporary_insanity",
                   str(len(mad)) if mad else "", plate="recovery")
        area = QRectF(MAD.x() + 14, MAD.y() + 60, MAD.width() - 28, ASIDE.height())
        for i, inv in enumerate(mad):
            piece = self.add(self.person(obs, inv, ASIDE, "final:mad"),
                             self.L.row(area, ASIDE, len(mad), i))
            piece.dim = True
        dead = obs["spaces"]["dead"]
        self.panel("final:dead", DEAD, self.tr("Fallen"), "", str(len(dead)) if dead else "",
                   plate="rituals")
        area = QRectF(DEAD.x() + 14, DEAD.y() + 60, DEAD.width() - 28, ASIDE.height())
        for i, inv in enumerate(dead):
            piece = self.add(self.person(obs, inv, ASIDE, "final:dead"),
                             self.L.row(area, ASIDE, len(dead), i))
            piece.dim = True
        self.items(obs)

    def panel(self, pid: str, rect: QRectF, title: str, emblem: str, note: str = "",
              plate: str = "university") -> None:
        self.add(PlacePiece(pid, rect.size(), title, plate, emblem, note), rect.topLeft())

    def person(self, obs, inv: str, size: QSizeF, zone: str) -> PersonPiece:
        info = obs["investigators"][inv]
        items = sorted(i for i, who in obs["assigned"].items() if who == inv)
        tip = self.book.person_tip(inv, info["attributes"], items)
        return PersonPiece(f"inv:{inv}", self.book.person(inv), info["attributes"], size,
                           items=[self.book.face(i).name for i in items], tooltip=tip,
                           zone=zone)

    def items(self, obs) -> None:
        owned = [c for c in obs["possessions"] if self.book.is_item(c)]
        equipping = (obs.get("decision") or {}).get("kind") == "equip" and self.view.seat == 1
        self.panel("final:items", ITEMS, self.tr("The team's items"), "study")
        if equipping and owned:
            caption(self.view, self.tr("Drag one onto an investigator."),
                    QPointF(ITEMS.x() + 14, ITEMS.bottom() - 34), 17, False,
                    width=ITEMS.width() - 28)
        area = QRectF(ITEMS.x() + 12, ITEMS.y() + 56, ITEMS.width() - 24,
                      ITEMS.height() - 64)
        for i, c in enumerate(owned):
            holder = obs["assigned"].get(c)
            note = self.tr("with {inv}").format(inv=self.book.person(holder).name) \
                if holder else ""
            piece = CardPiece(f"item:{c}", self.book.face(c), ITEM, note=note, compact=True,
                              draggable=equipping and not holder, zone="final:items")
            self.add(piece, self.L.grid(area, ITEM, len(owned), i, 3))
