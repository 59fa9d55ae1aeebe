"""Languages switch at run time through the Language menu; the pseudo-locale lengthens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from eldertable.engine.messages import Msg
from eldertable.ui import i18n


def _choose(qtbot, win, menu, code):
    """Open ``menu`` from the menu bar with the mouse and click the language ``code``."""
    bar = win.menuBar()
    qtbot.wait(100)  # new words, new widths: let the menu bar lay itself out again
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    action = win.actions_.languages[code]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())
    QCoreApplication.processEvents()


def _titles(win):
    return [a.text() for a in win.menuBar().actions()]


def test_english_menu_titles(window):
    assert _titles(window) == ["&File", "&Edit", "&View", "&Language", "&Help"]


def _catalogue_has_menus() -> bool:
    """i18n/eldertable_zh_CN.qm is built and translates the menu titles."""
    from PySide6.QtCore import QTranslator

    path = i18n.qm_path(i18n.CHINESE)
    translator = QTranslator()
    return (path is not None and translator.load(str(path))
            and translator.translate("WindowActions", "&File") == "文件(&F)")


def test_shipped_catalogue_translates_the_menus():
    assert _catalogue_has_menus()


def test_switch_to_chinese_through_the_language_menu(window, qtbot):
    _choose(qtbot, window, window.actions_.language_menu, i18n.CHINESE)
    assert i18n.current_language() == i18n.CHINESE
    qtbot.waitUntil(lambda: _titles(window)[0] == "文件(&F)")
    assert _titles(window) == ["文件(&F)", "编辑(&E)", "视图(&V)", "语言(&L)", "帮助(&H)"]
    assert window.actions_.languages[i18n.CHINESE].isChecked()
    # And back, still without a restart.
    _choose(qtbot, window, window.actions_.language_menu, i18n.ENGLISH)
    qtbot.waitUntil(lambda: _titles(window)[0] == "&File")


_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context><name>WindowActions</name>
{messages}
</context>
<context><name>StartPage</name>
<message><source>Elder Table</source><translation>长老之桌</translation></message>
</context>
</TS>
"""


def test_language_switch_retranslates_at_run_time(window, qtbot, tmp_path, monkeypatch):
    """The mechanism on its own, with a catalogue built here (independent of i18n/)."""
    import shutil
    import subprocess

    tool = shutil.which("pyside6-lrelease")
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    pairs = [("&File", "文件(&F)"), ("&Edit", "编辑(&E)"), ("&View", "视图(&V)"),
             ("&Language", "语言(&L)"), ("&Help", "帮助(&H)")]
    messages = "\n".join(f"<message><source>{a.replace('&', '&amp;')}</source>"
                         f"<translation>{b.replace('&', '&amp;')}</translation></message>"
                         for a, b in pairs)
    ts = tmp_path / "eldertable_zh_CN.ts"
    ts.write_text(_TS.format(messages=messages), encoding="utf-8")
    subprocess.run([tool, str(ts), "-qm", str(tmp_path / "eldertable_zh_CN.qm")], check=True,
                   capture_output=True)
    monkeypatch.setattr(i18n, "_our_folder", lambda: tmp_path)
    _choose(qtbot, window, window.actions_.language_menu, i18n.CHINESE)
    qtbot.waitUntil(lambda: _titles(window)[0] == "文件(&F)")
    assert _titles(window) == [b for _a, b in pairs]
    assert window.start_page.heading.text() == "长老之桌"
    # Qt's own strings come from qtbase_zh_CN.qm, loaded first.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    _choose(qtbot, window, window.actions_.language_menu, i18n.ENGLISH)
    qtbot.waitUntil(lambda: _titles(window)[0] == "&File")
    assert window.start_page.heading.text() == "Elder Table"


def test_pseudo_locale_lengthens_every_string(window, qtbot):
    heading = window.start_page.heading.text()
    _choose(qtbot, window, window.actions_.language_menu, i18n.PSEUDO)
    qtbot.waitUntil(lambda: window.start_page.heading.text() != heading)
    new = window.start_page.heading.text()
    assert len(new) > len(heading) and new.startswith("[")
    file_title = _titles(window)[0]
    assert file_title.startswith("[&F") and len(file_title) > len("&File")
    # Messages from the Qt-free core too, with their placeholders filled in.
    text = i18n.tr_msg(Msg("The die shows {f}.", f=5))
    assert "5" in text and len(text) > len("The die shows 5.")
    assert "{" not in text
    # The language is remembered for the next start.
    from eldertable.ui.settings import settings

    assert settings().value("language") == i18n.PSEUDO


def test_pseudo_keeps_accelerators_and_placeholders():
    out = i18n.pseudo("&Open {path} at %1 &amp; <b>now</b>")
    assert out.startswith("[&O")
    assert "{path}" in out and "%1" in out and "&amp;" in out and "<b>" in out
    assert len(out) > len("&Open {path} at %1 &amp; <b>now</b>")


def test_available_languages_lists_english_chinese_and_pseudo():
    codes = [code for code, _name in i18n.available_languages()]
    assert codes[:2] == [i18n.ENGLISH, i18n.CHINESE] and codes[-1] == i18n.PSEUDO
    names = dict(i18n.available_languages())
    assert names[i18n.CHINESE] == "简体中文"


# --------------------------------------------------------------------------- CJK fonts

@pytest.mark.parametrize("platform, families, expected", [
    ("win32", ["Arial", "SimSun", "Microsoft YaHei", "Segoe UI"], "Microsoft YaHei"),
    ("win32", ["Arial", "SimSun"], "SimSun"),
    ("darwin", ["Helvetica", "Hiragino Sans GB", "PingFang SC"], "PingFang SC"),
    ("darwin", ["Helvetica", "Heiti SC"], "Heiti SC"),
    ("linux", ["DejaVu Sans", "WenQuanYi Micro Hei", "Noto Sans CJK SC"], "Noto Sans CJK SC"),
    ("linux", ["DejaVu Sans", "wenquanyi zen hei"], "wenquanyi zen hei"),
    ("linux", ["DejaVu Sans", "Microsoft YaHei"], "Microsoft YaHei"),  # another OS's font
    ("linux", ["DejaVu Sans", "Noto Sans CJK JP"], None),
    ("darwin", [], None),
])
def test_cjk_font_is_chosen_from_the_installed_families(platform, families, expected):
    assert i18n.cjk_font(families, platform) == expected


def test_chinese_puts_a_cjk_font_first_and_english_restores_the_font(window, qtbot):
    import sys

    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    want = i18n.cjk_font(QFontDatabase.families(), sys.platform)
    if want is None:
        pytest.skip("no font with Chinese characters is installed here")
    before = QApplication.font().families()
    _choose(qtbot, window, window.actions_.language_menu, i18n.CHINESE)
    assert QApplication.font().families()[0] == want
    assert window.menuBar().font().families()[0] == want
    _choose(qtbot, window, window.actions_.language_menu, i18n.ENGLISH)
    assert QApplication.font().families() == before


# --------------------------------------------------------------------------- new languages

def test_a_new_catalogue_shows_up_in_the_language_menu(qtbot, tmp_path, monkeypatch):
    """A translator's new, still empty catalogue (a .qm, or a .ts not compiled yet) in the
    translations folder is a new entry of the Language menu, named in its own language;
    choosing it leaves the untranslated strings in English."""
    from eldertable.ui.mainwindow import MainWindow

    (tmp_path / "eldertable_fr.qm").write_bytes(b"")
    (tmp_path / "eldertable_de.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="de"></TS>\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "_our_folder", lambda: tmp_path)
    i18n.set_language(i18n.ENGLISH)
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    try:
        codes = [a.data() for a in win.actions_.language_menu.actions()]
        assert codes == [i18n.ENGLISH, i18n.CHINESE, "de", "fr", i18n.PSEUDO]
        names = {a.data(): a.text() for a in win.actions_.language_menu.actions()}
        assert names["fr"].lower() == "français" and names["de"].lower() == "deutsch"
        _choose(qtbot, win, win.actions_.language_menu, "fr")
        assert i18n.current_language() == "fr"
        assert _titles(win)[0] == "&File"
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_lists_in_running_text_follow_the_language(window):
    """Names in a list are joined with ", " in English and with the enumeration comma
    "、" in Chinese, both in the view's own lists and in list arguments of engine
    messages (a log line naming several cards)."""
    msg = Msg("Discarded {cards}.", "tests", cards=["Sulphur", "Vitriol"])
    assert i18n.join_names(["a", "b", "c"]) == "a, b, c"
    assert i18n.tr_msg(msg) == "Discarded Sulphur, Vitriol."
    try:
        i18n.set_language(i18n.CHINESE)
        assert i18n.join_names(["甲", "乙", "丙"]) == "甲、乙、丙"
        assert i18n.tr_msg(msg) == "Discarded Sulphur、Vitriol."
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert i18n.join_names(["a", "b"]) == "a, b"


def test_a_replaced_table_is_not_refilled_from_the_next_game_on_a_language_change(qtbot):
    """A table replaced by another game's table (its deletion still pending) must not read
    the new game's observations when the language changes: the Miskatonic table kept
    waiting for deletion while a Mansions game runs raised in its changeEvent before."""
    from eldertable.games.miskatonic import make_config
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable
    from eldertable.ui.miskatonic.table import MiskatonicTable

    controller = GameController()
    old = MiskatonicTable(controller)
    qtbot.addWidget(old)
    controller.new_game("miskatonic", make_config(["human", "human"], {}), 1)
    old.reset()
    before = len(old.scene().items())
    old.detach()
    new = MansionsTable(controller)
    qtbot.addWidget(new)
    controller.new_game("mansions", {"players": 1, "seats": ["human"],
                                     "investigators": ["ada-whitlock"],
                                     "options": {"scenario": "quiet-greenhouse"}}, 1)
    new.reset()
    try:
        i18n.set_language(i18n.CHINESE)  # qtbot fails the test on an exception in Qt code
        QCoreApplication.processEvents()
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert old.detached and len(old.scene().items()) == before
