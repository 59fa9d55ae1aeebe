"""Languages at run time: Qt's own translations first, then ours, switchable without restart.

Installing or removing a QTranslator makes Qt send ``QEvent.LanguageChange`` to every
widget; each widget of the shell re-translates itself then (the retranslateUi pattern).
``pseudo`` is a made-up language that lengthens every string, to find layouts that clip.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from ..engine.messages import join_list

if TYPE_CHECKING:
    from ..engine.messages import Msg

ENGLISH = "en"
CHINESE = "zh_CN"
PSEUDO = "pseudo"

_NAMES = {ENGLISH: "English", CHINESE: "简体中文", PSEUDO: "Pseudo (long strings)"}

_installed: list[QTranslator] = []
_current = ENGLISH


class Retranslating:
    """Mixin for widgets: ``retranslate()`` runs again on every change of language.

    Put it first among the bases (``class LogDock(Retranslating, QDockWidget)``).
    """

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def join_names(items) -> str:
    """Names as one list in running text in the current language ("a, b" / "a、b")."""
    return join_list(items, translate)


def tr_msg(msg: Msg | None) -> str:
    """A message from the Qt-free core in the current language, arguments filled in."""
    if msg is None:
        return ""
    return msg.render(translate)


def _our_folder() -> Path | None:
    from ..resources import MissingResources, translations_dir

    try:
        return translations_dir()
    except MissingResources:
        return None


def qm_path(code: str) -> Path | None:
    """Our compiled translation for ``code``, if it is there."""
    folder = _our_folder()
    if folder is None:
        return None
    path = folder / f"eldertable_{code}.qm"
    return path if path.is_file() else None


def available_languages() -> list[tuple[str, str]]:
    """(code, name in its own language): English, 简体中文, then every language that has a
    catalogue in the translations folder (``eldertable_<code>.qm``, or in a source checkout
    an ``eldertable_<code>.ts`` not compiled yet), then Pseudo. Adding a language is adding
    its file: nothing here names it."""
    codes = [ENGLISH, CHINESE]
    folder = _our_folder()
    if folder is not None:
        found = {p.stem.removeprefix("eldertable_") for pattern in ("eldertable_*.qm",
                                                                    "eldertable_*.ts")
                 for p in folder.glob(pattern) if p.is_file()}
        codes += sorted(code for code in found if code and code not in codes)
    codes.append(PSEUDO)
    return [(code, language_name(code)) for code in codes]


def language_name(code: str) -> str:
    if code in _NAMES:
        return _NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name or code


def current_language() -> str:
    return _current


# --------------------------------------------------------------------------- fonts

# Fonts with the Simplified Chinese characters, best first, by the OS they come with; the
# other OS's are tried after (a Linux desktop may have installed Microsoft YaHei).
CJK_FONTS = {
    "win32": ["Microsoft YaHei UI", "Microsoft YaHei", "DengXian", "SimHei", "SimSun"],
    "darwin": ["PingFang SC", "Hiragino Sans GB", "Heiti SC", "STHeiti", "Songti SC"],
    "linux": ["Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Source Han Sans CN",
              "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", "Droid Sans Fallback",
              "AR PL UMing CN", "Noto Serif CJK SC"],
}


def cjk_font(families: list[str], platform: str) -> str | None:
    """The family to draw Chinese text with, from the installed ``families``: the first of
    this OS's list (``platform`` as ``sys.platform``), then of the others; None if none."""
    key = "win32" if platform.startswith("win") else "darwin" if platform == "darwin" \
        else "linux"
    installed = {f.casefold(): f for f in families}
    order = CJK_FONTS[key] + [f for k, names in CJK_FONTS.items() if k != key for f in names]
    for name in order:
        if name.casefold() in installed:
            return installed[name.casefold()]
    return None


_base_families: list[str] | None = None  # the application font's families before ours


def apply_language_font(app, code: str) -> str | None:
    """Chinese: put a CJK-capable family first in the application font (the rest stay as
    fallbacks); any other language: the font as it was. Returns the family chosen."""
    import sys

    from PySide6.QtGui import QFontDatabase

    global _base_families
    font = app.font()
    if _base_families is None:
        _base_families = list(font.families()) or [font.family()]
    chosen = cjk_font(QFontDatabase.families(), sys.platform) if code.startswith("zh") else None
    families = ([chosen] if chosen else []) + [f for f in _base_families if f != chosen]
    if list(font.families()) != families:
        font.setFamilies(families)
        app.setFont(font)
    return chosen


def set_language(code: str) -> str:
    """Switch every string to ``code``; returns the language now in force."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("set_language needs a running QApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code == PSEUDO:
        _install(app, PseudoTranslator(app))
        QLocale.setDefault(QLocale(QLocale.Language.English))
    elif code != ENGLISH:
        qt = QTranslator(app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{code}", qt_folder):
            _install(app, qt)
        ours = QTranslator(app)
        path = qm_path(code)
        if path is not None and ours.load(str(path)):
            _install(app, ours)
        QLocale.setDefault(QLocale(code))
    else:
        QLocale.setDefault(QLocale(QLocale.Language.English))
    if hasattr(app, "setFont") and hasattr(app, "font"):  # a QGuiApplication
        apply_language_font(app, code)
    _current = code
    if _scenario_words is not None:  # a designer's own words, asked first
        app.removeTranslator(_scenario_words)
        if _scenario_words.for_language == code:
            app.installTranslator(_scenario_words)
    return code


class WordsTranslator(QTranslator):
    """The words of a designer's own scenario, from the words file beside it (the editor
    writes it): their translations of that scenario's content texts, asked before the
    app's own; anything else falls through (None) to the translators below."""

    def __init__(self, words: dict[str, str], language: str, parent=None):
        super().__init__(parent)
        self.words = dict(words)
        self.for_language = language

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: D401
        if context == CONTENT_WORDS_CONTEXT and source_text in self.words:
            return self.words[source_text]
        return None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self.words


CONTENT_WORDS_CONTEXT = "content:mansions"
_scenario_words: WordsTranslator | None = None


def set_scenario_words(words: dict[str, str] | None, language: str = CHINESE) -> None:
    """Use ``words`` (a scenario's words file) for its texts while ``language`` is in
    force, on top of the app's own translation; None takes them away."""
    global _scenario_words
    app = QCoreApplication.instance()
    if app is None:
        return
    if _scenario_words is not None:
        app.removeTranslator(_scenario_words)
        _scenario_words = None
    if words:
        _scenario_words = WordsTranslator(words, language, app)
        if _current == language:
            app.installTranslator(_scenario_words)


def _install(app, translator: QTranslator) -> None:
    # The last installed translator is asked first: Qt's own go in first, ours on top.
    app.installTranslator(translator)
    _installed.append(translator)


# --------------------------------------------------------------------------- pseudo

_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_FANCY = "àƀçđéƒĝĥïĵķļɱñöþǫŗšţüṽŵẋýžÀƁÇĐÉƑĜĤÏĴĶĻṀÑÖÞǪŖŠŢÜṼŴẊÝŽ"
_TABLE = str.maketrans(_PLAIN, _FANCY)
# Kept as they are: {placeholders}, %1/%n, HTML tags and entities, && and &X accelerators.
_CHOICE = re.compile(r"\{\w+\|[^{}|]*\|([^{}|]*)\}")
_KEEP = r"(\{[^{}]*\}|%L?\d+|%n|<[^>]*>|&[A-Za-z]+;|&#\d+;|&&|&.)"


def pseudo(text: str) -> str:
    """``"&Open {name}"`` -> ``"[&Ōþéñ {name} ~~~~]"``: longer, accented, still usable."""
    if not text:
        return text
    parts = re.split(_KEEP, text, flags=re.S)
    out = "".join(p if i % 2 else p.translate(_TABLE) for i, p in enumerate(parts))
    shown = _CHOICE.sub(r"\1", text)  # "{n|card|cards}" shows as one word
    return f"[{out} {'~' * max(2, len(shown) // 3)}]"


class PseudoTranslator(QTranslator):
    """Lengthens every string of every context, Qt's own included."""

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: D401
        if not source_text or source_text == "QT_LAYOUT_DIRECTION":
            return ""
        return pseudo(source_text)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False
