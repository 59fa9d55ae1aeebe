"""The Magnum Opus table: the scene built from the viewing seat's observation, and which drag
or click on it means which action.

Drags: a Tradeskill onto your Gold (for Gold) or your draw pile (for cards); a card from the
hand onto the Table and back; an Attempt Transmutation onto the Table (or onto your Clues for
the Philosophers' Stone); Reagents and helpful cards onto the Table while an experiment is
built, a Metastone onto the Reagent pile it stands for; a card onto its Supply pile to sell
it; a Table card onto the Shelf. Clicks: a Supply pile buys (or takes a free card), a face-up
Matrix cell hires an assistant, the Search deck searches, a lit card answers a question.
Everything else (pass, end a phase, roll, accept, decline …) is a button above the table,
and a right click on any piece lists what it can do now.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem, QGraphicsView, QMenu

from ...games.magnum_opus import actions as A
from ...games.magnum_opus import card_id
from ..i18n import tr_msg
from ..table_base import TableView
from .actionbar import ActionBar
from .cards import CLUE_TYPES, MagnumOpusCards, art
from .drag import ZoneDrag
from .layout import (BADGE, CARD, OTHERS_W, PANEL_TOKEN, SMALL, TINY, TOKEN, WIDTH, WORK_Y, ZONE_H,
                     MOLayout)
from .pieces import CardPiece, CellPiece, MOPiece, PilePiece, TokenPiece, ZonePiece
from .words import MagnumOpusWords

FELT = QColor("#27332c")
TEXT = QColor("#f4efe3")
LEVELS = {"apprentice": 0, "journeyman": 1, "master": 2}
# Buttons for the choices of a question when there are this few of them.
MAX_CHOICE_BUTTONS = 8


class MagnumOpusTable(TableView):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.viewport().removeEventFilter(self.interaction)
        self.interaction.deleteLater()
        self.interaction = ZoneDrag(self)
        self.obs: dict[str, Any] = {}
        self.book = MagnumOpusCards(None)
        self.words = MagnumOpusWords(self.book, self)
        self.legal: list = []
        self._old_pieces: dict = {}
        self._decor: dict = {}
        self._old_decor: dict = {}
        self._bar_geometry = None
        self.transmute_dialog = None
        self.result_dialog = None
        self.setBackgroundBrush(QBrush(FELT))
        # Repaint only the regions that changed: an action changes a few far-apart pieces.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.bar = ActionBar(self)
        self.bar.chosen.connect(self.apply)
        self.bar.show()
        # Bound methods, not lambdas: Qt drops them with the view; detach() drops them sooner.
        controller.busyChanged.connect(self._busy_changed)
        controller.finished.connect(self.show_result)

    def make_layout(self) -> MOLayout:
        return MOLayout()

    # ------------------------------------------------------------------ the scene

    def populate(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        if not obs:
            self._update_bar()
            return
        if obs.get("house_rules") != self.book.house:
            self.book = MagnumOpusCards(obs.get("house_rules"))
            self.words.book = self.book
        self.layout_map.build(obs["players"])
        viewer = self.seat
        self.legal = (self.controller.legal_actions(viewer)
                      if obs["current"] == viewer and self.controller.is_human(viewer) else [])
        self._captions(obs)
        self._matrix(obs)
        self._supply(obs)
        self._study(obs, viewer)
        self._workshop(obs, viewer)
        others = [(viewer + k) % obs["players"] for k in range(1, obs["players"])]
        for k, seat in enumerate(others):
            self._panel(obs, seat, self.layout_map.place(("panel", k)))
        self._light()
        self.scene().setSceneRect(QRectF(-30, -70, WIDTH + 60, WORK_Y + ZONE_H + 100))
        self._update_bar()
        self._resume_dialog(obs)

    def follow(self, events, obs) -> None:
        self.refill(obs)
        self._feed_dialog(events, obs)

    # The scene is rebuilt from every observation, but a piece that looks the same keeps its
    # item: only what changed is repainted.

    def refill(self, observation) -> None:
        self.interaction.cancel()
        self._old_pieces, self.pieces = self.pieces, {}
        self._old_decor, self._decor = self._decor, {}
        self.populate(observation)
        scene = self.scene()
        for piece in self._old_pieces.values():
            scene.removeItem(piece)
        for item in self._old_decor.values():
            scene.removeItem(item)
        self._old_pieces, self._old_decor = {}, {}

    def clear_table(self) -> None:
        super().clear_table()
        self._decor = {}

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
            item = QGraphicsSimpleTextItem(text)
            font = QFont()
            font.setPixelSize(px)
            font.setBold(bold)
            item.setFont(font)
            item.setBrush(color)
            item.setPos(pos)
            return item

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
        old = self._old_pieces.pop(piece.piece_id, None)
        if old is not None and old.signature() == piece.signature():
            piece = old
        else:
            if old is not None:
                self.scene().removeItem(old)
            self.scene().addItem(piece)
        self.pieces[piece.piece_id] = piece
        if piece.pos() != pos:
            piece.setPos(pos)
        return piece

    def _matrix(self, obs) -> None:
        L, book = self.layout_map, self.book
        self._add(PilePiece("search", None, obs["search_deck"], CARD, back=art("back-search"),
                            caption=self.tr("Reagent Search"),
                            tooltip=self.tr("The Reagent Search deck: {n} cards. Searching "
                                            "takes its top card into your discard pile for "
                                            "free.").format(n=obs["search_deck"])),
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
        tip = f"<b>{html.escape(head)}</b><br>" + "<br>".join(html.escape(x) for x in lines)
        if cell["discovery"]:
            tip += "<hr>" + self.book.face(cell["discovery"]).tooltip
        return tip

    def _supply_pile(self, obs, cid: str, pos: QPointF) -> None:
        count = obs["supply"].get(cid, 0)
        face = self.book.face(cid)
        tip = face.tooltip + "<p>" + html.escape(
            self.tr("In the Supply: {n}").format(n=count)) + "</p>"
        self._add(PilePiece(f"supply:{cid}", face, count, CARD, tooltip=tip), pos)

    def _supply(self, obs) -> None:
        L, book = self.layout_map, self.book
        for i, t in enumerate(CLUE_TYPES):
            n = obs["clue_piles"].get(t, 0)
            name = book.name(f"clue-{t}")
            self._add(PilePiece(f"cluepile:{t}", None, n, CARD, back=art(f"back-{t}"),
                                caption=name,
                                tooltip=self.tr("{clue} Clues: {n} face down.").format(
                                    clue=name, n=n)),
                      L.place(("clue-pile", i)))
        self._add(PilePiece("research", None, obs["research_deck"], CARD,
                            back=art("back-research"), caption=self.tr("Research"),
                            tooltip=self.tr("The Research deck: {n} cards.").format(
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
                                zone="zone:shelf", note=self.tr("on the Shelf")),
                      base + QPointF(8, 40 + 12 * i))
        aside = me["set_aside"]
        self._zone("zone:aside", L.zone("aside"), self.tr("Set aside"), "", "#d8c08c",
                   self.tr("Research cards kept beside you; they still count for the "
                           "tie-breaker."))
        for i, c in enumerate(aside):
            self._add(CardPiece(f"card:{c}", book.face(c), CARD, zone="zone:aside"),
                      L.row("aside", 0, 1) + QPointF(0, 14 * i))

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
        on_table = [(c, "") for c in me["table"]] + \
            [(c, self.tr("in the experiment")) for c in me["experiment"]]
        for i, (c, tag) in enumerate(on_table):
            self._add(CardPiece(f"card:{c}", book.face(c), CARD, draggable=True, note=tag,
                                zone="zone:table"), L.row("table", i, len(on_table)))
        hand = me["hand"] or []
        self._zone("zone:hand", L.zone("hand"), self.tr("Your hand"),
                   self.tr("{n} cards").format(n=len(hand)), "#b7c9e2",
                   self.tr("Your hand: only you see it."))
        for i, c in enumerate(hand):
            self._add(CardPiece(f"card:{c}", book.face(c), CARD, draggable=True,
                                zone="zone:hand"), L.row("hand", i, len(hand)))

    def _deck_and_discard(self, seat_obs, seat: int, deck_pos, discard_pos, size) -> None:
        book = self.book
        self._add(PilePiece(f"deck:{seat}", None, seat_obs["deck"], size,
                            caption=self.tr("Draw pile") if size == CARD else "",
                            tooltip=self.tr("Draw pile: {n} cards, face down.").format(
                                n=seat_obs["deck"])), deck_pos)
        discard = seat_obs["discard"]
        names = ", ".join(book.name(c) for c in reversed(discard))
        tip = self.tr("Discard pile: {n} cards.").format(n=len(discard))
        if names:
            tip = f"{html.escape(tip)}<br>{html.escape(names)}"
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
        for i, clue in enumerate(s["clues"]):
            face = book.clue_face(clue["type"], clue["reagent"]) if clue["card"] else None
            tip = (face.tooltip if face is not None else
                   self.tr("A {clue} Clue, face down.").format(
                       clue=book.name(f"clue-{clue['type']}")))
            self._add(CardPiece(f"clue:{seat}:{i}", face, TINY, back=art(f"back-{clue['type']}"),
                                tooltip=tip),
                      places["clues"] + QPointF(i * (TINY.width() + 4), 0))
        n = s["hand_count"]
        self._text(self.tr("Hand: {n}").format(n=n), places["row_label"], 20, False)
        self._text(self.tr("Table"), places["table"] + QPointF(0, -32), 20, False)
        for i in range(n):
            self._add(CardPiece(f"back:{seat}:{i}", None, SMALL,
                                tooltip=self.tr("{seat}'s hand: {n} cards.").format(
                                    seat=self.words.seat(seat), n=n)),
                      L.panel_row(origin, 12, 170, i, n))
        shown = s["table"] + s["experiment"] + s["shelves"] + s["shelved"] + s["set_aside"]
        for i, c in enumerate(shown):
            self._add(CardPiece(f"card:{c}", book.face(c), SMALL),
                      L.panel_row(origin, 200, OTHERS_W - 212, i, len(shown)))

    # ------------------------------------------------------------------ what means what

    def places_of(self, act) -> list[tuple[str, str | None]]:
        """Every (piece, target) gesture that plays ``act``; target None is a click."""
        t = type(act)
        me = self.seat
        card = getattr(act, "card", None)
        piece = f"card:{card}" if card else None
        if t is A.PlayTradeskill:
            return [(piece, f"gold:{me}" if act.resource == "gold" else f"deck:{me}")]
        if t is A.PlaceOnTable or t is A.UnshelveCard or t is A.PlayAction:
            return [(piece, "zone:table")]
        if t is A.ReturnToHand:
            gap10 = self.obs.get("house_rules", {}).get("MO-GAP-10") == "discard"
            return [(piece, f"discard:{me}" if gap10 else "zone:hand")]
        if t is A.ShelveCard:
            return [(piece, "zone:shelf")]
        if t is A.StartTransmutation:
            if act.stone:
                return [(piece, "zone:stone")]
            out = [(piece, "zone:table")]
            if card not in (self._mine().get("hand") or []):
                out.append((piece, None))
            return out
        if t is A.AddToExperiment:
            if act.as_reagent:
                return [(piece, f"supply:{act.as_reagent}")]
            return [(piece, "zone:table"), (piece, None)]
        if t is A.SearchReagents:
            return [("search", None)]
        if t is A.Buy:
            return [(f"supply:{act.item}", None), (f"supply:{act.item}", f"discard:{me}")]
        if t is A.Sell:
            return [(piece, f"supply:{card_id(card)}")]
        if t is A.PayAssistant or t is A.RevealDiscovery:
            return [(f"cell:{act.cell}", None)]
        if t is A.ReturnLead:
            return [(piece, f"supply:{card_id(card)}"), (piece, None)]
        if t is A.KeepResearch or t is A.KeepTool:
            return [(piece, None)]
        if t is A.TakeClue:
            return [(f"cluepile:{act.clue}", None)]
        if t is A.TakeReagent or t is A.TakeCard:
            return [(f"supply:{act.item}", None)]
        return []

    def action_places(self, action):
        places = self.places_of(action)
        return places[0] if places else None

    def moves_for(self, piece_id: str) -> dict:
        out: dict = {}
        for act in self.controller.legal_actions(self.seat):
            for piece, target in self.places_of(act):
                if piece == piece_id:
                    out.setdefault(target, act)
        return out

    def proposed_action(self, piece_id: str, target_id: str):
        """What a drop would mean by where it lands, legal or not (for the refusal)."""
        target = self.pieces.get(target_id)
        zone = getattr(target, "zone", None) or target_id
        if not piece_id.startswith("card:"):
            return None
        card = piece_id[5:]
        me = self.seat
        phase, step = self.obs.get("phase"), self.obs.get("step")
        info = self.book.info(card)
        if zone == "zone:table":
            if step == "assemble":
                return A.AddToExperiment(card, "")
            if phase == "experiment":
                return A.PlayAction(card) if info.on_play else A.StartTransmutation(card, False)
            if card in (self._mine().get("shelved") or []):
                return A.UnshelveCard(card)
            return A.PlaceOnTable(card)
        if zone == "zone:stone":
            return A.StartTransmutation(card, True)
        if zone == "zone:hand":
            return A.ReturnToHand(card)
        if zone == "zone:shelf":
            return A.ShelveCard(card)
        if zone in (f"gold:{me}", f"deck:{me}"):
            return A.PlayTradeskill(card, "gold" if zone.startswith("gold") else "cards")
        if zone.startswith("supply:"):
            return A.Sell(card)
        return None

    def _mine(self) -> dict:
        seats = self.obs.get("seats") or []
        return seats[self.seat] if 0 <= self.seat < len(seats) else {}

    def _light(self) -> None:
        lit = {piece for act in self.legal for piece, _target in self.places_of(act)}
        for pid, piece in self.pieces.items():
            piece.set_lit(pid in lit)
            piece.set_highlighted(False)

    def apply(self, action) -> bool:
        reason = self.controller.act(action)
        if reason is None:
            return True
        words = self.words.refusal(action, self.obs, self.seat) if self.obs else None
        self.message.emit(words or tr_msg(reason))
        return False

    def refusal(self, piece_id: str, target_id: str) -> str:
        """Why dropping ``piece_id`` on ``target_id`` does nothing, in words."""
        proposed = self.proposed_action(piece_id, target_id)
        if proposed is None:
            return self.tr("It cannot go there.")
        words = self.words.refusal(proposed, self.obs, self.seat)
        if words:
            return words
        reason = self.controller.why_illegal(proposed)
        return tr_msg(reason) if reason is not None else self.tr("It cannot go there.")

    # ------------------------------------------------------------------ the bar above

    def _update_bar(self) -> None:
        obs = self.obs
        names = {p: self.words.phase(p) for p in ("tradeskill", "table", "experiment", "pause")}
        if self.covered or not obs:
            self.bar.set_phase("", names)
            self.bar.info.setText("")
            self.bar.prompt.setText("")
            self.bar.set_buttons([])
            self._fit_bar()
            return
        self.bar.set_phase(obs["phase"], names)
        info = self.tr("Round {round}: {seat}'s turn").format(
            round=obs["round"], seat=self.words.seat(obs["active"]))
        if obs["final_round"] and not obs["over"]:
            info += "  \u2014  " + self.tr("Final round: the Philosophers' Stone has been made; "
                                           "everyone else has one last turn.")
        self.bar.info.setText(info)
        viewer = self.seat
        current = self.controller.current_player()
        if obs["over"]:
            prompt = self.tr("The game is over.")
        elif self.controller.busy():
            prompt = self.tr("{seat} (a bot) is thinking\u2026").format(
                seat=self.words.seat(obs["active"]))
        else:
            prompt = tr_msg(self.controller.prompt(viewer)) if current == viewer else \
                self.tr("Waiting for {seat}.").format(seat=self.words.seat(obs["active"]))
        self.bar.prompt.setText(prompt)
        legal = (self.controller.legal_actions(viewer)
                 if current == viewer and self.controller.is_human(viewer) else [])
        self.bar.set_buttons(self._choices(legal, obs))
        self._fit_bar()

    def _choices(self, legal, obs) -> list[tuple[str, object, bool]]:
        deciding = bool(obs.get("waiting")) and len(legal) <= MAX_CHOICE_BUTTONS
        primary = (A.ConfirmExperiment, A.AcceptRoll, A.SpendExperience, A.UseHeartstone)
        out, seen = [], set()
        for act in sorted(legal, key=lambda a: (type(a) is A.EndPhase or type(a) is A.Decline,
                                                not isinstance(a, primary))):
            if self.places_of(act) and not deciding:
                continue
            label = self.words.action(act, obs)
            if label in seen:
                continue
            seen.add(label)
            out.append((label, act, isinstance(act, primary)))
        return out

    def _fit_bar(self) -> None:
        height = self.bar.heightForWidth(self.width())
        geometry = (0, 0, self.width(), height)
        if geometry == self._bar_geometry:
            return  # unchanged: no refit, no repaint of the whole table
        self._bar_geometry = geometry
        self.setViewportMargins(0, height, 0, 0)
        self.bar.setGeometry(*geometry)
        if self._auto_fit:
            self.zoom_fit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._bar_geometry = None
        self._fit_bar()

    def set_covered(self, covered: bool) -> None:
        super().set_covered(covered)
        self._update_bar()

    # ------------------------------------------------------------------ zoom

    def zoom_fit(self) -> None:
        self._auto_fit = True
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def _zoomed(self) -> None:
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)

    def zoom_in(self) -> None:
        super().zoom_in()
        self._zoomed()

    def zoom_out(self) -> None:
        super().zoom_out()
        self._zoomed()

    # ------------------------------------------------------------------ right click

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        piece = next((i for i in self.items(event.pos()) if isinstance(i, MOPiece)), None)
        if piece is None:
            return
        acts = [a for a in self.controller.legal_actions(self.seat)
                if any(p == piece.piece_id for p, _t in self.places_of(a))]
        if not acts:
            return
        menu = QMenu(self)
        for act in acts:
            menu.addAction(self.words.action(act, self.obs)).setData(act)
        chosen = menu.exec(event.globalPos())
        if chosen is not None:
            self.apply(chosen.data())

    # ------------------------------------------------------------------ dialogs

    def _feed_dialog(self, events, obs) -> None:
        from .transmute import TransmuteDialog

        for event in events:
            data = event.data
            own = data.get("seat") == self.seat and self.controller.is_human(self.seat)
            opens = ((event.kind in ("difficulty", "assistant") and own)
                     or (event.kind == "difficulty" and data.get("stone")
                         and data.get("seat") != self.seat))
            if opens:
                self._close_transmute()
                self.transmute_dialog = TransmuteDialog(self, data["seat"])
                self.transmute_dialog.show()
            if self.transmute_dialog is not None:
                self.transmute_dialog.feed(event, obs)
        if self.transmute_dialog is not None:
            self.transmute_dialog.sync(obs)

    def _resume_dialog(self, obs) -> None:
        """A game resumed (or undone) while its own roll waits for a decision."""
        from .transmute import TransmuteDialog

        tx = obs.get("transmutation")
        if (tx is None or obs["active"] != self.seat or obs["waiting"] != "after"
                or self.transmute_dialog is not None or self.covered):
            return
        self.transmute_dialog = TransmuteDialog(self, self.seat)
        self.transmute_dialog.from_observation(obs)
        self.transmute_dialog.show()

    def _close_transmute(self) -> None:
        if self.transmute_dialog is not None:
            self.transmute_dialog.hide()
            self.transmute_dialog.deleteLater()
            self.transmute_dialog = None

    def _viewer_changed(self, seat: int) -> None:
        self._close_transmute()  # the next person does not read the last one's dialog
        super()._viewer_changed(seat)

    def _busy_changed(self, _busy: bool) -> None:
        self._update_bar()

    def detach(self) -> None:
        for signal, slot in ((self.controller.busyChanged, self._busy_changed),
                             (self.controller.finished, self.show_result)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self._close_transmute()
        if self.result_dialog is not None:
            self.result_dialog.hide()
        super().detach()

    def show_result(self, result) -> None:
        from .result import ResultDialog

        if result is None:
            return
        if self.result_dialog is not None:
            self.result_dialog.hide()
        self.result_dialog = ResultDialog(self, self.controller.observation(self.seat), result,
                                          self.controller)
        self.result_dialog.show()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.obs:
            self.reset()
        super().changeEvent(event)
