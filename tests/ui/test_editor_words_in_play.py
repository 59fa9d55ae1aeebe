"""The Chinese a designer keeps beside their scenario (the editor's words file) is what
the table shows when their scenario is played in Chinese; the app's own translation
still serves every other text, and another game uses none of it."""

from __future__ import annotations

import json
import shutil

import pytest

from eldertable.games.mansions.scenario.wordsfile import words_path, write_words
from eldertable.resources import asset
from eldertable.ui import i18n

GREENHOUSE = asset("games", "mansions", "scenarios", "quiet-greenhouse.json")
CONTENT = "content:mansions"


@pytest.fixture
def main_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ELDERTABLE_HOME", str(tmp_path / "home"))
    from eldertable.ui.mainwindow import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    yield w
    i18n.set_scenario_words(None)
    i18n.set_language(i18n.ENGLISH)


def start(w, scenario: str) -> None:
    from eldertable.games.mansions.second import make_config

    w.controller.new_game("mansions", make_config(["human"], {}, {"scenario": scenario}), 1)


def test_a_designers_words_translate_their_scenario_in_play(main_window, tmp_path):
    if i18n.qm_path(i18n.CHINESE) is None:
        pytest.skip("no Chinese translation built")
    path = tmp_path / "my-greenhouse.json"
    shutil.copyfile(GREENHOUSE, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    title, intro = data["meta"]["title"], data["meta"]["introduction"]
    write_words(words_path(path), {title: "我的温室"})
    i18n.set_language(i18n.CHINESE)
    start(main_window, str(path))
    assert i18n.translate(CONTENT, title) == "我的温室"
    app_own = i18n.translate(CONTENT, intro)  # not in the designer's file: the app's
    i18n.set_language(i18n.ENGLISH)
    assert i18n.translate(CONTENT, title) == title  # English shows the English
    i18n.set_language(i18n.CHINESE)
    assert i18n.translate(CONTENT, title) == "我的温室"  # and back after a change
    assert app_own == i18n.translate(CONTENT, intro)
    start(main_window, "quiet-greenhouse")  # the shipped one: the app's words only
    assert i18n.translate(CONTENT, title) != "我的温室"
