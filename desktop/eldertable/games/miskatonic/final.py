"""The Final Battle against Nyarlathotep (MM-FINAL-1..11, MM-GAP-21..24, MM-GAP-35).

Entered at once when the Summon track reaches 20 (MM-FINAL-2). The investigators who take
part stand in the ``final`` row; those in Temporary Insanity take part but start insane.
Equip, Sanity checks, then rounds of combat until Nyarlathotep falls or no sane
investigator is left.
"""

from __future__ import annotations

from eldertable.engine.messages import Msg, N_

C = "miskatonic"


class FinalSteps:
    """Mixin of :class:`~.state.MiskatonicState`: the Final Battle."""

    def _s_final_start(self, step) -> None:
        self.phase = "final_battle"
        self.location = None
        self.current_card = None
        self.fight = None
        self.skill_check = None
        self.decision = None
        P = self.piles
        away = ("intensive_care", "jail") if self.house_rules["MM-GAP-22"] else ()
        members, insane = [], []
        for inv, where in list(self.where.items()):
            if where in ("dead",) or where in away:
                continue
            if where == "temporary_insanity":
                insane.append(inv)
            else:
                self._move_inv(inv, "final")
            members.append(inv)
        self.readers = []
        self.assign = {}  # MM-FINAL-3: the player equips the row anew
        self.final = {"round": 0, "members": members, "insane": insane,
                      "ny": 0, "inv": 0}
        if self.loud:
            self._emit("final_battle", Msg(N_("miskatonic", "The Final Battle begins."), C),
                       {"members": list(members), "insane": list(insane)})
        self.steps.append(("final_sanity",))
        if members and any(i in self.rules.items for i in P["possessions"]):
            self.decision = [1, "equip", None]

    def _s_final_sanity(self, step) -> None:
        # MM-FINAL-4, MM-GAP-21: every sane investigator checks Sanity.
        self.steps.append(("final_check",))
        for inv in reversed(self.piles["final"]):
            self.steps.append(("fs_roll", inv))

    def _s_fs_roll(self, step) -> None:
        inv = step[1]
        need = self.house_rules["MM-GAP-21"]
        if self._immune(inv) or need <= 0:
            return
        self.rolls["fs"] = self._roll(self.rules.attrs[inv]["sanity"], "sanity")
        if self.house_rules["MM-GAP-29"] and self._inv_ring([inv]):
            self.steps.append(("fs_score", inv))
            self.decision = [1, "reroll", "fs"]
            return
        self._s_fs_score(("fs_score", inv))

    def _s_fs_score(self, step) -> None:
        inv = step[1]
        faces = self.rolls["fs"]
        hits = faces.count(5) + faces.count(6)
        if hits < self.house_rules["MM-GAP-21"]:
            self._move_inv(inv, "temporary_insanity")
            self.final["insane"].append(inv)
            if self.loud:
                self._emit("sent", Msg(N_("miskatonic", "{inv} cannot bear the sight and "
                                                        "goes mad."), C, inv=self._name(inv)),
                           {"investigator": inv, "space": "temporary_insanity"})

    def _s_final_check(self, step) -> None:
        if not self.piles["final"]:  # MM-FINAL-5
            self._win("cultist", Msg(N_("miskatonic", "Every investigator went mad before "
                                                      "Nyarlathotep."), C))
            return
        self.steps.append(("final_round",))  # MM-FINAL-6

    def _final_dice(self) -> tuple[int, int]:
        ny = 10 + self.summon_points - self.mythos_points  # MM-FINAL-7
        cap = self.house_rules["MM-GAP-35"]
        if cap and ny > cap:
            ny = cap
        row = self.piles["final"]
        inv = len(row)  # MM-FINAL-8: one die each, Combat does not count
        items = self.rules.items
        for item, bearer in self.assign.items():
            if bearer in row and item in self.piles["possessions"]:
                inv += items[item].final_dice  # MM-CARD-63, MM-CARD-75
        return max(0, ny), inv

    def _s_final_round(self, step) -> None:
        fin = self.final
        fin["round"] += 1
        if self.house_rules["MM-GAP-33"] == "encounter":
            self.ring_used = [False, False]
        ny, inv = self._final_dice()
        fin["ny"], fin["inv"] = ny, inv
        self.rolls["fb"] = self._roll(inv, "combat")
        self.rolls["ny"] = self._roll(ny, "nyarlathotep")
        self.steps.append(("final_compare",))
        if self.house_rules["MM-GAP-29"]:
            if self._cult_ring():
                self.steps.append(("offer", 0, "ny"))
            if self._inv_ring(self.piles["final"]):
                self.steps.append(("offer", 1, "fb"))

    def _s_final_compare(self, step) -> None:
        a = self.rolls["fb"]
        b = self.rolls["ny"]
        ours = a.count(5) + a.count(6)
        his = b.count(5) + b.count(6)
        if ours > his:  # MM-FINAL-9, MM-WIN-2
            self._win("investigators", Msg(N_("miskatonic", "Nyarlathotep is defeated!"), C))
            return
        self.steps.append(("final_after",))
        if his > ours:  # MM-FINAL-10
            self.steps.append(("final_kill", his - ours))
        elif self.loud:  # MM-GAP-23: a tie is rolled again
            self._emit("tie", Msg(N_("miskatonic", "A tie: the battle goes on."), C),
                       {"successes": ours})

    def _s_final_kill(self, step) -> None:
        left = step[1]
        row = self.piles["final"]
        if left <= 0 or not row:
            return
        if left >= len(row):
            for inv in list(row):
                self._kill(inv)
            return
        self.steps.append(("final_kill", left - 1))
        chooser = 1 if self.house_rules["MM-GAP-23"] == "investigators" else 0
        self.decision = [chooser, "dispose", {"options": list(row), "why": "final"}]

    def _kill(self, inv: str) -> None:
        """MM-GAP-23: a killed investigator leaves with the items he carries."""
        self._move_inv(inv, "dead")
        self.final["members"].remove(inv)
        P = self.piles
        for item, bearer in list(self.assign.items()):
            if bearer == inv:
                del self.assign[item]
                if item in P["possessions"]:
                    P["possessions"].remove(item)
                    P["removed"].append(item)
        if self.loud:
            self._emit("killed", Msg(N_("miskatonic", "{inv} is killed."), C,
                                     inv=self._name(inv)), {"investigator": inv})

    def _s_final_after(self, step) -> None:
        if not self.piles["final"]:  # MM-GAP-23: no sane investigator left
            self._win("cultist", Msg(N_("miskatonic", "Nyarlathotep has crushed the "
                                                      "investigators."), C))
            return
        face_needed = self.house_rules["MM-GAP-24"]  # MM-FINAL-11
        fin = self.final
        for inv in list(fin["insane"]):
            if self.where.get(inv) != "temporary_insanity":
                fin["insane"].remove(inv)
                continue
            face = self._roll(1, "recovery")[0]
            if face >= face_needed:
                self._move_inv(inv, "final")
                fin["insane"].remove(inv)
                if self.loud:
                    self._emit("recover", Msg(N_("miskatonic", "{inv} comes back to his senses."),
                                              C, inv=self._name(inv)),
                               {"investigator": inv, "space": "final", "face": face})
        self.steps.append(("final_round",))

