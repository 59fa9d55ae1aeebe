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
    """(code, name in its own language): English, 简体中文, every other .qm found, Pseudo."""
    codes = [ENGLISH, CHINESE]
    folder = _our_folder()
    if folder is not None:
        for path in sorted(folder.glob("eldertable_*.qm")):
            code = path.stem.removeprefix("eldertable_")
            if code not in codes:
                codes.append(code)
    codes.append(PSEUDO)
    return [(code, language_name(code)) for code in codes]


def language_name(code: str) -> str:
    if code in _NAMES:
        return _NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name or code


def current_language() -> str:
    return _current


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
    _current = code
    return code


def _install(app, translator: QTranslator) -> None:
    # The last installed translator is asked first: Qt's own go in first, ours on top.
    app.installTranslator(translator)
    _installed.append(translator)


# --------------------------------------------------------------------------- pseudo

_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_FANCY = "àƀçđéƒĝĥïĵķļɱñöþǫŗšţüṽŵẋýžÀƁÇĐÉƑĜĤÏĴĶĻṀÑÖÞǪŖŠŢÜṼŴẊÝŽ"
_TABLE = str.maketrans(_PLAIN, _FANCY)
# Kept as they are: {placeholders}, %1/%n, HTML tags and entities, && and &X accelerators.
_KEEP = r"(\{[^{}]*\}|%L?\d+|%n|<[^>]*>|&[A-Za-z]+;|&#\d+;|&&|&.)"


def pseudo(text: str) -> str:
    """``"&Open {name}"`` -> ``"[&Ōþéñ {name} ~~~~]"``: longer, accented, still usable."""
    if not text:
        return text
    parts = re.split(_KEEP, text, flags=re.S)
    out = "".join(p if i % 2 else p.translate(_TABLE) for i, p in enumerate(parts))
    return f"[{out} {'~' * max(2, len(text) // 3)}]"


class PseudoTranslator(QTranslator):
    """Lengthens every string of every context, Qt's own included."""

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: D401
        if not source_text or source_text == "QT_LAYOUT_DIRECTION":
            return ""
        return pseudo(source_text)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False
