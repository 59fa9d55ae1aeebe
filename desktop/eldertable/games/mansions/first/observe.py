"""What each seat of first-edition play may see.

Investigators never see the Keeper's hand (only its size), the story choice (only that
one was made), the order of any undrawn deck or room stack (only counts), or a token back
the rules keep from them: a monster's back shows once it has dealt or taken damage, a
byakhee's never (FA-BYAK-1/2) except to an investigator with the keen eye (FA-BYAK-3).
A byakhee's question shows the answers' labels, never their outcomes (FA-BYAK-4/5).

The Keeper sees its hand, the story choice and its goal, the room stacks it laid out and
every token back, but not the order of the shuffled decks (combat, mythos, trauma, side
effect). ``observation(None)`` is the designer's all-seeing view.

Keys: ``game``, ``rules`` ("first-edition"), ``seat``, ``role`` ("keeper"/"investigator"
/"designer"), ``round``, ``phase``, ``active``, ``current``, ``objective``, ``threat``,
``hand`` (list for the Keeper, else None), ``hand_size``, ``story_choice`` (the option id
for the Keeper, else None), ``goal``, ``story_chosen``, ``keeper_actions`` (id, cost, used),
``investigators``, ``monsters``, ``tokens``, ``rooms`` ({room: cards left, "top" a lock
or obstacle card showing}), ``decks`` (counts), ``time_period``, ``mutations``,
``pending``, ``variables`` (labelled ones), ``over``, ``ending``, ``epilogue``,
``scenario`` (the story as the config names it: a shipped story's id or a file path),
``story`` (the story's own id) and ``map``: the explored board as the table draws it
(:func:`..map.observe.map_observation`: explored rooms, the figures and tokens in them,
never a token back or a card), left out when ``detail`` is false (bots and the simulator
read the spelled-out keys instead).
"""

from __future__ import annotations

from typing import Any

from .powers import sees_hidden_backs


class ObserveMixin:
    def observation(self, seat: int | None, detail: bool = True) -> dict[str, Any]:
        keeper = seat == self.keeper
        designer = seat is None
        sees_all = keeper or designer
        viewer = self.investigators[seat] if seat is not None and seat < self.n else None
        keen = viewer is not None and sees_hidden_backs(viewer.power)  # FA-BYAK-3
        sp = self.layout.spaces
        out: dict[str, Any] = {
            "game": self.game, "rules": "first-edition", "seat": seat,
            "role": "designer" if designer else "keeper" if keeper else "investigator",
            "round": self.round, "phase": self.phase, "active": self.active,
            "current": self.current_player(), "objective": self.objective,
            "threat": self.threat, "hand_size": len(self.hand),
            "hand": list(self.hand) if sees_all else None,
            "story_chosen": bool(self.choice),
            "story_choice": self.choice if sees_all else None,
            "goal": self.goal() if sees_all else None,
            "keeper_actions": [{"id": c, "cost": self.cards.cards[c].cost,
                                "used": c in self.used_actions} for c in self.keeper_actions],
            "time_period": (self.story.time_periods[self.time_period]
                            if self.story.time_periods else None),
            "mutations": self.mutations_in_play(),
            "investigators": [self._inv(i) for i in self.investigators],
            "monsters": [self._monster(m, sees_all or (keen and self.monster_data[m.kind].secret))
                         for m in sorted(self.monsters.values(), key=lambda m: m.id)],
            "tokens": [{"id": t.id, "kind": t.kind,
                        "space": t.space, "door": t.door}
                       for t in sorted(self.map.tokens.values(), key=lambda t: t.id)
                       if t.space is None or self.map.is_revealed(t.space)],
            "rooms": {room: self._room(stack, sees_all) for room, stack in sorted(self.rooms.items())},
            "decks": {k: len(v) for k, v in sorted(self.piles.items())} | {
                "side-effect": len(self.side_effects.cards)},
            "variables": {v.id: self.variables[v.id] for v in self.model.variables
                          if v.label or sees_all},
            "pending": self._pending_view(seat),
            "escapes": self._escapes(),
            "spaces": len(sp),
            "over": self.over, "ending": self.ending,
            "epilogue": self.epilogue() if self.over else None,
            "house_rules": dict(self.house),
            "scenario": self.config["options"].get("scenario") or self.model.meta.id,
            "story": self.model.meta.id,
            "story_text": self._story_text(),
        }
        out.update(self._bot_view(keeper or designer))
        if detail:
            out["map"] = self.public_map(seat)
        if self.puzzle is not None:
            out["puzzle"] = self.puzzle.observation(0 if seat == self.puzzle_seat else None)
        return out

    def public_map(self, seat: int | None) -> dict[str, Any]:
        """The explored board for ``seat``: figures named (investigators by their content
        name, monsters by their kind's name), tokens labelled as the story wrote them."""
        from ..jsonmodel import content_text
        from ..map.observe import map_observation

        catalog = self.scenario.catalog.monsters
        names = {inv.id: content_text(inv.name) for inv in self.investigators}
        names.update({m.id: content_text(m.name or catalog[m.kind].name)
                      for m in self.monsters.values()})
        labels = {t.id: content_text(t.label) for t in self.model.map.tokens if t.label}
        return map_observation(self.layout, self.map, seat, names=names, labels=labels)

    def _story_text(self) -> dict[str, Any]:
        """The story's title, introduction and cover picture (public: the card a new game
        opens on), shaped as second edition's ``scenario`` part."""
        from ..jsonmodel import content_text

        meta = self.model.meta
        return {"id": meta.id, "title": content_text(meta.title).to_json(),
                "introduction": content_text(meta.introduction).to_json(), "cover": meta.cover}

    def _bot_view(self, sees_all: bool) -> dict[str, Any]:
        """Public facts spelled out for bots and views: where figures may step, the tokens
        the current objective names, the rooms left to explore, the story's parts."""
        from ..map.graph import WALKING_MONSTER
        from .values import card_summaries

        values, costs, kinds = card_summaries(self.cards)
        story = self.story
        out = {"adjacency": [list(s) for s in self.map.move_graph().succ],
               "objective_targets": list(story.objective_tokens.get(self.objective, ())),
               "objective_escape": self.objective == story.escape_objective,
               "explore_spaces": [(s, len(stack)) for room, stack in sorted(self.rooms.items())
                                  if stack for s in self.layout.rooms[room].spaces],
               "goals": {o.id: o.goal for o in story.choices[0].options},
               "card_values": values, "card_costs": costs, "card_effects": kinds,
               "warden": story.warden, "exit_distance": None}
        if sees_all and story.exit_room:
            graph = self.map.move_graph(WALKING_MONSTER)
            exits = tuple(self.layout.rooms[story.exit_room].spaces)
            out["exit_distance"] = list(_exit_distance(graph, exits))
        return out

    def _escapes(self) -> list[int]:
        """Spaces with an escape edge that may be crossed now (FA-ESC-1/2, FA-GAP-23): in
        the rooms the story asks to escape from, unless the house rule opens them all."""
        rooms = self._index["escape-rooms"]
        every = self.house["FA-GAP-23"] == "always"
        return sorted(s for s in self.layout.escapes if self.map.can_escape(s)
                      and (every or self.room_of(s) in rooms))

    def _inv(self, inv) -> dict[str, Any]:
        space = self.map.figures[inv.id].space if inv.id in self.map.figures else None
        return {"id": inv.id, "seat": inv.seat, "name": inv.name, "space": space,
                "room": self.room_of(space) if space is not None else None,
                "health": inv.health, "sanity": inv.sanity, "damage": inv.damage,
                "horror": inv.horror,
                "attributes": {k: self.attribute(inv, k) for k in inv.attrs},
                "skill_points": inv.skill_points, "power": inv.power,
                "items": list(inv.items), "spells": list(inv.spells), "clues": inv.clues,
                "kept": list(inv.kept), "mutations": inv.mutations, "alive": inv.alive,
                "escaped": inv.escaped, "hidden": inv.hidden, "moves": inv.moves,
                "action": inv.action, "stunned": inv.stunned}

    def _monster(self, m, sees_back: bool) -> dict[str, Any]:
        data = self.monster_data[m.kind]
        out = {"id": m.id, "kind": m.kind, "name": m.name, "class": data.monster_class,
               "space": self.map.figures[m.id].space, "damage": m.damage,
               "awareness": data.awareness, "horror_rating": data.horror_rating,
               "flying": self.map.figures[m.id].mover.flying, "mutations": m.mutations,
               "back": None}
        if sees_back or (m.revealed and not data.secret):
            back = self.monster_back(m)
            out["back"] = {"health": self.monster_health(m), "damage": back.damage,
                           "horror": back.horror,
                           "special": back.special.question if back.special else None}
        return out

    def _room(self, stack: list[str], sees_all: bool) -> dict[str, Any]:
        top = stack[0] if stack else None
        shown = top if top and self.cards.deck_of[top] in ("lock", "obstacle") else None
        return {"left": len(stack), "top": shown,
                "cards": list(stack) if sees_all else None}

    def _pending_view(self, seat: int | None) -> dict[str, Any] | None:
        p = self.pending
        if p is None:
            return None
        out = {"kind": p["kind"], "seat": p["seat"]}
        if p["kind"] == "react":
            out["on"] = p["on"]
            out["target"] = p["target"]
            out["options"] = list(p["options"]) if seat in (None, self.keeper) else None
        else:
            out["options"] = list(p["options"])
        if p["kind"] == "either":
            # the number to roll at most with each attribute: public, as the attributes
            # and the powers are (a person's tooltip and the bot read it)
            out["targets"] = self.either_targets()
        if p["kind"] == "special" and p["monster"] in self.monsters:
            sp = self.monster_back(self.monsters[p["monster"]]).special
            out["question"] = sp.question  # FA-BYAK-4: the question only
            out["labels"] = [a.label for a in sp.answers]
            out["monster"] = p["monster"]  # who asks is no secret: it is attacking
        return out


_EXIT_CACHE: dict[tuple[int, tuple[int, ...]], tuple[Any, tuple[int, ...]]] = {}


def _exit_distance(graph, exits: tuple[int, ...]) -> tuple[int, ...]:
    """Per space, the steps a walking monster needs to the nearest exit space (-1: none).
    A move graph is never changed once built (the map state builds a new one when doors
    or rooms change), so the answer is kept per graph: the all-seeing observation asks for
    it after every action, and it was a seventh of building that observation."""
    key = (id(graph), exits)
    hit = _EXIT_CACHE.get(key)
    if hit is not None and hit[0] is graph:
        return hit[1]
    dists = [graph.distances_to(e) for e in exits]
    result = tuple(min((x for x in column if x >= 0), default=-1)
                   for column in zip(*dists)) if dists else (-1,) * graph.n
    if len(_EXIT_CACHE) >= 256:
        _EXIT_CACHE.clear()
    _EXIT_CACHE[key] = (graph, result)
    return result
