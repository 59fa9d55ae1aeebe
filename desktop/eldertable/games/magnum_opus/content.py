"""Magnum Opus content: pydantic models of the three data files, loading and validation.

The files live under ``assets/games/magnum_opus/``:

* ``cards.json`` (kind ``magnum-opus-cards``): Reagents, Tradeskills, Action, Effect and
  Research cards, Discoveries and Clue piles, with the values the rulebook does not print
  (MO-GAP-5).
* ``setup.json`` (kind ``magnum-opus-setup``): component counts and per-turn limits.
* ``house_rules.json`` (kind ``magnum-opus-house-rules``): one entry per ``MO-GAP-*``.

Nothing in a content file is executed: effects are data (an ``op`` name from a fixed list
and its numbers). A bad file is refused as a whole, with problems worded
``"<file>: <json.path>: <message>"``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ...engine import houserules as H
from ...engine.houserules import HouseRule
from ...engine.saves import SaveError, read_json_file

FORMAT = 1
KIND_CARDS = "magnum-opus-cards"
KIND_SETUP = "magnum-opus-setup"
KIND_HOUSE_RULES = "magnum-opus-house-rules"
CONTENT_KINDS: set[str] = {KIND_CARDS, KIND_SETUP, KIND_HOUSE_RULES}
FILES = {KIND_CARDS: "cards.json", KIND_SETUP: "setup.json", KIND_HOUSE_RULES: "house_rules.json"}
MAX_CONTENT_BYTES = 2 * 1024 * 1024

Id = Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]{0,47}$")]
Text = Annotated[str, Field(min_length=1, max_length=600)]
Name = Annotated[str, Field(min_length=1, max_length=60)]
Small = Annotated[int, Field(ge=0, le=99)]
CLUE_TYPES = ("albedo", "rubedo", "putrefactio")
ClueType = Literal["albedo", "rubedo", "putrefactio"]
TYPE_TAGS = ("action", "artifact", "effect", "knowledge", "preparation", "research", "tool")
ABILITIES = ("starts_transmutation", "reroll", "metastone", "research_pick", "no_name_limit",
             "permanent", "shelf", "clue_research")


class ContentError(Exception):
    """Content that cannot be used; ``problems`` lists every "<file>: <path>: <message>"."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("\n".join(problems))


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# --------------------------------------------------------------------------- effects (data)


class GainGold(_Model):
    op: Literal["gain_gold"]
    amount: Annotated[int, Field(ge=1, le=20)]


class GainExperience(_Model):
    op: Literal["gain_experience"]
    amount: Annotated[int, Field(ge=1, le=5)]


class GainCard(_Model):
    op: Literal["gain_card"]
    card: Id


class ChooseCard(_Model):
    op: Literal["choose_card"]
    cards: Annotated[list[Id], Field(min_length=1, max_length=12)]


class GainResearch(_Model):
    op: Literal["gain_research"]
    count: Annotated[int, Field(ge=1, le=3)]


class FreeReagents(_Model):
    op: Literal["free_reagents"]
    count: Annotated[int, Field(ge=1, le=4)]


class Incinerate(_Model):
    op: Literal["incinerate"]


class RevealDiscovery(_Model):
    op: Literal["reveal_discovery"]


Op = Annotated[Union[GainGold, GainExperience, GainCard, ChooseCard, GainResearch, FreeReagents,
                     Incinerate, RevealDiscovery], Field(discriminator="op")]


# --------------------------------------------------------------------------- cards


class Reagent(_Model):
    id: Id
    name: Name
    kind: Literal["alchemical", "mystic"]
    volatility: Annotated[int, Field(ge=0, le=12)]
    cost: Annotated[int, Field(ge=0, le=20)]
    copies: Annotated[int, Field(ge=1, le=40)]
    text: Text


class Tradeskill(_Model):
    id: Id
    name: Name
    level: Literal["apprentice", "journeyman", "master"]
    gold: Small
    cards: Small
    cost: Annotated[int, Field(ge=0, le=20)]
    copies: Annotated[int, Field(ge=1, le=60)]
    flask: Annotated[int, Field(ge=1, le=12)] | None = None
    bonus_reagent: Id | None = None
    bonus_gold: Small = 0
    text: Text

    @model_validator(mode="after")
    def _master_has_flask(self):
        if self.level == "master" and self.flask is None:
            raise ValueError("a master tradeskill needs a flask difficulty")
        if self.level != "master" and (self.flask is not None or self.bonus_reagent is not None):
            raise ValueError("only master tradeskills have a flask or a reagent bonus")
        return self


class PlayCard(_Model):
    id: Id
    name: Name
    types: Annotated[list[Literal[TYPE_TAGS]], Field(min_length=1, max_length=4)]  # type: ignore[valid-type]
    copies: Annotated[int, Field(ge=1, le=40)]
    modifier: Annotated[int, Field(ge=-6, le=6)] = 0
    table_allowed: bool = False
    from_hand: bool = False
    abilities: list[Literal[ABILITIES]] = []  # type: ignore[valid-type]
    on_play: Annotated[list[Op], Field(max_length=4)] = []
    text: Text

    @model_validator(mode="after")
    def _tags_fit(self):
        if ("knowledge" in self.types or "tool" in self.types) and not self.table_allowed:
            raise ValueError("knowledge and tool cards must be allowed on the Table")
        if ("knowledge" in self.types or "tool" in self.types) and self.from_hand:
            raise ValueError("knowledge and tool cards work only from the Table")
        if self.on_play and "action" not in self.types:
            raise ValueError("only action cards have an on_play effect")
        return self


class Discovery(_Model):
    id: Id
    name: Name
    text: Text
    effects: Annotated[list[Op], Field(max_length=4)] = []
    clue: ClueType | None = None

    @model_validator(mode="after")
    def _clue_or_effects(self):
        if self.clue is None and not self.effects:
            raise ValueError("a discovery needs effects or a clue")
        if self.clue is not None and self.effects:
            raise ValueError("a clue discovery has no other effects")
        return self


class CluePile(_Model):
    type: ClueType
    name: Name
    reagents: Annotated[list[Id], Field(min_length=1, max_length=24)]
    text: Text


class CardsFile(_Model):
    kind: Literal["magnum-opus-cards"]
    format: Literal[1]
    reagents: Annotated[list[Reagent], Field(min_length=2, max_length=40)]
    tradeskills: Annotated[list[Tradeskill], Field(min_length=1, max_length=20)]
    actions: Annotated[list[PlayCard], Field(min_length=1, max_length=20)]
    effects: Annotated[list[PlayCard], Field(max_length=40)]
    research: Annotated[list[PlayCard], Field(min_length=1, max_length=40)]
    discoveries: Annotated[list[Discovery], Field(min_length=1, max_length=60)]
    clues: Annotated[list[CluePile], Field(min_length=3, max_length=3)]

    @model_validator(mode="after")
    def _references(self):
        ids: dict[str, str] = {}
        groups = (("reagents", self.reagents), ("tradeskills", self.tradeskills),
                  ("actions", self.actions), ("effects", self.effects),
                  ("research", self.research), ("discoveries", self.discoveries))
        for group, items in groups:
            for i, item in enumerate(items):
                if item.id in ids:
                    raise ValueError(f"{group}[{i}].id: {item.id!r} is used twice "
                                     f"(first in {ids[item.id]})")
                ids[item.id] = group
        reagent_ids = {r.id for r in self.reagents}
        for kind in ("alchemical", "mystic"):
            if not any(r.kind == kind for r in self.reagents):
                raise ValueError(f"reagents: no {kind} reagent")
        supply_ids = {c.id for c in (*self.tradeskills, *self.effects)}
        for i, t in enumerate(self.tradeskills):
            if t.bonus_reagent is not None and t.bonus_reagent not in reagent_ids:
                raise ValueError(f"tradeskills[{i}].bonus_reagent: no reagent {t.bonus_reagent!r}")
        for group, items in (("actions", self.actions), ("effects", self.effects),
                             ("research", self.research)):
            for i, card in enumerate(items):
                _check_ops(f"{group}[{i}].on_play", card.on_play, supply_ids)
        for i, d in enumerate(self.discoveries):
            _check_ops(f"discoveries[{i}].effects", d.effects, supply_ids)
        seen_types = [c.type for c in self.clues]
        if sorted(seen_types) != sorted(CLUE_TYPES):
            raise ValueError(f"clues: need one pile each of {', '.join(CLUE_TYPES)}")
        for i, pile in enumerate(self.clues):
            for j, r in enumerate(pile.reagents):
                if r not in reagent_ids:
                    raise ValueError(f"clues[{i}].reagents[{j}]: no reagent {r!r}")
        clue_discoveries = sorted(d.clue for d in self.discoveries if d.clue)
        if clue_discoveries != sorted(CLUE_TYPES):
            raise ValueError("discoveries: need exactly one clue discovery for each clue type")
        if not any("starts_transmutation" in a.abilities for a in self.actions):
            raise ValueError("actions: no card starts a transmutation")
        return self


def _check_ops(path: str, ops: list[Any], supply_ids: set[str]) -> None:
    for j, op in enumerate(ops):
        refs = [op.card] if isinstance(op, GainCard) else list(getattr(op, "cards", []))
        for ref in refs:
            if ref not in supply_ids:
                raise ValueError(f"{path}[{j}]: no tradeskill or effect card {ref!r}")


class Players(_Model):
    min: Annotated[int, Field(ge=1, le=8)]
    max: Annotated[int, Field(ge=1, le=8)]


class SetupFile(_Model):
    kind: Literal["magnum-opus-setup"]
    format: Literal[1]
    players: Players
    starting_gold: Small
    hand_size: Annotated[int, Field(ge=1, le=12)]
    starting_deck: dict[Id, Annotated[int, Field(ge=1, le=20)]]
    gold_tokens: Annotated[int, Field(ge=1, le=999)]
    experience_tokens: Annotated[int, Field(ge=1, le=999)]
    experience_cap: Annotated[int, Field(ge=1, le=20)]
    die_sides: Annotated[int, Field(ge=2, le=20)]
    matrix_size: Annotated[int, Field(ge=2, le=6)]
    matrix_discoveries: Annotated[int, Field(ge=0, le=36)]
    search_copies: Annotated[int, Field(ge=0, le=8)]
    tradeskill_plays: Annotated[int, Field(ge=1, le=4)]
    table_moves: Annotated[int, Field(ge=1, le=4)]
    purchases: Annotated[int, Field(ge=1, le=4)]
    sales: Annotated[int, Field(ge=1, le=4)]
    underlays: Small
    reference_cards: Small
    dice: Small

    @model_validator(mode="after")
    def _shape(self):
        if self.players.min > self.players.max:
            raise ValueError("players: min is above max")
        if self.matrix_discoveries + 3 != self.matrix_size ** 2:
            raise ValueError("matrix_discoveries: the matrix needs it plus the 3 clue "
                             "discoveries to fill every cell")
        return self


# The one house-rule model is the engine's (engine/houserules.py); Magnum Opus says only
# what its file looks like.
HOUSE_RULES = H.RulesFileKind(KIND_HOUSE_RULES, prefixes=("MO-GAP-",), parts=False)
HouseRulesFile = HOUSE_RULES.model


MODELS: dict[str, type[BaseModel]] = {KIND_CARDS: CardsFile, KIND_SETUP: SetupFile,
                                   KIND_HOUSE_RULES: HouseRulesFile}


# --------------------------------------------------------------------------- validation


def _json_path(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in ("gain_gold", "gain_experience", "gain_card", "choose_card",
                      "gain_research", "free_reagents", "incinerate", "reveal_discovery"):
            continue  # the discriminator's branch name is not part of the JSON path
        else:
            out += ("." if out else "") + str(part)
    return out or "$"


_PATH_IN_MESSAGE = re.compile(r"^((?:[a-z_]+(?:\[\d+\])*\.?)+): (.*)$")


def _problems(path: Path | str, exc: ValidationError) -> list[str]:
    out = []
    for err in exc.errors():
        where = _json_path(tuple(err.get("loc", ())))
        msg = str(err.get("msg", "invalid"))
        if msg.startswith("Value error, "):
            msg = msg[len("Value error, "):]
            match = _PATH_IN_MESSAGE.match(msg)
            if match:  # a cross-reference check names its own, deeper path
                deeper, msg = match.groups()
                where = deeper if where == "$" else f"{where}.{deeper}"
        out.append(f"{path}: {where}: {msg}")
    return out


def parse(data: Any, path: Path | str = "<data>") -> _Model:
    """Validate already-read JSON data; ContentError with every problem otherwise."""
    if not isinstance(data, dict):
        raise ContentError([f"{path}: $: a content file must hold a JSON object"])
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in MODELS:
        raise ContentError([f"{path}: kind: {kind!r} is not a Magnum Opus content kind "
                            f"({', '.join(sorted(CONTENT_KINDS))})"])
    fmt = data.get("format")
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
        raise ContentError([f"{path}: format: {fmt} is newer than this version reads "
                            f"({FORMAT}); update Elder Table"])
    if kind == KIND_HOUSE_RULES:  # the engine's one house-rule validator
        problems = H.file_problems(HOUSE_RULES, path, data)
        if problems:
            raise ContentError(problems)
    try:
        return MODELS[kind].model_validate(data)
    except ValidationError as exc:
        raise ContentError(_problems(path, exc)) from None
    except (RecursionError, TypeError, ValueError) as exc:  # pragma: no cover - defensive
        raise ContentError([f"{path}: $: {exc}"]) from None


def read(path: Path | str) -> _Model:
    try:
        data = read_json_file(path, "content file", max_bytes=MAX_CONTENT_BYTES)
    except SaveError as exc:
        text = str(exc)
        prefix = f"{path}: "
        raise ContentError([f"{path}: $: {text[len(prefix):] if text.startswith(prefix) else text}"]
                           ) from None
    return parse(data, path)


def validate_file(path: Path | str) -> list[str]:
    """Problems of one content file as "<file>: <json.path>: <message>"; [] when valid."""
    try:
        read(path)
    except ContentError as exc:
        return list(exc.problems)
    except Exception as exc:  # noqa: BLE001 - validation never raises on bad input
        return [f"{path}: $: {exc}"]
    return []


# --------------------------------------------------------------------------- loading


@dataclass(frozen=True)
class Content:
    cards: CardsFile
    setup: SetupFile
    house_rules: HouseRulesFile
    folder: str

    def house_rule(self, rule_id: str) -> HouseRule:
        for rule in self.house_rules.rules:
            if rule.id == rule_id:
                return rule
        raise KeyError(rule_id)


def default_folder() -> Path:
    from ...resources import asset

    return asset("games", "magnum_opus")


@lru_cache(maxsize=8)
def _load(folder: str) -> Content:
    problems: list[str] = []
    parts: dict[str, Any] = {}
    for kind, name in FILES.items():
        path = Path(folder) / name
        try:
            model = read(path)
        except ContentError as exc:
            problems += exc.problems
            continue
        if getattr(model, "kind", None) != kind:
            problems.append(f"{path}: kind: expected {kind!r}")
            continue
        parts[kind] = model
    if problems:
        raise ContentError(problems)
    content = Content(parts[KIND_CARDS], parts[KIND_SETUP], parts[KIND_HOUSE_RULES], folder)
    problems = _cross_check(content)
    if problems:
        raise ContentError(problems)
    return content


def _cross_check(content: Content) -> list[str]:
    cards = content.cards
    setup_path = Path(content.folder) / FILES[KIND_SETUP]
    cards_path = Path(content.folder) / FILES[KIND_CARDS]
    known = {c.id: c for c in (*cards.tradeskills, *cards.actions)}
    out = []
    for card_id, n in content.setup.starting_deck.items():
        card = known.get(card_id)
        if card is None:
            out.append(f"{setup_path}: starting_deck.{card_id}: no tradeskill or action card "
                       f"with this id")
        elif n * content.setup.players.max > card.copies:
            out.append(f"{setup_path}: starting_deck.{card_id}: {content.setup.players.max} "
                       f"players need {n * content.setup.players.max} copies, the data has "
                       f"{card.copies}")
    size = content.setup.matrix_size
    for kind in ("alchemical", "mystic"):
        found = [r for r in cards.reagents if r.kind == kind]
        if len(found) < size:
            out.append(f"{cards_path}: reagents: {len(found)} {kind} types, the matrix needs {size}")
        for r in found:
            if r.copies < content.setup.search_copies:
                out.append(f"{cards_path}: reagents: {r.id} has fewer copies than the Search deck takes")
    plain = [d for d in cards.discoveries if d.clue is None]
    if len(plain) < content.setup.matrix_discoveries:
        out.append(f"{cards_path}: discoveries: {len(plain)} non-clue discoveries, the matrix "
                   f"needs {content.setup.matrix_discoveries}")
    research = sum(r.copies for r in cards.research)
    if research < size * size:
        out.append(f"{cards_path}: research: {research} cards cannot fill {size * size} cells")
    return out


def load_content(folder: Path | str | None = None) -> Content:
    """The three content files of ``folder`` (default: the shipped assets), validated."""
    return _load(str(Path(folder) if folder is not None else default_folder()))
