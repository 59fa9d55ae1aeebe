"""Content text on screen is shown as written (issue 23): one helper for every view.

Text read from content files (card, location and investigator names and texts, a
scenario's title, introduction, objectives and events) may hold ``<``, ``&`` or a whole
tag such as ``<img src="file:///...">``. Qt guesses rich text wherever a widget's format is
``Qt.AutoText`` (labels, tooltips, message boxes), so such text must never reach one raw:

* a label that shows content is plain: :func:`plain` sets ``Qt.PlainText``;
* a tooltip of words is made with :func:`tip`, which escapes them and marks them rich, so
  Qt shows exactly the characters given;
* where a view composes rich text itself (a bold name over a card's text), every part that
  is not the view's own markup goes through :func:`escape`, and :func:`rich` marks the
  whole as rich so Qt never guesses.

Content carries no markup of its own: there is no sanitiser and no allowed tag, so no
image, link or style from a content file is ever rendered. ``eldertable validate`` refuses
markup-looking content text (docs/scenario-format.md, "Text").
"""

from __future__ import annotations

import html

RICH_START = "<qt>"


def escape(text: object) -> str:
    """``text`` as HTML that shows exactly its characters (``<`` as ``&lt;``)."""
    return html.escape("" if text is None else str(text), quote=False)


def rich(markup: str) -> str:
    """Rich text the view composed (content parts escaped), marked so Qt never guesses."""
    if not markup or markup.startswith(RICH_START):
        return markup
    return RICH_START + markup + "</qt>"


def tip(text: object) -> str:
    """A tooltip that shows ``text`` as written, line breaks kept ("" stays "")."""
    words = "" if text is None else str(text)
    if not words:
        return ""
    return rich(escape(words).replace("\n", "<br>"))


def plain(label):
    """``label`` (a QLabel, or anything with setTextFormat) showing its text as written."""
    from PySide6.QtCore import Qt  # not at import: the window's first paint comes first

    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


#: the property that keeps a widget's tooltip as words (what :func:`set_tip` was given)
WORDS = "tipWords"


def set_tip(widget, words: str) -> None:
    """Give ``widget`` the tooltip ``words``, shown as written; :func:`tip_words` reads
    them back (``toolTip()`` holds the escaped form)."""
    widget.setProperty(WORDS, words)
    widget.setToolTip(tip(words))


def tip_words(widget) -> str:
    value = widget.property(WORDS)
    return value if isinstance(value, str) else ""


def button_text(text: str) -> str:
    """``text`` for a button or menu item, its ``&`` shown rather than taken as the key
    to underline ("Salt & Iron" stays so, not "Salt _Iron")."""
    return text.replace("&", "&&")
