"""The layout checker itself: it finds cut-off words, widgets sticking out and overlaps,
and leaves tidy layouts, covered widgets and deliberate elision alone."""

from __future__ import annotations

import layoutcheck
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QHBoxLayout, QLabel,
                               QPushButton, QVBoxLayout, QWidget)


def _shown(qtbot, widget, w=320, h=160):
    qtbot.addWidget(widget)
    widget.resize(w, h)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_a_tidy_layout_has_no_problems(qtbot):
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("A short line"))
    wrapped = QLabel("A longer sentence that wraps onto more lines when it must. " * 3)
    wrapped.setWordWrap(True)
    layout.addWidget(wrapped)
    row = QHBoxLayout()
    row.addWidget(QCheckBox("Remember"))
    row.addWidget(QPushButton("Open"))
    layout.addLayout(row)
    assert layoutcheck.problems(_shown(qtbot, dialog, 420, 260)) == []


def test_cut_words_sticking_out_and_overlaps_are_found(qtbot):
    dialog = QDialog()
    label = QLabel("a rather long text that cannot fit", dialog)
    label.setGeometry(0, 0, 40, 20)
    button = QPushButton("Press this long button", dialog)
    button.setGeometry(20, 5, 50, 30)
    box = QCheckBox("Check this long option", dialog)
    box.setGeometry(280, 100, 120, 24)  # also sticks out of the 320 px dialog
    wrapped = QLabel("Words that wrap need height. " * 6, dialog)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 60, 200, 20)
    found = layoutcheck.problems(_shown(qtbot, dialog))
    text = "\n".join(found)
    assert "clipped: QLabel 'a rather long text" in text
    assert "clipped: QPushButton 'Press this long button'" in text
    assert "clipped: QCheckBox 'Check this long option'" in text
    assert "wrapped text needs" in text
    assert "outside: QCheckBox 'Check this long option' < QDialog sticks out" in text
    assert "overlap: QLabel 'a rather long text that cannot fit' < QDialog and " \
           "QPushButton 'Press this long button' < QDialog" in text


def test_a_widget_covered_by_a_sibling_is_not_seen(qtbot):
    window = QWidget()
    hidden = QLabel("under the curtain, far too long for its place", window)
    hidden.setGeometry(10, 10, 30, 20)
    curtain = QWidget(window)
    curtain.setGeometry(0, 0, 320, 160)
    curtain.raise_()
    _shown(qtbot, window)
    assert layoutcheck.problems(window) == []
    curtain.hide()
    assert any("under the curtain" in p for p in layoutcheck.problems(window))


def test_elision_on_purpose_is_allowed(qtbot):
    window = QWidget()
    combo = QComboBox(window)
    combo.addItem("A choice described by a whole long sentence of words")
    combo.setGeometry(0, 0, 120, 28)
    _shown(qtbot, window)
    assert any("current item needs" in p for p in layoutcheck.problems(window))
    combo.setProperty("elides", True)
    assert layoutcheck.problems(window) == []
