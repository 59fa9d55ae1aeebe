"""The board scene, from one seat's observation: tracks, locations, Secret Rituals, the Study,
the encounter being resolved, the recovery spaces, the piles, the cultist's hand (faces for
the cultist, backs for everyone else) and the team."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from ..cardtable.cardpaint import text_item
from .layout import (BADGE, CARD, GRID, HAND_CARD, MINI, POOL_BADGE, RECOVERY_BADGE,
                     SPACE_BADGE, SPACES,
                     MMLayout)
from .panels import DicePiece, PlacePiece, TrackPiece
from .pieces import CardPiece, PersonPiece, PilePiece
from ..i18n import join_names, tr_msg
from ...games.miskatonic.chances import reveal_odds
from eldertable.engine.messages import fill

TEXT = QColor("#f3e9cf")
CULTIST, INVESTIGATORS = 0, 1
ROLL_SLOTS = ("chk", "inv", "foe", "rit")


def caption(view, text: str, pos: QPointF, px: int = 22, bold: bool = True,
            color: QColor = TEXT, width: float = 0.0) -> QGraphicsSimpleTextItem:
    """Words on the table; narrowed to ``width`` (when given) if they are longer."""
    item = text_item(text, pos, px, bold, color)
    item.setZValue(-2)
    wide = item.boundingRect().width()
    if width and wide > width:
        item.setScale(width / wide)
    view.scene().addItem(item)
    return item


def slots_shown(obs: dict[str, Any], loc: str | None) -> list[str]:
    """The roll slots the encounter panel shows: while ``loc`` is resolved only the dice
    rolled for it (never the previous place's); between places every roll of the turn."""
    rolls = obs.get("rolls") or {}
    at = obs.get("roll_at") or {}
    return [s for s in ROLL_SLOTS if rolls.get(s) and (not loc or at.get(s, loc) == loc)]


def resolving(obs: dict[str, Any]) -> tuple[str | None, str | None]:
    """(place, card) being resolved now. While the cult's ritual dice ask for a choice (a
    cultist devoured, the Magical Ring), that is Secret Rituals, not the location resolved
    before it."""
    d = obs.get("decision") or {}
    if d.get("why") == "ritual" or (d.get("kind") == "reroll" and d.get("options") == ["rit"]):
        return "secret_rituals", None
    return obs.get("current_location"), obs.get("current_card")


class Tracks(QObject):
    """The Summon and Mythos tracks, 0 to 20, on every screen."""

    def build(self, view, obs: dict[str, Any]) -> None:
        t = obs["tracks"]
        for key, label, marker, color, tip in (
                ("summon", self.tr("Summon Points"), "marker-summon", "#7a1f24",
                 self.tr("The cult's Summon Points: at {goal} Nyarlathotep is summoned.")),
                ("mythos", self.tr("Mythos Points"), "marker-mythos", "#175c4a",
                 self.tr("The investigators' Mythos Points: at {goal} they win."))):
            rect = view.layout_map.rect(key)
            piece = TrackPiece(f"track:{key}", label, t[key], t["goal"], rect.size(), marker,
                               color, tip.format(goal=t["goal"]))
            view.add_piece(piece)
            piece.setPos(rect.topLeft())


class Board(QObject):
    """Builds the board into the view's scene; holds nothing after :meth:`build`."""

    def __init__(self, view):
        super().__init__()
        self.view = view
        self.L: MMLayout = view.layout_map
        self.w = view.words
        self.book = view.book
        self.seat = view.seat

    def add(self, piece, pos: QPointF):
        self.view.add_piece(piece)
        piece.setPos(pos)
        return piece

    def build(self, obs: dict[str, Any]) -> None:
        Tracks().build(self.view, obs)
        self.assigned = obs["assigned"]
        for loc in GRID:
            self.location(obs, loc)
        self.rituals(obs)
        self.study(obs)
        self.encounter(obs)
        for space in SPACES:
            self.space(obs, space)
        self.ward_bridge()
        self.piles(obs)
        self.hand(obs)
        self.team(obs)
        now, card = resolving(obs)
        if now and f"loc:{now}" in self.view.pieces:
            self.view.pieces[f"loc:{now}"].now = True
        if card and f"card:{card}" in self.view.pieces:
            self.view.pieces[f"card:{card}"].now = True

    # ---- pieces for cards and people

    def card(self, entry: dict, where: str, i: int, size: QSizeF, zone: str,
             compact: bool = True) -> CardPiece:
        if entry.get("back"):
            tip = self.tr("A card lying face down. Only the cultist knows it.")
            return CardPiece(f"back:{where}:{i}", None, size, tooltip=tip, zone=zone)
        face = self.book.face(entry["id"])
        veiled = entry.get("face") == "down"
        note = self.tr("face down") if veiled else ""
        return CardPiece(f"card:{entry['id']}", face, size, veiled=veiled, note=note,
                         zone=zone, compact=compact)

    def person(self, obs, inv: str, size: QSizeF, zone: str, draggable: bool = False,
               where: str = "") -> PersonPiece:
        info = obs["investigators"][inv]
        items = sorted(i for i, who in self.assigned.items() if who == inv)
        names = [self.book.face(i).name for i in items]
        tip = self.book.person_tip(inv, info["attributes"], items, where)
        return PersonPiece(f"inv:{inv}", self.book.person(inv), info["attributes"], size,
                           items=names, draggable=draggable, tooltip=tip, zone=zone)

    # ---- places

    def location(self, obs, loc: str) -> None:
        w, L = self.w, self.L
        data = obs["locations"][loc]
        rect = L.rect(loc)
        cards, people = data["cards"], data["investigators"]
        name = w.place(loc)
        note = self.tr("revealed") if data["revealed"] else ""
        if not data["open"]:
            note = self.tr("closed")
        tip = self.tr("Cards here: {cards}. Investigators here: {people}.").format(
            cards=len(cards), people=len(people))
        self.add(PlacePiece(f"loc:{loc}", rect.size(), name, "university", loc, note,
                            w.place_tip(loc, tip), closed=not data["open"]), rect.topLeft())
        area = L.cards_area(loc)
        for i, entry in enumerate(cards):
            self.add(self.card(entry, loc, i, CARD, f"loc:{loc}"), L.row(area, CARD, len(cards), i))
        area = L.people_area(loc)
        for i, inv in enumerate(people):
            self.add(self.person(obs, inv, BADGE, f"loc:{loc}", where=name),
                     L.row(area, BADGE, len(people), i))

    def rituals(self, obs) -> None:
        w, L = self.w, self.L
        loc = "secret_rituals"
        data = obs["locations"][loc]
        rect = L.rect(loc)
        tip = self.tr("Secret Rituals: cultists chant here for Summon Points, resolved after every "
                   "location. Investigators never enter.")
        self.add(PlacePiece(f"loc:{loc}", rect.size(), w.place(loc), "rituals", loc,
                            fill(self.tr("{n} {n|card|cards}"), n=len(data["cards"])),
                            w.place_tip(loc, tip)),
                 rect.topLeft())
        area = L.cards_area(loc)
        n = len(data["cards"])
        for i, entry in enumerate(data["cards"]):
            self.add(self.card(entry, loc, i, CARD, f"loc:{loc}"), L.row(area, CARD, n, i, 12))

    def study(self, obs) -> None:
        w, L = self.w, self.L
        rect = L.rect("study")
        books = [c for c in obs["possessions"] if self.book.is_book(c)]
        readers = {book: inv for inv, book in obs["study"]["readers"]}
        note = "" if books else self.tr("no book owned yet")
        tip = self.tr("The Study: drop an investigator on a book the team owns to read it this "
                   "turn.")
        self.add(PlacePiece("study:", rect.size(), w.place("study"), "university", "study",
                            note, w.place_tip("study", tip), plate_h=34), rect.topLeft())
        slot_w = (rect.width() - 24) / max(1, len(books))
        for i, book in enumerate(books):
            x = rect.x() + 12 + i * slot_w
            face = self.book.face(book)
            read = book in obs["books_read"]
            piece = CardPiece(f"study:{book}", face, MINI, note=self.tr("read") if read else "",
                              zone="study:", compact=True)
            piece.card = book
            self.add(piece, QPointF(x, rect.y() + 44))
            if book in readers:
                inv = readers[book]
                self.add(self.person(obs, inv, SPACE_BADGE, f"study:{book}",
                                     where=w.place("study")),
                         QPointF(x + MINI.width() + 6, rect.y() + 54))

    def encounter(self, obs) -> None:
        w, L = self.w, self.L
        rect = L.rect("encounter")
        loc, card = resolving(obs)
        if loc:
            title = self.now_title(loc, card)
        else:
            title = self.tr("Turn {n}: {phase}").format(n=obs["turn"], phase=w.phase(obs["phase"]))
        lines = []
        if obs.get("check_need"):
            lines.append(fill(self.tr("The check needs {n} {n|success|successes} (5 or 6)."),
                n=obs["check_need"]))
        told: list[str] = []  # the tooltip's lines: all of them
        for place, found in reveal_odds(obs, w.content).items():
            for i, line in enumerate(found):  # the place named once, its lines under it
                told.append(self.tr("{place}: {odds}").format(place=w.place(place),
                                                              odds=tr_msg(line))
                            if i == 0 else "    " + tr_msg(line))
            # on the panel, the face-down count gives way to the odds after it (the card
            # backs lie on the location): one line a place
            shown = [m for k, m in enumerate(found) if not (
                m.text.startswith("{n} face-down") and k + 1 < len(found))]
            for i, line in enumerate(shown):
                lines.append(self.tr("{place}: {odds}").format(place=w.place(place),
                                                               odds=tr_msg(line))
                             if i == 0 else "    " + tr_msg(line))
        rolls = obs.get("rolls") or {}
        at = obs.get("roll_at") or {}
        rows = [(w.slot(s) if loc or not at.get(s) else
                 self.tr("{place}: {slot}").format(place=w.place(at[s]), slot=w.slot(s)),
                 rolls[s]) for s in slots_shown(obs, loc)]
        said = lines[:1] if obs.get("check_need") else []  # the tooltip: the check, all odds
        said += told
        if not rows and not lines:
            lines.append(self.tr("No dice rolled this turn yet."))
            said = lines
        tip = self.tr("What is being resolved now, and this turn's latest dice.")
        if said:
            tip = "\n".join([tip, *said])
        tip = "<br>".join(html.escape(part) for part in tip.split("\n"))
        self.add(DicePiece("encounter", rect.size(), rows, title, lines, tip,
                           self.tr("hits: {n}")), rect.topLeft())

    def now_title(self, loc: str, card: str | None = None) -> str:
        """The encounter panel's heading while ``loc`` (and ``card`` there) is resolved."""
        w = self.w
        if card:
            return self.tr("Now: {card} at {place}").format(card=w.card(card), place=w.place(loc))
        return self.tr("Now: {place}").format(place=w.place(loc))

    def space(self, obs, space: str) -> None:
        w, L = self.w, self.L
        rect = L.rect(space)
        people = obs["spaces"][space]
        name = w.place(space)
        if space == "intensive_care":
            name = self.tr("{infirmary}: {ward}").format(infirmary=w.place("infirmary"), ward=name)
            tip = self.tr("The Infirmary's Intensive Care ward: investigators beaten in combat "
                       "wait here. A roll at cleanup lets them out.")
        elif space == "jail":
            tip = self.tr("Jail: investigators arrested by the police. A roll at cleanup frees "
                       "them.")
        else:
            tip = self.tr("Temporary Insanity: investigators whose minds gave way. A roll at "
                       "cleanup brings them back.")
        self.add(PlacePiece(f"space:{space}", rect.size(), name, "recovery", space,
                            str(len(people)) if people else "", w.place_tip(space, tip)),
                 rect.topLeft())
        area = L.people_area(space)
        for i, inv in enumerate(people):
            self.add(self.person(obs, inv, RECOVERY_BADGE, f"space:{space}", where=name),
                     L.row(area, RECOVERY_BADGE, len(people), i))

    def ward_bridge(self) -> None:
        """The Intensive Care ward hangs under the Infirmary: a bracket joins them."""
        top, ward = self.L.rect("infirmary"), self.L.rect("intensive_care")
        path = QPainterPath()
        for x in (ward.x() + 40, ward.right() - 40):
            path.addRoundedRect(QRectF(x - 9, top.bottom() - 6, 18, ward.y() - top.bottom() + 12),
                                5, 5)
        item = QGraphicsPathItem(path)
        item.setBrush(QColor("#9fb3c2"))
        item.setPen(QPen(QColor("#23384a"), 2))
        item.setZValue(-6)
        self.view.scene().addItem(item)

    def piles(self, obs) -> None:
        L = self.L
        rect = L.rect("piles")
        names = lambda cards: join_names(self.book.face(c).name for c in cards)  # noqa: E731
        piles = [
            ("deck", None, obs["deck_count"], self.tr("Draw deck"),
             fill(self.tr("The draw deck: {n} {n|card|cards}, face down."), n=obs["deck_count"])),
            ("cult_items", obs["cult_items"], len(obs["cult_items"]), self.tr("Cult's items"),
             self.tr("Items the cult took: {names}").format(names=names(obs["cult_items"]) or "-")),
            ("score", obs["score"], len(obs["score"]), self.tr("Gained"),
             self.tr("Cards the team gained: {names}").format(names=names(obs["score"]) or "-")),
            ("removed", obs["removed"], len(obs["removed"]), self.tr("Out of the game"),
             self.tr("Out of the game: {names}").format(names=names(obs["removed"]) or "-")),
        ]
        step = rect.width() / len(piles)
        for i, (pid, cards, count, label, tip) in enumerate(piles):
            face = self.book.face(cards[-1]) if cards else None
            self.add(PilePiece(f"pile:{pid}", face, count, MINI, label, html.escape(tip)),
                     QPointF(rect.x() + i * step + (step - MINI.width()) / 2, rect.y() + 4))

    # ---- the two sides

    def hand(self, obs) -> None:
        L = self.L
        rect = L.rect("hand")
        mine = self.seat == CULTIST and obs.get("hand") is not None
        n = obs["hand_count"]
        if mine:
            title = fill(self.tr("Your hand: {n} {n|card|cards}"), n=n)
        else:
            title = fill(self.tr("The cultist's hand: {n} {n|card|cards}, face down"), n=n)
        caption(self.view, title, rect.topLeft() + QPointF(4, 0), width=rect.width() - 8)
        area = QRectF(rect.x(), rect.y() + 34, rect.width(), HAND_CARD.height())
        if mine:
            hand = obs["hand"]
            # while the pointer rests on the hand, a card played leaves its gap
            # (.cardtable.handhold): the next card does not slide under the pointer
            places = self.view.hand_hold.arrange(
                {f"card:{c}": L.row(area, HAND_CARD, len(hand), i) for i, c in enumerate(hand)})
            for c in hand:
                piece = CardPiece(f"card:{c}", self.book.face(c), HAND_CARD, draggable=True,
                                  zone="hand", compact=False)
                piece.rise_on_hover()
                self.add(piece, places[f"card:{c}"])
            return
        known = [c for c in obs.get("known_hidden", [])]
        tip = fill(self.tr("The cultist's hand: {n} {n|card|cards}."), n=n)
        if known:
            tip += " " + self.tr("Seen going back into it: {names}.").format(
                names=join_names(self.book.face(c).name for c in known))
        for i in range(n):
            self.add(CardPiece(f"back:hand:{i}", None, HAND_CARD, tooltip=html.escape(tip),
                               zone="hand"), L.row(area, HAND_CARD, n, i))

    def team(self, obs) -> None:
        L = self.L
        rect = L.rect("team")
        pool = obs["spaces"]["pool"]
        if self.seat == INVESTIGATORS:
            title = fill(self.tr("The team: {n} free {n|investigator|investigators}"),
                         n=len(pool))
        else:
            title = fill(self.tr("The investigators: {n} free"), n=len(pool))
        people = QRectF(rect.x(), rect.y() + 34, 3 * (POOL_BADGE.width() + 6),
                        rect.height() - 38)
        caption(self.view, title, rect.topLeft() + QPointF(4, 0), width=people.width() + 4)
        mine = self.seat == INVESTIGATORS
        # each investigator keeps a place of their own in the pool (the roster's order):
        # placing one leaves a gap, so the next click never lands on somebody else
        roster = [inv for inv in obs["investigators"]] or list(pool)
        n = max(len(roster), len(pool))
        # two rows of the large badge overlap: the second row's names lay under the first
        # row's badges (issue 25, play-161); then the board's badge, two rows that fit
        size = POOL_BADGE
        rows = (n + 2) // 3
        if rows * (size.height() + 6) - 6 > people.height():
            size = BADGE
        for inv in pool:
            i = roster.index(inv) if inv in roster else len(roster)
            self.add(self.person(obs, inv, size, "team", draggable=mine,
                                 where=self.tr("Free to act")),
                     L.grid(people, size, n, i, 3))
        owned = obs["possessions"]
        x0 = people.right() + 14
        caption(self.view, self.tr("Items and books"), QPointF(x0, rect.y() + 4), 18,
                width=rect.right() - x0)
        area = QRectF(x0, rect.y() + 34, rect.right() - x0, CARD.height())
        for i, c in enumerate(owned):
            face = self.book.face(c)
            holder = self.assigned.get(c)
            note = self.tr("with {inv}").format(inv=self.book.person(holder).name) if holder else ""
            piece = CardPiece(f"item:{c}", face, CARD, note=note, compact=True,
                              draggable=mine and self.book.is_item(c) and not holder,
                              zone=f"study:{c}" if self.book.is_book(c) else "team")
            self.add(piece, L.row(area, CARD, len(owned), i))
