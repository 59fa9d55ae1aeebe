"""packaging/build.py's smoke checker rejects text samples drawn as boxes (issue 28).

A real render passes; a deliberately broken one (the font's missing glyph for every
character, drawn boxes, a blank picture, no count of characters) fails with its reason.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _build():
    spec = importlib.util.spec_from_file_location("_eldertable_build_text",
                                                  ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _save(image, path: Path, characters: int | None) -> Path:
    if characters is not None:
        image.setText("characters", str(characters))
    assert image.save(str(path))
    return path


def test_smoke_text_samples_pass_when_real_and_fail_when_boxes(qapp, tmp_path):
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QImage, QPainter

    from eldertable.ui import selfcheck as ui
    from eldertable.ui.app import create_app
    from eldertable.ui.smoke import write_text_samples

    create_app()
    build = _build()
    good = tmp_path / "good"
    good.mkdir()
    write_text_samples(good, [])
    assert build.text_problems(good) == []

    bad = tmp_path / "bad"
    bad.mkdir()
    families = [ui.zh_font()]
    tofu = ui.render(ui.MISSING * 10, families)  # what this font draws for a missing glyph
    _save(tofu, bad / "text-zh_CN.png", 10)
    boxes = QImage(400, 60, QImage.Format.Format_Grayscale8)
    boxes.fill(Qt.GlobalColor.white)
    painter = QPainter(boxes)
    for i in range(12):
        painter.drawRect(QRect(10 + 30 * i, 10, 20, 36))
    painter.end()
    _save(boxes, bad / "text-en.png", 12)
    problems = build.text_problems(bad)
    assert len(problems) == 2, problems
    assert problems[0] == "text-en.png: all 12 glyphs have the same shape (boxes instead of text)"
    assert problems[1].startswith("text-zh_CN.png: ")
    assert "boxes" in problems[1] or "blank" in problems[1]

    blank = QImage(200, 40, QImage.Format.Format_Grayscale8)
    blank.fill(Qt.GlobalColor.white)
    _save(blank, bad / "text-en.png", 5)
    (bad / "text-zh_CN.png").unlink()
    assert build.text_problems(bad) == ["text-en.png: no text was drawn (blank)",
                                        "text-zh_CN.png: missing"]
    plain = QImage(200, 40, QImage.Format.Format_Grayscale8)
    plain.fill(Qt.GlobalColor.white)
    assert build.text_png_problem(_save(plain, bad / "plain.png", None)) == \
        "does not say how many characters it shows"
