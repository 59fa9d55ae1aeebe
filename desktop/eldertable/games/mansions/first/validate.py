"""``eldertable validate`` for first-edition content files: card files, the components
list, the rules data and story companions, each checked by its pydantic model; problems as
``file: json.path: message`` lines, never an exception. A story companion is also checked
against the Event and Objective cards: each card's event or objective exists and each of
the story's objectives has an Objective card (:func:`.cards.story_card_problems`)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from ..jsonmodel import ContentError, parse_model, pydantic_problems, read_content
from .cards import KIND as CARDS_KIND, card_file_problems, components_problems, story_card_problems
from .ruledata import RulesFile, Story, story_problems

KINDS = {CARDS_KIND, "mansions-1e-rules", "mansions-1e-story", "mansions-1e-components"}


def problems(path: Path | str) -> list[str]:
    path = Path(path)
    try:
        data = read_content(path, "content file")
    except ContentError as exc:
        return exc.problems
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind == CARDS_KIND:
        return card_file_problems(path, data)
    if kind == "mansions-1e-components":
        return components_problems(path, data)
    model = {"mansions-1e-rules": RulesFile, "mansions-1e-story": Story}.get(kind)
    if model is None:
        return [f"{path}: kind: not a first-edition content file"]
    try:
        parsed = parse_model(model, data)
    except ValidationError as exc:
        return pydantic_problems(str(path), exc, data)
    if model is not Story:
        return []
    try:
        cards = [f"{path}: {p}" for p in story_card_problems(scenarios=(parsed.scenario,))]
    except ContentError as exc:
        cards = exc.problems
    return story_problems(str(path), parsed) + cards
