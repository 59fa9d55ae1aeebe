"""The app as Keeper (MOM2-APP-1..3): setting the scenario up, the rounds (MOM2-ROUND-*),
the end of the Investigator Phase (MOM2-TURN-4, MOM2-ELIM-2) and the Mythos Phase
(MOM2-MYTH-1..7): the Event step (the scenario's ``mythos`` events, then a Mythos card
when the scenario uses that deck), the Monster step (every monster activates, in the
order they came into play or at random, house rule MOM2-GAP-17) and the Horror step.

The Keeper also decides the end (MOM2-APP-3, MOM2-WIN-2): a scenario outcome, every
investigator eliminated (MOM2-ELIM-3), the Investigator Phase that ends after an
elimination (MOM2-ELIM-2), or the optional round limit.
"""

from __future__ import annotations

from typing import Any

from ....engine import fastrng
from ....engine.decks import Table
from ....engine.messages import Msg, N_
from ..jsonmodel import content_text
from .ruledata import base_id

C = "mansions"
CC = "content:mansions"
BUILT_IN_ENDINGS = {
    "eliminated": N_(C, "The house has claimed one of you, and the others cannot finish "
                        "without them. The investigators lose."),
    "round-limit": N_(C, "The night is over before the work is done. The investigators "
                         "lose."),
}


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


class KeeperMixin:
    """Part of :class:`SecondEditionState` (see the module text). The state's fields
    it reads and assigns (declared in that class):

    Reads: _events, agenda, chance, content, doom_round, ending, house,
        investigators, layout, loud, map, model, monsters, mythos_deck,
        next_token_no, over, personal_losses, players_choose, round, round_limit, table.
    Writes: _events, active, agenda, ending, item_pool, mythos_deck, mythos_step,
        next_token_no, over, phase, round, setup_events, table.
    """
    # ------------------------------------------------------------------ setup

    def _setup(self) -> None:
        c = self.content
        t = Table()
        for deck in ("damage", "horror", "insane"):
            fastrng.shuffle(self.chance, t.add_pile(deck, c.decks.get(deck, [])).cards)
            t.add_pile(deck + "-discard", face="up")
        self.mythos_deck = "mythos" in self.model.content.decks
        t.add_pile("mythos", c.decks.get("mythos", []) if self.mythos_deck else [])
        t.add_pile("mythos-discard", face="up")
        if self.mythos_deck:
            fastrng.shuffle(self.chance, t["mythos"].cards)
        for inv in self.investigators:
            for pile, face in (("damage-up", "up"), ("damage-down", "down"),
                               ("horror-up", "up"), ("horror-down", "down"), ("insane", "up")):
                t.add_pile(f"{pile}:{inv.seat}", face=face, owner=inv.seat)
        self.table = t
        start = self.layout.index[self.model.map.start]
        for inv in self.investigators:
            self.map.place_figure(inv.id, "investigator", start)
            for item in c.investigators[inv.id]["items"]:
                inv.items.append(self.new_item(item))
        for x in self.model.map.monsters:
            if x.placed:
                self.map.remove_figure(x.id)
                self.place_monster(x.id)
        pool = [self.new_item(i) for i in self.model.content.items
                if c.items[i]["type"] == "common"]
        fastrng.shuffle(self.chance, pool)
        self.item_pool = pool
        self.init_variable_truth()
        self.agenda = [["fire", "start", None], ["round-start"]]
        self._run()
        self.setup_events = self._events or []
        self._events = []

    # ------------------------------------------------------------------ rounds

    def _s_round_start(self, item: list) -> None:
        self.round += 1  # MOM2-ROUND-2, MOM2-ROUND-3
        if self.round_limit and self.round > self.round_limit:
            self.end_game("lose", "round-limit")
            return
        self.phase = "investigator"  # MOM2-ROUND-1
        self.mythos_step = ""
        self.active = None
        for inv in self.living():
            inv.acted = False
            inv.free_evade_used = False
            inv.search_choice_used = False
        if self.loud:
            self.say("round", _m(N_(C, "Round {n}: the Investigator Phase."), n=self.round),
                     {"round": self.round, "phase": "investigator"})
        self.fire_trigger("round-start", None, None)

    def end_investigator_phase(self) -> None:
        """MOM2-TURN-4: the end-phase button; the Mythos Phase follows (MOM2-MYTH-1)."""
        if self.doom_round and self.round >= self.doom_round:  # MOM2-ELIM-2, MOM2-GAP-9
            self.end_game("lose", "eliminated")
            return
        self.phase = "mythos"
        self.active = None
        if self.loud:
            self.say("phase", _m(N_(C, "Round {n}: the Mythos Phase."), n=self.round),
                     {"round": self.round, "phase": "mythos"}, reveal=True)  # a Keeper step
        self.now(["mythos-events"], ["monsters"], ["horrors"], ["round-end"], ["round-start"])

    def _s_round_end(self, item: list) -> None:
        self.fire_trigger("round-end", None, None)

    # ------------------------------------------------------------------ the Mythos Phase

    def _s_mythos_events(self, item: list) -> None:
        """The Event step (MOM2-MYTH-2)."""
        self.mythos_step = "event"
        follow: list[list[Any]] = [["event", e, None]
                                   for e in self.matching("mythos", None, None)]
        if self.mythos_deck:
            follow.append(["mythos-card"])
        self.now(*follow)

    def _s_mythos_card(self, item: list) -> None:
        drawn = self.table.draw("mythos", "mythos-discard", 1, reshuffle_from="mythos-discard",
                                chance=self.chance)
        if not drawn:
            return
        card = self.content.cards[base_id(drawn[0])]
        if self.loud:
            self.say("mythos", _m(N_(C, "Mythos: {name}. {story}"), name=Msg(card["name"], CC),
                                  story=Msg(card["text"], CC)),
                     {"card": drawn[0]}, chance=True)
        eff = card["effect"]
        if eff is None or eff["do"] == "nothing":
            return
        living = self.living()
        if not living:
            return
        do, whom = eff["do"], eff["who"]
        if do == "test" and whom != "each" and self.players_choose:
            if len(living) > 1:  # MOM2-GOLD-4: "one investigator": the players choose
                self.ask_tester(eff["skill"], eff["modifier"], eff["difficulty"],
                                {"card": base_id(drawn[0])}, Msg(card["text"], CC))
            else:
                self.card_test(living[0].seat, base_id(drawn[0]))
            return
        if whom == "each":
            who = [inv.seat for inv in living]
        elif whom in ("random", "chosen"):  # "chosen" at random as before the players chose
            who = [living[0].seat] if len(living) == 1 else [self.chance.choice(living).seat]
        else:
            who = [self.lead()]
        if do == "test":
            for s in reversed(who):
                self.card_test(s, base_id(drawn[0]))
        elif do == "harm":
            for s in reversed(who):
                self.harm(s, eff["harm"], eff["amount"])
        elif do == "darkness":
            for s in who:
                space = self.space_of(self.investigators[s])
                if not self.map.has_token(space, "darkness"):
                    self.next_token_no += 1
                    tid = f"mythos-dark-{self.next_token_no}"
                    self.map.place_token(tid, "darkness", space=space)
                    if self.loud:
                        self.say("token", _m(N_(C, "Darkness falls.")),
                                 {"token": tid, "kind": "darkness", "space": space})
        elif do == "activate":
            self.now(*[["activate", m, False] for m in self.activation_order()])
        else:
            for s in who:
                self.card_effect(self.investigators[s], eff, Msg(card["name"], CC))

    def card_test(self, seat: int, cid: str) -> None:
        """The test Mythos card ``cid`` calls for, made by the investigator at ``seat``."""
        card = self.content.cards[cid]
        eff = card["effect"]
        self.start_test(seat, eff["skill"], "card", {"harm": eff["harm"], "amount": eff["amount"]},
                        mod=eff["modifier"], diff=eff["difficulty"], text=Msg(card["text"], CC),
                        purpose=_m(N_(C, "A test from {card}"), card=Msg(card["name"], CC)))

    def activation_order(self) -> list[str]:
        order = self.visible_monsters()
        if len(order) > 1:
            order.sort(key=lambda m: self.monsters[m].order)
        if self.house["MOM2-GAP-17"] == "random" and len(order) > 1:
            fastrng.shuffle(self.chance, order)
        return order

    def _s_monsters(self, item: list) -> None:
        """The Monster step (MOM2-MYTH-3)."""
        self.mythos_step = "monster"
        self.agenda[0:0] = [["activate", m, True] for m in self.activation_order()]

    def _s_horrors(self, item: list) -> None:
        """The Horror step (MOM2-MYTH-6/7)."""
        self.mythos_step = "horror"
        self.agenda[0:0] = [["horror-check", inv.seat] for inv in self.living()]

    # ------------------------------------------------------------------ the end

    def end_game(self, outcome: str, ending: str) -> None:
        if self.over:
            return
        self.over = outcome
        self.ending = ending
        self.phase = "over"
        self.active = None
        self.agenda.clear()
        if outcome == "win":  # MOM2-DMG-10: an Insane Condition may turn a win into a loss
            for inv in self.investigators:
                for eff in self.constant_effects(inv):
                    if eff["do"] == "lose-unless-clues" and inv.clues < eff["count"] \
                            and inv.alive:
                        self.personal_losses.append(inv.seat)
        if self.loud:
            self.say("game-over", self.ending_text(),
                     {"outcome": outcome, "ending": ending,
                      "personal_losses": [self.investigators[s].id for s in self.personal_losses]},
                     reveal=True)

    def ending_text(self) -> Msg:
        epi = self.triggers()["epilogues"].get(self.ending)
        if epi is not None:
            return content_text(epi.text)
        return _m(BUILT_IN_ENDINGS.get(self.ending, N_(C, "The game is over.")))

    @staticmethod
    def handlers() -> dict:
        return {}

    @staticmethod
    def steps() -> dict:
        return {"round-start": KeeperMixin._s_round_start,
                "round-end": KeeperMixin._s_round_end,
                "mythos-events": KeeperMixin._s_mythos_events,
                "mythos-card": KeeperMixin._s_mythos_card,
                "monsters": KeeperMixin._s_monsters, "horrors": KeeperMixin._s_horrors}
