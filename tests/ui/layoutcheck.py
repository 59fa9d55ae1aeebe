"""A generic layout checker: words cut off, widgets cut off by their parent, siblings on
top of each other. ``problems(window)`` lists them as readable lines, empty when all is well.

What counts:
* a label, button, check box, combo box, group box or tab whose text needs more room than
  it has (``QFontMetrics`` of its own font against its geometry; a word-wrapped label by its
  height for its width). A text that the code elided on purpose (it holds "…", or the
  widget has the property ``elides``) is left be.
* a widget that sticks out of its parent (not inside a scrolling viewport, whose content
  may scroll by design);
* two visible siblings that overlap, other than the parts of a scroll area (viewport,
  scroll bars) that lie under its overlays by design. A widget that a sibling above it
  covers whole (the hand-off curtain over the window) is not seen, so not checked.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QCheckBox, QComboBox,
                               QGroupBox, QLabel, QPushButton, QRadioButton, QSplitterHandle,
                               QStyle, QStyleOptionButton, QTabBar, QToolButton, QWidget)

SLACK = 1  # pixels of rounding forgiven
_ACCEL = re.compile(r"&(.)")
_SCROLL_PARTS = {"qt_scrollarea_viewport", "qt_scrollarea_hcontainer",
                 "qt_scrollarea_vcontainer"}


def _visible_text(text: str) -> str:
    return _ACCEL.sub(lambda m: m.group(1), text.replace("&&", "\0")).replace("\0", "&")


def name(widget: QWidget) -> str:
    """Where a widget is, in words: its class, object name and text, and its parents'."""
    parts = []
    w = widget
    while w is not None and len(parts) < 4:
        label = type(w).__name__
        if w.objectName():
            label += f"#{w.objectName()}"
        text = _text_of(w)
        if text and w is widget:
            label += f" {text[:40]!r}"
        parts.append(label)
        w = w.parentWidget()
    return " < ".join(parts)


def _text_of(w: QWidget) -> str:
    if isinstance(w, (QLabel, QAbstractButton)):
        return _visible_text(w.text()) if isinstance(w, QAbstractButton) else w.text()
    if isinstance(w, QGroupBox):
        return w.title()
    if isinstance(w, QComboBox):
        return w.currentText()
    return ""


def _in_scroll_viewport(w: QWidget) -> bool:
    p = w.parentWidget()
    while p is not None:
        if p.objectName() == "qt_scrollarea_viewport":
            return True
        p = p.parentWidget()
    return False


def _shown_children(w: QWidget, top: QWidget) -> list[QWidget]:
    """Visible child widgets in stacking order (bottom first), without those that a sibling
    above covers whole (a curtain over the window hides what lies under it)."""
    kids = [c for c in w.children() if isinstance(c, QWidget) and not c.isWindow()
            and c.isVisibleTo(top)]
    shown = []
    for i, c in enumerate(kids):
        above = [s for s in kids[i + 1:] if not _scroll_part(s)]
        if not _scroll_part(c) and any(s.geometry().contains(c.geometry()) for s in above):
            continue
        shown.append(c)
    return shown


def _widgets(top: QWidget):
    stack = [top]
    while stack:
        w = stack.pop()
        yield w
        stack += _shown_children(w, top)


def _clipped(w: QWidget) -> str | None:
    if w.property("elides"):
        return None  # the widget ends its text in "…" where it is cut, on purpose
    fm = w.fontMetrics()
    rect = w.contentsRect()
    if isinstance(w, QLabel):
        text = w.text()
        if not text or (w.pixmap() is not None and not w.pixmap().isNull()) or "…" in text:
            return None
        if w.wordWrap():
            need_h = w.heightForWidth(w.width())
            if need_h > w.height() + SLACK:
                return f"wrapped text needs {need_h} px of height, has {w.height()}"
            return None
        hint = w.sizeHint()
        if hint.width() > w.width() + SLACK:
            return f"text needs {hint.width()} px, has {w.width()}"
        if hint.height() > w.height() + SLACK and rect.height() < fm.height():
            return f"text needs {fm.height()} px of height, has {rect.height()}"
        return None
    if isinstance(w, QAbstractButton):
        text = _visible_text(w.text())
        if not text or "…" in text:
            return None
        if isinstance(w, QPushButton):
            opt = QStyleOptionButton()
            w.initStyleOption(opt)
            margin = w.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, opt, w)
            icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
            need = fm.horizontalAdvance(text) + icon + margin
        elif isinstance(w, (QCheckBox, QRadioButton, QToolButton)):
            need = w.sizeHint().width()
        else:
            return None
        if need > w.width() + SLACK:
            return f"text needs {need} px, has {w.width()}"
        if w.height() + SLACK < fm.height():
            return f"text needs {fm.height()} px of height, has {w.height()}"
        return None
    if isinstance(w, QComboBox):
        text = w.currentText()
        arrow = w.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, w)
        need = fm.horizontalAdvance(text) + arrow + 8
        if text and "…" not in text and need > w.width() + SLACK:
            return f"current item needs {need} px, has {w.width()}"
        return None
    if isinstance(w, QGroupBox) and w.title():
        need = fm.horizontalAdvance(_visible_text(w.title())) + 16
        if need > w.width() + SLACK:
            return f"title needs {need} px, has {w.width()}"
        return None
    if isinstance(w, QTabBar):
        for i in range(w.count()):
            if w.tabSizeHint(i).width() > w.tabRect(i).width() + SLACK:
                return f"tab {w.tabText(i)!r} needs {w.tabSizeHint(i).width()} px, " \
                       f"has {w.tabRect(i).width()}"
    return None


def _scroll_part(w: QWidget) -> bool:
    if w.objectName() in _SCROLL_PARTS or isinstance(w, QSplitterHandle):
        return True
    parent = w.parentWidget()
    return isinstance(parent, QAbstractScrollArea) and w is parent.viewport()


def _overlaps(parent: QWidget, children: list[QWidget]) -> list[str]:
    out = []
    shown = [c for c in children if not _scroll_part(c)]
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            both = a.geometry().intersected(b.geometry())
            if both.width() > 2 and both.height() > 2:
                out.append(f"overlap: {name(a)} and {name(b)} share {both.width()}x"
                           f"{both.height()} px at ({both.x()}, {both.y()})")
    return out


def problems(top: QWidget) -> list[str]:
    """Every clipped text, cut-off widget and overlap in ``top`` (a shown window)."""
    found: list[str] = []
    for w in _widgets(top):
        why = _clipped(w)
        if why:
            found.append(f"clipped: {name(w)}: {why}")
        children = _shown_children(w, top)
        if not _in_scroll_viewport(w) and w.objectName() != "qt_scrollarea_viewport":
            inside = QRect(0, 0, w.width(), w.height()).adjusted(-SLACK, -SLACK, SLACK, SLACK)
            for c in children:
                if not _scroll_part(c) and not inside.contains(c.geometry()):
                    found.append(f"outside: {name(c)} sticks out of its parent "
                                 f"({c.geometry().getRect()} in {w.width()}x{w.height()})")
        found += _overlaps(w, children)
    return found
