"""Loading, cross-checking and compiling the Miskatonic Madness content.

The five files under ``assets/games/miskatonic/`` are read with the engine's size and depth
limits, validated by the models of :mod:`.models`, checked against each other, and compiled
into plain, immutable lookup objects the rules engine reads in its hot loop (no pydantic
there). :func:`validate_file` reports problems as ``"<file>: <json.path>: <message>"`` and
never raises on bad input.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from eldertable.engine import houserules as H
from eldertable.engine.messages import Msg
from eldertable.engine.saves import SaveError, read_json_file

from . import models as m

CONTEXT = "content:miskatonic"
CONTENT_KINDS: set[str] = set(m.FILE_MODELS)
MAX_CONTENT_BYTES = 2 * 1024 * 1024

# The house rules the engine reads, with the type (and, for choices, the values) it expects.
# MM-GAP-1's values are the ids of the roll tables.
RULE_TYPES: dict[str, tuple[str, frozenset[str] | None]] = {
    "MM-GAP-1": ("choice", None), "MM-GAP-2": ("int", None), "MM-GAP-3": ("bool", None),
    "MM-GAP-4": ("bool", None), "MM-GAP-5": ("choice", frozenset({"half_d6", "d3"})),
    "MM-GAP-6": ("bool", None), "MM-GAP-7": ("choice", frozenset({"each_one", "at_most_one"})),
    "MM-GAP-8": ("bool", None), "MM-GAP-9": ("bool", None), "MM-GAP-10": ("int", None),
    "MM-GAP-11": ("bool", None), "MM-GAP-12": ("bool", None),
    "MM-GAP-13": ("choice", frozenset({"rounds", "single"})), "MM-GAP-14": ("bool", None),
    "MM-GAP-15": ("choice", frozenset({"any", "all"})), "MM-GAP-16": ("bool", None),
    "MM-GAP-17": ("bool", None), "MM-GAP-18": ("bool", None),
    "MM-GAP-19": ("choice", frozenset({"first", "investigators"})),
    "MM-GAP-20": ("bool", None), "MM-GAP-21": ("int", None), "MM-GAP-22": ("bool", None),
    "MM-GAP-23": ("choice", frozenset({"investigators", "cultist"})),
    "MM-GAP-24": ("int", None), "MM-GAP-25": ("int", None), "MM-GAP-26": ("bool", None),
    "MM-GAP-27": ("int", None), "MM-GAP-28": ("bool", None), "MM-GAP-29": ("bool", None),
    "MM-GAP-30": ("bool", None), "MM-GAP-31": ("bool", None), "MM-GAP-32": ("bool", None),
    "MM-GAP-33": ("choice", frozenset({"turn", "encounter"})), "MM-GAP-34": ("int", None),
    "MM-GAP-35": ("int", None), "MM-GAP-36": ("bool", None), "MM-GAP-37": ("bool", None),
    "MM-GAP-38": ("bool", None), "MM-GAP-39": ("bool", None),
}
FURTHER_CULTIST = "cultist"
"""Base id of the further Cultist card that MM-GAP-3 (off) takes one copy of out."""


class ContentError(Exception):
    """Content that does not load; ``problems`` lists every ``file: path: message``."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("; ".join(problems[:5]) + (" …" if len(problems) > 5 else ""))


# --------------------------------------------------------------------------- reading


def _json_path(loc: tuple[Any, ...], data: Any) -> str:
    """``$.cards[3].effects[0].need`` from a pydantic error location, skipping union tags."""
    out = "$"
    cur = data
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
            cur = cur[part] if isinstance(cur, list) and 0 <= part < len(cur) else None
            continue
        if isinstance(cur, dict) and part not in cur and cur.get("do") == part:
            continue  # the discriminator's tag, not a key of the file
        out += f".{part}"
        cur = cur.get(part) if isinstance(cur, dict) else None
    return out


def parse(data: Any, label: str) -> tuple[m.Strict | None, list[str]]:
    """Validate one file's data by its ``kind``; returns the model or the problems."""
    if not isinstance(data, dict):
        return None, [f"{label}: $: a content file is a JSON object"]
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in m.FILE_MODELS:
        known = ", ".join(sorted(m.FILE_MODELS))
        return None, [f"{label}: $.kind: unknown kind {kind!r} (expected one of {known})"]
    fmt = data.get("format")
    if fmt != m.FORMAT:
        if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > m.FORMAT:
            return None, [f"{label}: $.format: format {fmt} is newer than this version "
                          f"reads ({m.FORMAT})"]
        return None, [f"{label}: $.format: must be {m.FORMAT}"]
    if kind == m.HOUSE_RULES.kind:  # the engine's one house-rule validator
        problems = H.file_problems(m.HOUSE_RULES, label, data)
        if problems:
            return None, problems
    try:
        return m.FILE_MODELS[kind].model_validate(data), []
    except ValidationError as exc:
        problems = []
        for err in exc.errors(include_url=False):
            msg = err.get("msg", "invalid")
            if msg.startswith("Value error, "):
                msg = msg[len("Value error, "):]
            problems.append(f"{label}: {_json_path(tuple(err.get('loc', ())), data)}: {msg}")
        return None, problems


def read(path: Path) -> tuple[m.Strict | None, list[str]]:
    label = str(path)
    try:
        data = read_json_file(path, "content file", MAX_CONTENT_BYTES)
    except SaveError as exc:
        text = str(exc)
        if text.startswith(label + ": "):
            text = text[len(label) + 2:]
        return None, [f"{label}: $: {text}"]
    return parse(data, label)


# --------------------------------------------------------------------------- cross-checks


def cross_check(files: dict[str, m.Strict]) -> list[tuple[str, str, str]]:
    """Problems between files as ``(kind, json path, message)``; ``files`` maps kind->model."""
    out: list[tuple[str, str, str]] = []
    cards = files.get("miskatonic-cards")
    locs = files.get("miskatonic-locations")
    invs = files.get("miskatonic-investigators")
    tables = files.get("miskatonic-roll-tables")
    rules = files.get("miskatonic-house-rules")
    rule_by_id = {r.id: r for r in rules.house_rules} if rules else {}

    if rules is not None:
        for gap, (typ, values) in RULE_TYPES.items():
            rule = rule_by_id.get(gap)
            if rule is None:
                out.append(("miskatonic-house-rules", "$.house_rules",
                            f"house rule {gap} is missing"))
                continue
            i = rules.house_rules.index(rule)
            if rule.type != typ:
                out.append(("miskatonic-house-rules", f"$.house_rules[{i}].type",
                            f"{gap} must be of type {typ}"))
            elif values is not None and {c.value for c in rule.choices or ()} != set(values):
                out.append(("miskatonic-house-rules", f"$.house_rules[{i}].choices",
                            f"{gap} offers the choices {sorted(values)}"))
        for i, rule in enumerate(rules.house_rules):
            if rule.id not in RULE_TYPES:
                out.append(("miskatonic-house-rules", f"$.house_rules[{i}].id",
                            f"{rule.id} is not a Miskatonic Madness gap this engine knows"))
        if tables is not None and "MM-GAP-1" in rule_by_id:
            rule = rule_by_id["MM-GAP-1"]
            ids = {t.id for t in tables.tables}
            have = {c.value for c in rule.choices or ()}
            if rule.type == "choice" and have != ids:
                i = rules.house_rules.index(rule)
                out.append(("miskatonic-house-rules", f"$.house_rules[{i}].choices",
                            f"MM-GAP-1 must offer exactly the roll tables {sorted(ids)}"))

    if cards is not None:
        uni = {loc.id for loc in locs.locations if loc.type == "university"} if locs else None
        inv_by_id = {i.id: i for i in invs.investigators} if invs else None
        bases = {c.id for c in cards.cards}
        if FURTHER_CULTIST not in bases:
            out.append(("miskatonic-cards", "$.cards", f"the card {FURTHER_CULTIST!r} is missing"))
        hand = [c for c in cards.cards if c.start == "hand"]
        for c in hand:
            if c.type != "cultist":
                i = cards.cards.index(c)
                out.append(("miskatonic-cards", f"$.cards[{i}].start",
                            "only cultist cards start in the cultist's hand (MM-SETUP-3)"))
        for i, card in enumerate(cards.cards):
            here = f"$.cards[{i}]"
            if uni is not None:
                for j, loc in enumerate(card.locations):
                    if loc not in uni:
                        out.append(("miskatonic-cards", f"{here}.locations[{j}]",
                                    f"{loc!r} is not a university location"))
            if inv_by_id is not None:
                if card.ally is not None:
                    inv = inv_by_id.get(card.ally)
                    if inv is None:
                        out.append(("miskatonic-cards", f"{here}.ally",
                                    f"no investigator {card.ally!r}"))
                    elif inv.start:
                        out.append(("miskatonic-cards", f"{here}.ally",
                                    f"{card.ally!r} is a starting investigator, not an ally"))
                    if card.ally != card.id or card.copies != 1:
                        out.append(("miskatonic-cards", f"{here}.id",
                                    "an ally card is one card with its investigator's id"))
                elif card.id in inv_by_id:
                    out.append(("miskatonic-cards", f"{here}.id",
                                f"{card.id!r} is an investigator's id"))
            steps = [(f"{here}.effects", card.effects)]
            if card.book is not None:
                steps.append((f"{here}.book.read", card.book.read))
            for base, lst in steps:
                for path, step in _paths(base, lst):
                    out.extend(_check_step(path, step, rule_by_id if rules else None, bases))
        if inv_by_id is not None:
            allies = {c.ally for c in cards.cards if c.ally}
            for j, inv in enumerate(invs.investigators):
                if not inv.start and inv.id not in allies:
                    out.append(("miskatonic-investigators", f"$.investigators[{j}].start",
                                f"{inv.id!r} does not start and no ally card brings him"))
    return out


def _paths(base: str, steps):
    for i, step in enumerate(steps):
        here = f"{base}[{i}]"
        yield here, step
        if isinstance(step, m.CheckStep):
            yield from _paths(f"{here}.pass", step.pass_)
        elif isinstance(step, m.FightStep):
            yield from _paths(f"{here}.win", step.win)


def _check_step(path: str, step, rules: dict | None, bases: set[str]):
    out = []
    if rules is not None and step.if_rule is not None:
        gap, value = step.if_rule
        rule = rules.get(gap)
        if rule is None:
            out.append(("miskatonic-cards", f"{path}.if_rule", f"no house rule {gap}"))
        elif not rule.allows(value):
            out.append(("miskatonic-cards", f"{path}.if_rule",
                        f"{value!r} is not a possible value of {gap}"))
    for field in ("amount", "need"):
        value = getattr(step, field, None)
        if rules is not None and isinstance(value, str) and value.startswith("MM-GAP-"):
            rule = rules.get(value)
            if rule is None or rule.type != "int":
                out.append(("miskatonic-cards", f"{path}.{field}",
                            f"{value} is not a whole-number house rule"))
    blocked = getattr(step, "blocked_by", None)
    if blocked is not None and blocked not in bases:
        out.append(("miskatonic-cards", f"{path}.blocked_by", f"no card {blocked!r}"))
    return out


# --------------------------------------------------------------------------- validate_file


def default_folder() -> Path:
    from eldertable.resources import asset

    return asset("games", "miskatonic")


def validate_file(path: Path | str) -> list[str]:
    """Problems of one content file (empty: valid). Never raises on bad input.

    The file is checked on its own, then against the other content files: those in the
    same folder where present, else the shipped ones.
    """
    path = Path(path)
    label = str(path)
    try:
        model, problems = read(path)
    except Exception as exc:  # noqa: BLE001 - a validator must never crash its caller
        return [f"{label}: $: cannot be checked ({type(exc).__name__}: {exc})"]
    if problems or model is None:
        return problems
    kind = model.kind
    files: dict[str, m.Strict] = {kind: model}
    for other, name in m.FILE_NAMES.items():
        if other == kind:
            continue
        sibling = path.parent / name
        if not sibling.is_file():
            try:
                sibling = default_folder() / name
            except Exception:  # noqa: BLE001 - no shipped assets: check the file alone
                continue
        try:
            other_model, other_problems = read(sibling)
        except Exception:  # noqa: BLE001
            continue
        if other_model is not None and other_model.kind == other:
            files[other] = other_model
    return [f"{label}: {where}: {msg}" for k, where, msg in cross_check(files) if k == kind]


# --------------------------------------------------------------------------- compiled content


class Frozen:
    """Compiled content is shared by every state and never changes: copies are itself."""

    __slots__ = ()

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self


class StepInfo(Frozen):
    __slots__ = ("sid", "do", "amount", "skill", "who", "need", "by", "fail", "fail_mythos",
                 "reward", "passes", "win", "acq", "when", "if_rule", "blocked_by")


class ItemInfo(Frozen):
    __slots__ = ("sanity_immune", "reroll", "cultist_may_take", "combat_bonus", "final_dice",
                 "ritual_threshold", "stealth_bonus")


class BookInfo(Frozen):
    __slots__ = ("read", "min_sanity")


class CardInfo(Frozen):
    __slots__ = ("id", "base", "name", "text", "type", "locations", "combat", "group",
                 "rituals", "effects", "item", "book", "ally", "start", "copy")


class InvestigatorInfo(Frozen):
    __slots__ = ("id", "name", "subtitle", "text", "start", "strengths", "attributes")


class Content(Frozen):
    """Everything the engine needs from the content files, as plain lookups."""

    __slots__ = ("folder", "cards", "card_order", "steps", "locations", "university",
                 "location_names", "location_texts", "investigators", "tables", "house_rules",
                 "bases")

    def card_name(self, card: str) -> Msg:
        info = self.cards.get(card)
        if info is not None:
            return info.name
        inv = self.investigators.get(card)
        return inv.name if inv is not None else Msg(card, CONTEXT)

    def location_name(self, loc: str) -> Msg:
        return self.location_names.get(loc, Msg(loc, CONTEXT))

    def location_text(self, loc: str) -> Msg | None:
        """The place's flavour text from locations.json (None when it has none)."""
        return self.location_texts.get(loc)


def _compile_steps(steps, table: list[StepInfo]) -> tuple[int, ...]:
    out = []
    for step in steps:
        info = StepInfo()
        info.sid = len(table)
        table.append(info)
        info.do = step.do
        info.amount = getattr(step, "amount", None)
        info.skill = getattr(step, "skill", None)
        info.who = getattr(step, "who", None)
        info.need = getattr(step, "need", None)
        info.by = getattr(step, "by", "roll")
        info.fail = getattr(step, "fail", None)
        info.fail_mythos = getattr(step, "fail_mythos", 0)
        info.reward = getattr(step, "reward", None)
        info.acq = getattr(step, "as_", None)
        info.when = step.when
        info.if_rule = tuple(step.if_rule) if step.if_rule is not None else None
        info.blocked_by = getattr(step, "blocked_by", None)
        info.passes = _compile_steps(step.pass_, table) if step.do == "check" else ()
        info.win = _compile_steps(step.win, table) if step.do == "fight" else ()
        out.append(info.sid)
    return tuple(out)


def compile_content(files: dict[str, m.Strict], folder: str = "") -> Content:
    cards_f: m.CardsFile = files["miskatonic-cards"]  # type: ignore[assignment]
    locs_f: m.LocationsFile = files["miskatonic-locations"]  # type: ignore[assignment]
    invs_f: m.InvestigatorsFile = files["miskatonic-investigators"]  # type: ignore[assignment]
    tabs_f: m.RollTablesFile = files["miskatonic-roll-tables"]  # type: ignore[assignment]
    rules_f: m.HouseRulesFile = files["miskatonic-house-rules"]  # type: ignore[assignment]
    c = Content()
    c.folder = folder
    c.steps = []
    c.cards = {}
    c.card_order = []
    c.bases = {}
    for card in cards_f.cards:
        effects = _compile_steps(card.effects, c.steps)
        book = None
        if card.book is not None:
            book = BookInfo()
            book.read = _compile_steps(card.book.read, c.steps)
            book.min_sanity = card.book.min_sanity
        item = None
        if card.item is not None:
            item = ItemInfo()
            for name in ItemInfo.__slots__:
                value = getattr(card.item, name)
                setattr(item, name, dict(value) if isinstance(value, dict) else value)
        ids = [card.id] if card.copies == 1 else [f"{card.id}_{k}" for k in
                                                   range(1, card.copies + 1)]
        c.bases[card.id] = tuple(ids)
        for k, cid in enumerate(ids, 1):
            info = CardInfo()
            info.id = cid
            info.base = card.id
            info.copy = k
            info.name = Msg(card.name, CONTEXT)
            info.text = Msg(card.text, CONTEXT)
            info.type = card.type
            info.locations = tuple(card.locations)
            info.combat = card.combat or 0
            info.group = card.group
            info.rituals = card.rituals
            info.effects = effects
            info.item = item
            info.book = book
            info.ally = card.ally
            info.start = card.start
            c.cards[cid] = info
            c.card_order.append(cid)
    c.card_order = tuple(c.card_order)
    c.locations = tuple((loc.id, loc.type) for loc in locs_f.locations)
    c.university = tuple(loc.id for loc in locs_f.locations if loc.type == "university")
    c.location_names = {loc.id: Msg(loc.name, CONTEXT) for loc in locs_f.locations}
    c.location_texts = {loc.id: Msg(loc.text, CONTEXT) for loc in locs_f.locations
                        if loc.text.strip()}
    c.investigators = {}
    for inv in invs_f.investigators:
        info = InvestigatorInfo()
        info.id = inv.id
        info.name = Msg(inv.name, CONTEXT)
        info.subtitle = Msg(inv.subtitle, CONTEXT) if inv.subtitle else None
        info.text = Msg(inv.text, CONTEXT) if inv.text else None
        info.start = inv.start
        info.strengths = tuple(inv.strengths)
        info.attributes = inv.attributes.model_dump()
        c.investigators[inv.id] = info
    c.tables = {}
    for t in tabs_f.tables:
        c.tables[t.id] = {space: frozenset(getattr(t, space).release)
                          for space in ("intensive_care", "temporary_insanity", "jail")}
    c.house_rules = {r.id: r for r in rules_f.house_rules}
    return c


_CACHE: dict[str, Content] = {}
_LOCK = threading.Lock()


def load_content(folder: Path | str | None = None) -> Content:
    """The compiled content of ``folder`` (default: the shipped assets); ContentError if bad.

    Loaded once per folder and process; every state shares the result.
    """
    if folder is None:
        hit = _CACHE.get("")
        if hit is not None:
            return hit
        content = load_content(default_folder())
        _CACHE[""] = content
        return content
    folder = Path(folder)
    key = str(folder.resolve())
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is not None:
            return hit
        files: dict[str, m.Strict] = {}
        problems: list[str] = []
        for kind, name in m.FILE_NAMES.items():
            path = folder / name
            model, found = read(path)
            problems.extend(found)
            if model is not None:
                if model.kind != kind:
                    problems.append(f"{path}: $.kind: {name} must hold {kind}")
                else:
                    files[kind] = model
        if not problems:
            problems = [f"{folder / m.FILE_NAMES[k]}: {where}: {msg}"
                        for k, where, msg in cross_check(files)]
        if problems:
            raise ContentError(problems)
        content = compile_content(files, key)
        _CACHE[key] = content
        return content
