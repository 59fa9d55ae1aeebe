"""Content text is text: a card's or scenario's words are never a template (issue 23, 4)."""

from __future__ import annotations

import pytest

from eldertable.engine.messages import Msg, N_
from eldertable.engine.protocol import IllegalAction

HOSTILE = ["{", "}", "{0}", "{n|a|b}", "%1", "<b>bold</b>", '<img src="file:///etc/x.png">',
           "{name} and {0!r:>{1}}", "{__class__.__mro__}", "%n %L1 {{ }}"]


@pytest.mark.parametrize("text", HOSTILE)
@pytest.mark.parametrize("context", ["content:mansions", "content:magnum-opus",
                                     "content:miskatonic"])
def test_content_message_renders_as_written(text, context):
    msg = Msg(text, context)
    assert msg.literal
    assert msg.render() == text
    assert Msg.from_json(msg.to_json()).render() == text
    assert msg.to_json() == {"text": text, "context": context, "args": {}}  # saves unchanged


@pytest.mark.parametrize("text", HOSTILE)
def test_content_translation_is_shown_as_written(text):
    """The catalogue's translation of a content text is no template either."""
    msg = Msg("A card", "content:miskatonic")
    assert msg.render(lambda ctx, s: text) == text


@pytest.mark.parametrize("text", HOSTILE)
def test_content_filled_into_an_app_string_stays_literal(text):
    """The app's own template is filled; the content argument is not read as one."""
    msg = Msg(N_("engine", "Mythos: {name}. {n} {n|card|cards}"), name=Msg(text, "content:mansions"),
              n=2)
    assert msg.render() == f"Mythos: {text}. 2 cards"
    assert Msg.from_json(msg.to_json()).render() == f"Mythos: {text}. 2 cards"


def test_verbatim_outside_content_contexts():
    msg = Msg.verbatim("{seat} {n|a|b}", "engine")
    assert msg.render() == "{seat} {n|a|b}"
    back = Msg.from_json(msg.to_json())
    assert back.literal and back.render() == "{seat} {n|a|b}"
    assert not Msg("{x}", "engine", x=1).literal


def test_app_template_still_filled():
    assert Msg("{n} {n|space|spaces}", "engine", n=1).render() == "1 space"


def test_a_broken_app_template_never_raises():
    """An app string whose English itself cannot be filled falls back to its bare text."""
    assert Msg("{missing} {", "engine").render() == "{missing} {"


def test_an_illegal_action_reason_given_as_text_is_literal():
    assert IllegalAction("cannot place {card}").reason.render() == "cannot place {card}"
