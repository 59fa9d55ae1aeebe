"""Shared by the GUI tests: the words a person could read on screen, and a screen with no
font to draw them."""

from __future__ import annotations

from pathlib import Path

#: what a scene item may call its words
WORD_ATTRS = ("text", "toPlainText", "label", "title", "note", "caption")


def item_words(item) -> list[str]:
    """A scene item's tooltip and every word it offers through a method of WORD_ATTRS."""
    out = [item.toolTip()]
    for attr in WORD_ATTRS:
        value = getattr(item, attr, None)
        if callable(value):
            try:
                value = value()
            except TypeError:
                continue
        if isinstance(value, str):
            out.append(value)
    return out


def no_fonts(folder: Path) -> dict[str, str]:
    """Environment that leaves Qt no font at all: fontconfig and Qt's own font folder both
    pointed at an empty folder under ``folder``."""
    fonts, cache = folder / "fonts", folder / "cache"
    fonts.mkdir()
    cache.mkdir()
    conf = folder / "fonts.conf"
    conf.write_text(f'<?xml version="1.0"?><fontconfig><dir>{fonts}</dir>'
                    f'<cachedir>{cache}</cachedir></fontconfig>', encoding="utf-8")
    return {"FONTCONFIG_FILE": str(conf), "QT_QPA_FONTDIR": str(fonts)}
