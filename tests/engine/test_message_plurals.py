"""Counted words in both numbers: ``{n|card|cards}`` in an English source text picks the
word for the count, in messages from the core and in the view's own texts; a translation
without the choice (Chinese) is used as it is."""

from __future__ import annotations

import pytest

from eldertable.engine.messages import Msg, fill, plurals


@pytest.mark.parametrize("n, text", [(0, "You draw 0 cards."), (1, "You draw 1 card."),
                                     (2, "You draw 2 cards."), ("1", "You draw 1 card."),
                                     ("1,000", "You draw 1,000 cards.")])
def test_the_word_follows_the_count(n, text):
    assert fill("You draw {n} {n|card|cards}.", n=n) == text
    assert Msg("You draw {n} {n|card|cards}.", "x", n=n).render() == text


def test_each_count_chooses_its_own_word():
    text = "{moves} {moves|move|moves}, {actions} {actions|action|actions} left"
    assert fill(text, moves=1, actions=2) == "1 move, 2 actions left"
    assert fill(text, moves=3, actions=1) == "3 moves, 1 action left"


def test_a_translation_without_the_choice_is_used_as_it_is():
    chinese = {"You draw {n} {n|card|cards}.": "你抽{n}张牌。"}
    msg = Msg("You draw {n} {n|card|cards}.", "x", n=1)
    assert msg.render(lambda _ctx, s: chinese.get(s, s)) == "你抽1张牌。"


def test_a_broken_translation_falls_back_to_english_with_the_right_word():
    msg = Msg("You draw {n} {n|card|cards}.", "x", n=1)
    assert msg.render(lambda _ctx, s: "{missing} oops") == "You draw 1 card."


def test_texts_without_a_choice_are_untouched():
    assert plurals("a | b {n}", {"n": 1}) == "a | b {n}"
    assert fill("{n} Gold", n=1) == "1 Gold"


def test_no_count_word_is_left_with_a_bracketed_plural():
    """Polish: the shipped texts say "1 card" and "2 cards", never "card(s)"."""
    import io
    import re
    import tokenize
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    bracketed = re.compile(r"[A-Za-z]\((s|es)\)")
    found = []
    for path in sorted((root / "desktop" / "eldertable").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.STRING and bracketed.search(tok.string) \
                    and not tok.string.startswith('"""'):  # docstrings are for developers
                found.append(f"{path.name}:{tok.start[0]}: {tok.string[:60]}")
    for ts in sorted((root / "i18n").glob("*.ts")):
        found += [f"{ts.name}: {m.group(1)[:60]}"
                  for m in re.finditer(r"<source>([^<]*)</source>", ts.read_text("utf-8"))
                  if bracketed.search(m.group(1))]
    assert found == []
