"""``eldertable validate`` refuses content text that could not be shown as written
(markup, entities, control characters) and accepts braces, plural choices and %1, which
the app shows as they are (issue 23, 4; docs/scenario-format.md, "Text")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from eldertable.cli import main
from eldertable.engine.contenttext import text_problem, text_problems

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FILES = ["games/mansions/scenarios/quiet-greenhouse.json",   # second edition
         "games/mansions/scenarios/wardens-garden.json",     # first edition
         "games/mansions/decks.json", "games/magnum_opus/cards.json",
         "games/miskatonic/cards.json", "games/miskatonic/locations.json"]
BRACES = "{ } {0} {n|a|b} %1 %n"
MARKUP = ['<b>B</b>', '<img src="file:///etc/x.png">', "</i>", "<!-- x -->", "a &amp; b",
          "&#60;", "tab\there", "bell\x07", "\u202eevil", "\ud800"]
_ID = re.compile(r"^[a-z0-9_.:-]*$")


def _with(data, extra: str, key=None):
    if isinstance(data, dict):
        return {k: _with(v, extra, k) for k, v in data.items()}
    if isinstance(data, list):
        return [_with(v, extra, key) for v in data]
    if isinstance(data, str) and key in ("name", "title", "text", "introduction", "summary",
                                        "question", "label") and not _ID.match(data):
        return data[:2] + extra  # short: Magnum Opus names hold 60 characters
    return data


def _copy(tmp_path, rel: str, extra: str) -> Path:
    root = tmp_path / "assets"
    if not root.exists():
        import shutil

        shutil.copytree(ASSETS, root)
    path = root / rel
    data = json.loads((ASSETS / rel).read_text("utf-8"))
    path.write_text(json.dumps(_with(data, extra)), "utf-8")
    return path


@pytest.mark.parametrize("rel", FILES)
def test_braces_and_placeholders_are_valid_content_text(rel, tmp_path, capsys):
    path = _copy(tmp_path, rel, BRACES)
    assert main(["validate", str(path)]) == 0, capsys.readouterr().err
    assert capsys.readouterr().out.strip() == f"{path}: ok"


@pytest.mark.parametrize("rel", FILES)
def test_markup_in_content_text_is_refused_in_words(rel, tmp_path, capsys):
    path = _copy(tmp_path, rel, 'x <b>B</b><img src="file:///etc/x.png">')
    assert main(["validate", str(path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err and all(line.startswith(f"{path}: ") for line in err)
    assert any("looks like markup" in line for line in err), err
    assert all("\n" not in line for line in err)


@pytest.mark.parametrize("text", MARKUP)
def test_each_kind_of_unshowable_text_is_named(text):
    assert text_problem(text)


@pytest.mark.parametrize("text", [BRACES, "A < B and C > D", "5 <= 6", "Tom & Jerry",
                                  "two\nlines", "中文 {x}"])
def test_showable_text_passes(text):
    assert text_problem(text) == ""


def test_the_path_of_the_text_is_named():
    data = {"meta": {"id": "x<b>", "title": "A <b>title</b>"},
            "objectives": [{"id": "o", "text": "ok"}, {"id": "p", "text": "bad &amp;"}]}
    assert text_problems("f.json", data) == [
        "f.json: meta.title: '<b>title</b>' looks like markup; content text is shown as "
        "written, never as HTML (no tags, pictures or links)",
        "f.json: objectives[1].text: '&amp;' is an HTML entity; it would show as written: "
        "write the character itself"]


def test_every_shipped_content_text_shows_as_written():
    bad = []
    for path in sorted(ASSETS.rglob("*.json")):
        bad += text_problems(str(path), json.loads(path.read_text("utf-8")))
    assert bad == []


def test_every_shipped_translation_of_content_text_shows_as_written():
    """The catalogue's translations of content (contexts ``content:<game>``) follow the
    same rule, since they are shown as written too."""
    import xml.etree.ElementTree as ET

    bad = []
    for ts in sorted((ASSETS.parent / "i18n").glob("*.ts")):
        for context in ET.parse(ts).getroot().iter("context"):
            name = context.findtext("name") or ""
            if not name.startswith("content:"):
                continue
            for message in context.iter("message"):
                words = message.findtext("translation") or ""
                if text_problem(words):
                    bad.append(f"{ts.name}: {name}: {words[:60]!r}: {text_problem(words)}")
    assert bad == []
