"""The Keeper is 守密人 in every Chinese translation, as the glossary (i18n/glossary_zh_CN.md)
has it: seen under Xvfb in 简体中文, the second-edition header said "守秘人的回合仍在棋盘上进行"
while the setup dialog and every other screen said 守密人."""

from __future__ import annotations

from test_zh_name_dots import ROOT, translations

GLOSSARY = ROOT / "i18n" / "glossary_zh_CN.md"


def test_the_glossary_names_the_keeper_shoumiren():
    assert "| Keeper | 守密人 |" in GLOSSARY.read_text(encoding="utf-8")


def test_no_translation_calls_the_keeper_anything_but_shoumiren():
    bad = [(src, zh) for src, zh in translations() if "守秘人" in zh]
    assert not bad, bad
