"""The Magnum Opus scene, built from the viewing seat's observation.

The Discovery Matrix and its axes, the Supply, the viewer's Clues, Shelf and set-aside cards,
the viewer's workshop (draw pile, discard pile, Gold, Experience, Table, hand) and a panel for
every other alchemist (its hand as backs). The scene is rebuilt from every observation, but an
item that looks the same as before is kept, so only what changed is repainted.
"""

from __future__ import annotations


from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from ..cardtable.cardpaint import text_item
from .cards import CLUE_TYPES, art
from .layout import BADGE, CARD, PANEL_TOKEN, SMALL, TINY, TOKEN, WORK_Y
from .pieces import (CardPiece, CellPiece, MOPiece, PilePiece, StripPiece, TokenPiece,
                     ZonePiece)
from ..i18n import join_names
from ..plaintext import escape as _esc
from eldertable.engine.messages import fill

TEXT = QColor("#f4efe3")
LEVELS = {"apprentice": 0, "journeyman": 1, "master": 2}




class MagnumOpusScene(QObject):
    """Builds the table view's scene (named for its translation context)."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self._old_pieces: dict = {}
        self._decor: dict = {}
        self._old_decor: dict = {}

    # What it reads of the view: the layout, the card book, the words, who is looking.
    @property
    def layout_map(self):
        return self.view.layout_map

    @property
    def book(self):
        return self.view.book

    @property
    def words(self):
        return self.view.words

    @property
    def controller(self):
        return self.view.controller

    @property
    def seat(self) -> int:
        return self.view.seat

    def scene(self):
        return self.view.scene()

    def rebuild(self, obs) -> None:
        """Fill the scene from ``obs``, keeping every item that has not changed."""
        self._old_pieces, self.view.pieces = self.view.pieces, {}
        self._old_decor, self._decor = self._decor, {}
        self.view.populate(obs)  # which calls build()
        scene = self.scene()
        for piece in self._old_pieces.values():
            scene.removeItem(piece)
        for item in self._old_decor.values():
            scene.removeItem(item)
        self._old_pieces, self._old_decor = {}, {}

    def forget(self) -> None:
        """The scene was cleared: nothing is left to keep."""
        self._decor = {}

    def build(self, obs) -> None:
        viewer = self.seat
        self._captions(obs)
        self._matrix(obs)
        self._supply(obs)
        self._study(obs, viewer)
        self._workshop(obs, viewer)
        others = [(viewer + k) % obs["players"] for k in range(1, obs["players"])]
        for k, seat in enumerate(others):
            self._panel(obs, seat, self.layout_map.place(("panel", k)))

    def _decor_item(self, key, make):
        """A text or frame: the same one as before when nothing about it changed."""
        item = self._old_decor.pop(key, None)
        if item is None:
            item = make()
            self.scene().addItem(item)
        self._decor[key] = item
        return item

    def _text(self, text: str, pos: QPointF, px: int = 26, bold: bool = True,
              color: QColor = TEXT) -> QGraphicsSimpleTextItem:
        def make():
            return text_item(text, pos, px, bold, color)

        return self._decor_item(("text", text, pos.x(), pos.y(), px, bold, color.name()), make)

    def _captions(self, obs) -> None:
        L = self.layout_map
        self._text(self.tr("Discovery Matrix"), QPointF(0, -56))
        self._text(self.tr("Supply"), L.place(("clue-pile", 0)) + QPointF(0, -56))
        self._text(self.tr("Other alchemists"), L.place(("panel", 0)) + QPointF(0, -56))
        seat = self.seat
        title = self.tr("Your workshop: {seat}").format(seat=self.words.seat(seat))
        if obs["active"] == seat and not obs["over"]:
            title = self.tr("Your workshop: {seat}, your turn").format(
                seat=self.words.seat(seat))
        self._text(title, QPointF(0, WORK_Y - 48))

    def _add(self, piece: MOPiece, pos: QPointF) -> MOPiece:
        if isinstance(piece, (PilePiece, CellPiece)):
            # an upper row lies over the one below: a pile's count pill, reaching under its
            # card, stays over the lit ring of the card below (it hid "24", seen under Xvfb)
            piece.setZValue(-pos.y() / 10_000)
        old = self._old_pieces.pop(piece.piece_id, None)
        if old is not None and old.signature() == piece.signature():
            piece = old
        else:
            if old is not None:
                self.scene().removeItem(old)
            self.scene().addItem(piece)
        self.view.pieces[piece.piece_id] = piece
        if piece.pos() != pos:
            piece.setPos(pos)
        return piece

    def _matrix(self, obs) -> None:
        L, book = self.layout_map, self.book
        self._add(PilePiece("search", None, obs["search_deck"], CARD, back=art("back-search"),
                            caption=self.tr("Reagent Search"),
                            tooltip=fill(self.tr("The Reagent Search deck: {n} {n|card|cards}. "
                                                 "Searching "
                                            "takes its top card into your discard pile for "
                                            "free."), n=obs["search_deck"])),
                  L.place("search"))
        for kind in ("mystic", "alchemical"):
            for i, cid in enumerate(obs["axes"][kind]):
                self._supply_pile(obs, cid, L.place(("axis", kind, i)))
        for cell in obs["matrix"]:
            k = cell["cell"]
            face = book.face(cell["discovery"]) if cell["discovery"] else None
            self._add(CellPiece(f"cell:{k}", face, cell["state"], cell["research"], CARD,
                                tooltip=self._cell_tip(obs, cell),
                                dead_text=self.tr("Dead formula")),
                      L.place(("cell", k)))

    def _cell_tip(self, obs, cell) -> str:
        k = cell["cell"]
        axes = obs["axes"]
        row, col = divmod(k, len(axes["mystic"]))
        a, m = self.book.info(axes["alchemical"][row]), self.book.info(axes["mystic"][col])
        by_volatility = obs["house_rules"].get("MO-GAP-9") == "volatility"
        fee = a.vol + m.vol if by_volatility else a.cost + m.cost
        lines = [self.tr("Formula: {cell}").format(cell=self.words.cell(obs, k)),
                 self.tr("Volatility {a} + {m} = {sum}, before modifiers").format(
                     a=a.vol, m=m.vol, sum=a.vol + m.vol)]
        if cell["state"] == "down":
            head = self.tr("A face-down Discovery")
        else:
            head = self.book.name(cell["discovery"])
            lines.append(self.tr("An assistant performs it for {n} Gold.").format(n=fee))
        if cell["research"]:
            lines.append(self.tr("A Research card lies under it."))
        if cell["state"] == "dead":
            lines.append(self.tr("A dead formula: it can never be performed."))
        tip = f"<b>{_esc(head)}</b><br>" + "<br>".join(_esc(x) for x in lines)
        if cell["discovery"]:
            tip += "<hr>" + self.book.face(cell["discovery"]).tooltip
        return tip

    def _supply_pile(self, obs, cid: str, pos: QPointF) -> None:
        count = obs["supply"].get(cid, 0)
        face = self.book.face(cid)
        tip = face.tooltip + "<p>" + _esc(
            self.tr("In the Supply: {n}").format(n=count)) + "</p>"
        self._add(PilePiece(f"supply:{cid}", face, count, CARD, tooltip=tip), pos)

    def _supply(self, obs) -> None:
        L, book = self.layout_map, self.book
        for i, t in enumerate(CLUE_TYPES):
            n = obs["clue_piles"].get(t, 0)
            name = book.name(f"clue-{t}")
            self._add(PilePiece(f"cluepile:{t}", None, n, CARD, back=art(f"back-{t}"),
                                caption=name,
                                tooltip=_esc(self.tr("{clue} Clues: {n} face down.").format(
                                    clue=name, n=n))),
                      L.place(("clue-pile", i)))
        self._add(PilePiece("research", None, obs["research_deck"], CARD,
                            back=art("back-research"), caption=self.tr("Research"),
                            tooltip=fill(self.tr("The Research deck: {n} {n|card|cards}."),
                                n=obs["research_deck"])),
                  L.place("research"))
        bank = obs["bank"]
        if bank["limited"]:
            pos = L.place("bank")
            self._add(TokenPiece("bank:gold", "gold", str(bank["gold"]), self.tr("Bank"), TOKEN),
                      pos)
            self._add(TokenPiece("bank:experience", "experience", str(bank["experience"]),
                                 self.tr("Bank"), TOKEN), pos + QPointF(0, TOKEN.height() + 8))
        axes = set(obs["axes"]["alchemical"]) | set(obs["axes"]["mystic"])
        trades, effects = [], []
        for cid in obs["supply"]:
            if cid in axes:
                continue
            info = book.info(cid)
            (trades if info.group == "tradeskill" else effects).append(cid)
        trades.sort(key=lambda c: LEVELS.get(book.info(c).level, 3))
        for i, cid in enumerate(trades[:5]):
            self._supply_pile(obs, cid, L.place(("tradeskill", i)))
        for i, cid in enumerate(effects[:10]):
            self._supply_pile(obs, cid, L.place(("effect", i)))

    def _study(self, obs, viewer: int) -> None:
        L, book = self.layout_map, self.book
        me = obs["seats"][viewer]
        clues = me["clues"]
        note = (self.tr("ready for the Stone") if len(clues) == len(CLUE_TYPES)
                else self.tr("{n} of 3").format(n=len(clues)))
        self._zone("zone:stone", L.zone("stone"), self.tr("Your Clues"), note, "#c9a0dc",
                   self.tr("The Clues you hold name the three Reagents of your Philosophers' "
                           "Stone. With all three, drop an Attempt Transmutation here."))
        for i, clue in enumerate(clues):
            face = book.clue_face(clue["type"], clue["reagent"])
            self._add(CardPiece(f"clue:{viewer}:{i}", face, CARD, zone="zone:stone"),
                      L.row("stone", i, len(clues)))
        picking = me["picking"] or []
        if picking:
            self._zone("zone:choice", L.zone("choice"), self.tr("Keep one"), "", "#f2c14e",
                       self.tr("Click the Research card you keep; the other goes under the "
                               "Research deck."))
            for i, c in enumerate(picking):
                self._add(CardPiece(f"card:{c}", book.face(c), CARD), L.row("choice", i, 2))
            return
        shelves, shelved = me["shelves"], me["shelved"]
        self._zone("zone:shelf", L.zone("shelf"), self.tr("Shelf"), "", "#9fc5a8",
                   self.tr("A Shelf keeps one Table card out of your experiments."))
        base = L.row("shelf", 0, 1)
        for i, c in enumerate(shelves):
            self._add(CardPiece(f"card:{c}", book.face(c), CARD, zone="zone:shelf"),
                      base + QPointF(0, 8 * i))
        for i, c in enumerate(shelved):
            self._add(CardPiece(f"card:{c}", book.face(c), CARD, draggable=True,
                                zone="zone:shelf", note=(self.tr("on the Shelf"), self.tr("Shelf"))),
                      base + QPointF(8, 40 + 12 * i))
        aside = me["set_aside"]
        self._zone("zone:aside", L.zone("aside"), self.tr("Set aside"), "", "#d8c08c",
                   self.tr("Research cards kept beside you; they still count for the "
                           "tie-breaker."))
        for i, c in enumerate(aside):
            self._add(CardPiece(f"card:{c}", book.face(c), CARD, zone="zone:aside"),
                      L.row("aside", 0, 1) + QPointF(0, 14 * i))

    @staticmethod
    def _counted(obs, viewer: int, book) -> set[str]:
        """The cards of the viewer's Table and experiment that take part in the attempt:
        the sum's terms and a Heartstone (its reroll)."""
        from ...games.magnum_opus.formula import preview

        found = preview(obs, viewer)
        if found is None:
            return set()
        me = obs["seats"][viewer]
        heart = {c for c in me["table"] if getattr(book.info(c), "reroll", False)}
        return {c for c, _v in found["terms"]} | heart

    def _zone(self, pid: str, rect: QRectF, label: str, note: str, color: str,
              tip: str) -> ZonePiece:
        zone = ZonePiece(pid, rect.size(), label, note, tip, color)
        return self._add(zone, rect.topLeft())

    def _workshop(self, obs, viewer: int) -> None:
        L, book = self.layout_map, self.book
        me = obs["seats"][viewer]
        self._deck_and_discard(me, viewer, L.place("deck"), L.place("discard"), CARD)
        self._add(TokenPiece(f"gold:{viewer}", "gold", str(me["gold"]), self.tr("Gold"), TOKEN,
                             self.tr("Your Gold. Drop a Tradeskill here to play it for Gold.")),
                  L.place("gold"))
        self._add(TokenPiece(f"xp:{viewer}", "experience", str(me["experience"]),
                             self.tr("Experience"), TOKEN,
                             self.tr("Your Experience: spend it after a roll, one point per "
                                     "token.")),
                  L.place("experience"))
        moves = obs["turn_state"]["table_moves"]
        note = ""
        if obs["active"] == viewer and obs["phase"] == "table":
            note = self.tr("{n} of 2 moves made").format(n=moves)
        working = obs["transmutation"] is not None and obs["active"] == viewer
        if working:
            note = self.tr("the experiment")
        self._zone("zone:table", L.zone("table"), self.tr("Table"), note, "#e8dcc0",
                   self.tr("Your Table: cards prepared for your next experiment."))
        tag = (self.tr("in the experiment"), self.tr("experiment"))
        # a card that lay on the Table before the attempt and counts in it (a Reagent, a
        # Tool, a Heartstone) is in the experiment too: it had no tag (issue 25)
        counted = self._counted(obs, viewer, book) if me["experiment"] else set()
        on_table = [(c, tag if c in counted else "") for c in me["table"]] + \
            [(c, tag) for c in me["experiment"]]
        places = [L.row("table", i, len(on_table)) for i in range(len(on_table))]
        for i, (c, note) in enumerate(on_table):
            # the tag across the card's foot: the Table's head holds its note; on a crowded
            # Table it keeps to what shows of its card, clear of the next one (issue 25)
            shows = places[i + 1].x() - places[i].x() if i + 1 < len(places) else None
            piece = CardPiece(f"card:{c}", book.face(c), CARD, draggable=True, note=note,
                              zone="zone:table", tag_at="foot",
                              tag_width=shows if shows is not None and shows < CARD.width()
                              else None)
            piece.setZValue(i / 1000)  # each card over the one before it, as laid out
            self._add(piece, places[i])
        hand = me["hand"] or []
        self._zone("zone:hand", L.zone("hand"), self.tr("Your hand"),
                   fill(self.tr("{n} {n|card|cards}"), n=len(hand)), "#b7c9e2",
                   self.tr("Your hand: only you see it."))
        # while the pointer rests on the hand, a card played leaves its gap (.cardtable.handhold)
        places = self.view.hand_hold.arrange(
            {f"card:{c}": L.row("hand", i, len(hand)) for i, c in enumerate(hand)})
        for c in hand:
            self._add(CardPiece(f"card:{c}", book.face(c), CARD, draggable=True,
                                zone="zone:hand"), places[f"card:{c}"])

    def _deck_and_discard(self, seat_obs, seat: int, deck_pos, discard_pos, size) -> None:
        book = self.book
        self._add(PilePiece(f"deck:{seat}", None, seat_obs["deck"], size,
                            caption=self.tr("Draw pile") if size == CARD else "",
                            tooltip=fill(self.tr("Draw pile: {n} {n|card|cards}, face down."),
                                n=seat_obs["deck"])), deck_pos)
        discard = seat_obs["discard"]
        names = join_names(book.name(c) for c in reversed(discard))
        tip = fill(self.tr("Discard pile: {n} {n|card|cards}."), n=len(discard))
        tip = f"{_esc(tip)}<br>{_esc(names)}" if names else _esc(tip)
        self._add(PilePiece(f"discard:{seat}", book.face(discard[-1]) if discard else None,
                            len(discard), size,
                            caption=self.tr("Discard pile") if size == CARD else "",
                            tooltip=tip), discard_pos)

    def _panel(self, obs, seat: int, origin: QPointF) -> None:
        L, book = self.layout_map, self.book
        s = obs["seats"][seat]
        active = obs["active"] == seat and not obs["over"]
        rect = L.panel_rect(origin)
        def make():
            path = QPainterPath()
            path.addRoundedRect(rect, 16, 16)
            frame = QGraphicsPathItem(path)
            frame.setBrush(QColor(0, 0, 0, 70))
            frame.setPen(QPen(QColor("#f2c14e") if active else QColor(255, 255, 255, 70),
                              5 if active else 2))
            frame.setZValue(-6)
            return frame

        self._decor_item(("frame", seat, rect.x(), rect.y(), active), make)
        places = L.panel_places(origin)
        who = (self.tr("{seat} (bot)") if not self.controller.is_human(seat)
               else self.tr("{seat} (person)")).format(seat=self.words.seat(seat))
        if active:
            who += "  \u2014  " + self.tr("playing")
        self._text(who, places["title"], 26)
        self._deck_and_discard(s, seat, places["deck"], places["discard"], SMALL)
        self._add(TokenPiece(f"gold:{seat}", "gold", str(s["gold"]), "", PANEL_TOKEN,
                             self.tr("Gold: {n}").format(n=s["gold"])), places["gold"])
        self._add(TokenPiece(f"xp:{seat}", "experience", str(s["experience"]), "", PANEL_TOKEN,
                             self.tr("Experience: {n}").format(n=s["experience"])),
                  places["experience"])
        self._add(TokenPiece(f"research:{seat}", "research", str(s["research"]), "",
                             PANEL_TOKEN,
                             self.tr("Research cards owned: {n}. The first tie-breaker.").format(
                                 n=s["research"])),
                  places["research"])
        if s["stone"]:
            self._add(TokenPiece(f"stone:{seat}", "stone", "", self.tr("Stone made!"), BADGE,
                                 self.tr("{seat} has made the Philosophers' Stone.").format(
                                     seat=self.words.seat(seat))), places["stone"])
        # face-down Clues are tiny backs at the left; revealed ones (a Stone attempt shows
        # them) are strips at the right under the cards laid out there, the Reagent each
        # names whole (issue 25, play-98: tiny faces did not read at 1200x800), in the room
        # those cards leave (they keep their size): beside a longer Table they stay tiny at
        # the left, their Reagents in their tooltips and the inspector
        shown = s["table"] + s["experiment"] + s["shelves"] + s["shelved"] + s["set_aside"]
        strips = L.panel_clue_strips(origin, len(shown),
                                     sum(1 for c in s["clues"] if c["card"] and c["reagent"]))
        as_strips = bool(strips)
        revealed = []
        down = 0
        for i, clue in enumerate(s["clues"]):
            face = book.clue_face(clue["type"], clue["reagent"]) if clue["card"] else None
            if face is not None and face.summary and as_strips:
                revealed.append((i, face))
                continue
            tip = (face.tooltip if face is not None else
                   _esc(self.tr("A {clue} Clue, face down.").format(
                       clue=book.name(f"clue-{clue['type']}"))))
            self._add(CardPiece(f"clue:{seat}:{i}", face, TINY, back=art(f"back-{clue['type']}"),
                                tooltip=tip),
                      places["clues"] + QPointF(down * (TINY.width() + 4), 0))
            down += 1
        n = s["hand_count"]
        self._text(self.tr("Hand: {n}").format(n=n), places["row_label"], 20, False)
        self._text(self.tr("Table"), places["table"], 20, False)
        for i in range(n):
            self._add(CardPiece(f"back:{seat}:{i}", None, SMALL,
                                tooltip=fill(self.tr("{seat}'s hand: {n} {n|card|cards}."),
                                    seat=self.words.seat(seat), n=n)),
                      L.panel_hand(origin, i, n))
        # what lies before that alchemist: a strip a card, its name across it
        for i, c in enumerate(shown):
            strip = L.panel_strip(origin, i, len(shown))
            self._add(StripPiece(f"card:{c}", book.face(c), strip.size()), strip.topLeft())
        for strip, (i, face) in zip(strips, revealed):
            self._add(StripPiece(f"clue:{seat}:{i}", face, strip.size(), tooltip=face.tooltip,
                                 label=face.summary), strip.topLeft())
