"""Damage, Horror, madness and elimination (MOM2-DMG-*, MOM2-ELIM-*; house rules
MOM2-GAP-6, -7, -8, -9 and -16).

Suffering Damage or Horror claims the top card of that deck (MOM2-DMG-1), faceup
(MOM2-DMG-2). A *resolve immediately* card does what it says and is turned facedown
(MOM2-DMG-3); a *keep faceup* card stays up with a constant effect (MOM2-DMG-4). With
house rule MOM2-GAP-6 the cards come one per point and Wounded/Insane are checked after
each; otherwise all are claimed and the check is made once.

When the decks and their discards are both empty a point is still suffered: it is kept as
a facedown point without a card (``extra_damage``/``extra_horror``).

Agenda items: ``["harm", seat, kind, left, taken]``, ``["flip", seat, kind, card]``,
``["threshold", seat, kind, taken]``, ``["card-effect", seat, kind, card]``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ....engine.messages import Msg, N_
from .ruledata import base_id

C = "mansions"
CC = "content:mansions"
CONSTANT = frozenset(("modify", "no-trade", "no-clues", "lose-unless-clues"))


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


@lru_cache(maxsize=8)
def _faceup_piles(seat: int) -> tuple[str, str, str]:
    return (f"damage-up:{seat}", f"horror-up:{seat}", f"insane:{seat}")


class DamageMixin:
    """Part of :class:`SecondEditionState` (see the module text). The state's fields
    it reads and assigns (declared in that class):

    Reads: _constant, active, agenda, box, chance, content, doom_round, floor,
        house, investigators, loud, map, phase, round, table.
    Writes: active, doom_round, eliminations.
    """
    # ------------------------------------------------------------------ queries

    def held(self, inv, kind: str) -> int:
        """MOM2-DMG-5/8: total Damage or Horror, faceup plus facedown."""
        t = self.table.piles
        extra = inv.extra_damage if kind == "damage" else inv.extra_horror
        return len(t[f"{kind}-up:{inv.seat}"].cards) + len(t[f"{kind}-down:{inv.seat}"].cards) \
            + extra

    def facedown(self, inv, kind: str) -> int:
        extra = inv.extra_damage if kind == "damage" else inv.extra_horror
        return len(self.table.piles[f"{kind}-down:{inv.seat}"].cards) + extra

    def constant_effects(self, inv) -> list[dict[str, Any]]:
        """Effects of the faceup Damage and Horror cards and of the Insane Condition."""
        t = self.table.piles
        known = self._constant
        out = []
        for pile in _faceup_piles(inv.seat):
            for card in t[pile].cards:  # a few at most
                eff = known.get(card, False)
                if eff is False:
                    eff = self._constant_effect(card)
                if eff is not None:
                    out.append(eff)
        return out

    def modifier_sources(self, inv, skill: str) -> list[tuple[str, int]]:
        """(card instance, dice added or taken) of the faceup cards and the Insane
        Condition that change ``skill`` for ``inv``: the reasons a test's pool differs
        from the printed skill (issue 24); :meth:`skill_modifier` is their sum."""
        t = self.table.piles
        known = self._constant
        out = []
        for pile in _faceup_piles(inv.seat):
            for card in t[pile].cards:
                eff = known.get(card, False)
                if eff is False:
                    eff = self._constant_effect(card)
                if eff is not None and eff["do"] == "modify" and eff["skill"] in (skill, "any"):
                    out.append((card, eff["by"]))
        return out

    def has_effect(self, inv, do: str) -> bool:
        """One of :meth:`constant_effects` does ``do``."""
        if do not in CONSTANT:
            return False
        t = self.table.piles
        known = self._constant
        for pile in _faceup_piles(inv.seat):
            for card in t[pile].cards:  # a few at most
                eff = known.get(card, False)
                if eff is False:
                    eff = self._constant_effect(card)
                if eff is not None and eff["do"] == do:
                    return True
        return False

    def _constant_effect(self, card: str) -> dict[str, Any] | None:
        """The constant effect of a card instance (None: it has none), kept per instance
        for the game."""
        eff = self.content.cards[base_id(card)]["effect"]
        if eff is not None and eff["do"] not in CONSTANT:
            eff = None
        self._constant[card] = eff
        return eff

    # ------------------------------------------------------------------ suffering

    def harm(self, seat: int, kind: str, amount: int) -> None:
        """Suffer ``amount`` Damage or Horror (front of the agenda)."""
        if amount <= 0 or not self.investigators[seat].alive:
            return
        self.agenda.insert(0, ["harm", seat, kind, amount, 0])

    def _s_harm(self, item: list) -> None:
        _, seat, kind, left, taken = item
        inv = self.investigators[seat]
        if not inv.alive or left <= 0:
            return
        one_by_one = self.house["MOM2-GAP-6"]
        n = 1 if one_by_one else left
        follow: list[list[Any]] = []
        for _ in range(n):
            card = self._claim(inv, kind)
            taken += 1
            if card is not None and not self.content.cards[base_id(card)]["keep"]:
                follow.append(["card-effect", seat, kind, card])
                follow.append(["flip", seat, kind, card])
            if one_by_one:
                follow.append(["threshold", seat, kind, taken])
        if not one_by_one:
            follow.append(["threshold", seat, kind, taken])
        if left - n > 0:
            follow.append(["harm", seat, kind, left - n, taken])
        self.now(*follow)

    def _claim(self, inv, kind: str) -> str | None:
        """MOM2-DMG-1/2: the top card of the deck, faceup (None: no card was left)."""
        up = f"{kind}-up:{inv.seat}"
        drawn = self.table.draw(kind, up, 1, reshuffle_from=f"{kind}-discard",
                                chance=self.chance)
        if not drawn:
            if kind == "damage":
                inv.extra_damage += 1
            else:
                inv.extra_horror += 1
            if self.loud:
                self.say("harm", _m(N_(C, "{who} suffers 1 {kind}."), who=self.name_of(inv.id),
                                    kind=_kind_msg(kind)),
                         {"investigator": inv.id, "kind": kind, "card": None})
            return None
        card = drawn[0]
        data = self.content.cards[base_id(card)]
        if self.loud:
            self.say("harm", _m(N_(C, "{who} suffers 1 {kind}: {card}."), who=self.name_of(inv.id),
                                kind=_kind_msg(kind), card=Msg(data["name"], CC)),
                     {"investigator": inv.id, "kind": kind, "card": card, "keep": data["keep"],
                      "text": Msg(data["text"], CC).to_json()}, chance=True)
        return card

    def _s_flip(self, item: list) -> None:
        """MOM2-DMG-3: a resolved card is turned facedown."""
        _, seat, kind, card = item
        src = f"{kind}-up:{seat}"
        if card in self.table.piles[src].cards:
            self.table.move(card, src, f"{kind}-down:{seat}")

    def _s_card_effect(self, item: list) -> None:
        _, seat, kind, card = item
        inv = self.investigators[seat]
        eff = self.content.cards[base_id(card)]["effect"]
        if eff is None or not inv.alive:
            return
        self.card_effect(inv, eff, Msg(self.content.cards[base_id(card)]["name"], CC))

    def card_effect(self, inv, eff: dict[str, Any], source: Msg) -> None:
        """The one-off effect of a Damage or Horror card."""
        do = eff["do"]
        if do == "lose-clue":
            lost = min(inv.clues, eff["count"])
            if lost:
                inv.clues -= lost
                if self.loud:
                    self.say("clue-lost", _m(N_(C, "{who} loses {n} {n|Clue|Clues}."),
                                             who=self.name_of(inv.id), n=lost),
                             {"investigator": inv.id, "clues": inv.clues})
        elif do == "drop-item":
            if inv.items:
                self.drop_item(inv, inv.items[-1])
        elif do == "lose-action":
            inv.lost_actions += 1
            if self.loud:
                self.say("action-lost", _m(N_(C, "{who} will have one action fewer next turn."),
                                           who=self.name_of(inv.id)), {"investigator": inv.id})
        elif do == "harm":
            self.harm(inv.seat, eff["harm"], eff["amount"])
        elif do == "test":
            self.start_test(inv.seat, eff["skill"], "card",
                            {"harm": eff["harm"], "amount": eff["amount"]},
                            mod=eff["modifier"], diff=eff["difficulty"], text=source,
                            purpose=_m(N_(C, "A test from {card}"), card=source))

    def _after_card(self, t: dict, succ: int, passed: bool) -> None:
        if not passed:
            self.harm(t["inv"], t["ctx"]["harm"], t["ctx"]["amount"])

    # ------------------------------------------------------------------ thresholds

    def _s_threshold(self, item: list) -> None:
        _, seat, kind, taken = item
        inv = self.investigators[seat]
        if not inv.alive:
            return
        limit = inv.health if kind == "damage" else inv.sanity
        total = self.held(inv, kind)
        already = inv.wounded if kind == "damage" else inv.insane
        if not already:
            if total >= limit:
                self._break(inv, kind)
            return
        if self.house["MOM2-GAP-7"] == "total":
            dead = total >= limit  # MOM2-DMG-7 / MOM2-DMG-11, house rule MOM2-GAP-7
        else:
            dead = taken >= limit
        if dead:
            self.eliminate(inv)

    def _break(self, inv, kind: str) -> None:
        """Wounded (MOM2-DMG-5/6) or Insane (MOM2-DMG-8/9): the condition, and every
        facedown card of that kind discarded."""
        self.discard_facedown(inv, kind, None, quiet=True)
        if kind == "damage":
            inv.wounded = True
            inv.conditions.append("wounded")
            if self.loud:
                self.say("wounded", _m(N_(C, "{who} is Wounded."), who=self.name_of(inv.id)),
                         {"investigator": inv.id})
            return
        inv.insane = True
        drawn = self.table.draw("insane", f"insane:{inv.seat}", 1)
        card = drawn[0] if drawn else None
        if card is not None:
            inv.conditions.append(card)
        if self.loud:
            self.say("insane", _m(N_(C, "{who} goes Insane."), who=self.name_of(inv.id)),
                     {"investigator": inv.id, "condition": card,
                      "text": Msg(self.content.cards[base_id(card)]["text"], CC).to_json()
                      if card else None}, reveal=card is not None)

    def discard_facedown(self, inv, kind: str, n: int | None, quiet: bool = False) -> int:
        """Discard up to ``n`` facedown cards (all when None); returns how many went."""
        pile = self.table.piles[f"{kind}-down:{inv.seat}"]
        extra_attr = "extra_damage" if kind == "damage" else "extra_horror"
        gone = 0
        while pile.cards and (n is None or gone < n):
            self.table.move(pile.cards[-1], pile.name, f"{kind}-discard")
            gone += 1
        while getattr(inv, extra_attr) and (n is None or gone < n):
            setattr(inv, extra_attr, getattr(inv, extra_attr) - 1)
            gone += 1
        if gone and not quiet:
            if self.loud:
                self.say("heal", _m(N_(C, "{who} discards {n} facedown {kind} {n|card|cards}."),
                                    who=self.name_of(inv.id), n=gone, kind=_kind_msg(kind)),
                         {"investigator": inv.id, "kind": kind, "discarded": gone})
        return gone

    # ------------------------------------------------------------------ elimination

    def eliminate(self, inv) -> None:
        """MOM2-ELIM-1..3: possessions dropped (house rule MOM2-GAP-16), figure removed, no
        more turns; the others lose when the next Investigator Phase ends (MOM2-GAP-9)."""
        space = self.space_of(inv)
        inv.alive = False
        inv.eliminated_round = self.round
        self.eliminations += 1
        items = list(inv.items) + list(inv.spells)
        inv.items.clear()
        inv.spells.clear()
        inv.clues = 0
        if items:
            if self.house["MOM2-GAP-16"]:
                self.floor.setdefault(space, []).extend(items)
            else:
                self.box.extend(items)
        self.map.remove_figure(inv.id)
        if self.active == inv.seat:
            self.active = None
            inv.acted = True
        if self.loud:
            self.say("eliminated", _m(N_(C, "{who} is eliminated."), who=self.name_of(inv.id)),
                     {"investigator": inv.id, "space": space, "dropped": items})
        if not self.living():  # MOM2-ELIM-3
            self.end_game("lose", "eliminated")
            return
        if self.phase == "investigator" and self.house["MOM2-GAP-9"] == "current-phase":
            due = self.round
        else:
            due = self.round + 1
        if not self.doom_round or due < self.doom_round:
            self.doom_round = due
        self.fire_trigger("investigator-eliminated", inv.seat, None)

    @staticmethod
    def steps() -> dict:
        return {"harm": DamageMixin._s_harm, "flip": DamageMixin._s_flip,
                "threshold": DamageMixin._s_threshold,
                "card-effect": DamageMixin._s_card_effect}


def _kind_msg(kind: str) -> Msg:
    return Msg(N_(C, "Damage"), C) if kind == "damage" else Msg(N_(C, "Horror"), C)
