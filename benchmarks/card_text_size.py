#!/usr/bin/env python3
"""The smallest words on the card tables at each window size: opens the Magnum Opus and the
Miskatonic tables (scripted openings) at 1366x768, 1600x1000, 1920x1080 and 3840x2160, in
English and in Chinese, and prints, per table and size, the view's scale and the smallest,
the median and the largest word any piece paints, in device pixels (the font's pixel size
times the painter's scale, the view's fit included), and the smallest caption lying on the
table, and the card names drawn cut short ("…"); the words any piece draws shortened with
"…" ("elided") or cut by their box's edge ("clipped", measured at the size the device draws
them), and the captions lying on the table that run off it or into another. Then every
card of each game's box, painted alone at the scale each window size shows a card at: the
smallest word, and the cards whose words are elided with no "more: hover or Space" cue on
the face, or clipped. Optionally writes a PNG of each table.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_text_size.py [--png DIR]

Prints one JSON line per table, size and language, then a summary line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile

SIZES = ((1366, 768), (1600, 1000), (1920, 1080), (3840, 2160))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--png", default="", help="a folder to write a PNG of each table into")
    args = ap.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("ELDERTABLE_HOME", tempfile.mkdtemp(prefix="et-bench-"))

    from PySide6.QtWidgets import QApplication

    from eldertable.engine.chance import ScriptedChance
    from eldertable.games.magnum_opus import make_config as mo_config
    from eldertable.games.miskatonic import make_config as mm_config
    from eldertable.ui import i18n
    from eldertable.ui.app import create_app
    from eldertable.ui.cardtable.cardpaint import MIN_SCREEN_PX
    from eldertable.ui.cardtable.textsize import (caption_sizes, clipped_captions, cut_words,
                                                  drawn_words, painted_sizes)
    from eldertable.ui.mainwindow import MainWindow

    create_app()
    window = MainWindow()
    window.show()
    languages = [i18n.ENGLISH] + ([i18n.CHINESE] if i18n.qm_path(i18n.CHINESE) else [])

    def settle() -> None:
        for _ in range(20):
            QApplication.processEvents()
        while window.controller.busy():
            QApplication.processEvents()

    worst = 99.0
    scales = {}
    for game, config, dice in (("magnum-opus", mo_config(["human", "human"]), [8, 1]),
                               ("miskatonic", mm_config(["human", "human"], {}), [])):
        window.controller.new_game(game, config, 1, chance=ScriptedChance(dice))
        settle()
        if window.handoff.covered():
            window.handoff.reveal()
        for language in languages:
            i18n.set_language(language)
            for width, height in SIZES:
                window.resize(width, height)
                settle()
                view = window.table
                sizes = painted_sizes(view)
                captions = caption_sizes(view)
                names = {p.face.name for p in view.pieces.values()
                         if getattr(p, "face", None) is not None}
                cut = sorted({a for a, d in drawn_words(view) if a in names and d != a})
                words = cut_words(view)
                worst = min(worst, min(sizes))
                scales[(game, language, f"{width}x{height}")] = view.transform().m11()
                print(json.dumps({
                    "table": game, "language": language, "window": f"{width}x{height}",
                    "view_scale": round(view.transform().m11(), 3),
                    "smallest_px": round(min(sizes), 1),
                    "median_px": round(statistics.median(sizes), 1),
                    "largest_px": round(max(sizes), 1), "words": len(sizes),
                    "smallest_caption_px": round(min(captions), 1) if captions else None,
                    "names": len(names), "names_cut_short": cut,
                    "elided": words["elided"], "clipped": words["clipped"],
                    "captions_clipped": clipped_captions(view)}))
                if args.png:
                    os.makedirs(args.png, exist_ok=True)
                    window.grab().save(os.path.join(
                        args.png, f"{game}-{width}x{height}-{language}.png"))
        i18n.set_language(i18n.ENGLISH)
        window.controller.close_game(emit=False)
        settle()
    gallery(scales)
    print(json.dumps({"minimum_px": MIN_SCREEN_PX, "smallest_anywhere_px": round(worst, 1),
                      "ok": worst >= MIN_SCREEN_PX}))


def gallery(scales) -> None:
    """Every card of both boxes alone, at each table's scale: one JSON line per game,
    language and window size."""
    from eldertable.ui import i18n
    from eldertable.ui.cardtable.textsize import cut_when_painted

    for (game, language, window), scale in sorted(scales.items()):
        if game != "magnum-opus":
            continue
        i18n.set_language(language)
        elided, clipped, smallest, cued = [], [], 99.0, 0
        for card, size, paint, cue in faces(game):
            found = cut_when_painted(paint, size.width(), size.height(), scale)
            smallest = min(smallest, found["smallest_px"][0])
            drew_cue = bool(set(found["drawn"]) & set(cue))
            cued += drew_cue
            if found["elided"] and not drew_cue:
                elided.append(card)
            if found["clipped"]:
                clipped.append(card)
        print(json.dumps({"gallery": game, "language": language, "window": window,
                          "scale": round(scale, 3), "cards": len(list(faces(game))),
                          "smallest_px": round(smallest, 1), "with_more_cue": cued,
                          "elided_without_cue": elided, "clipped": clipped}))
    i18n.set_language(i18n.ENGLISH)


def faces(game: str):
    """(card id, size, paint(painter, rect), the cue's words) for every card of a game."""
    if game == "magnum-opus":
        from eldertable.games.magnum_opus.rules import make_rules
        from eldertable.ui.magnum_opus.cardface import more_words, paint_face
        from eldertable.ui.magnum_opus.cards import MagnumOpusCards
        from eldertable.ui.magnum_opus.layout import CARD

        book = MagnumOpusCards({})
        for card in sorted(make_rules({}).cards):
            face = book.face(card)
            yield card, CARD, (lambda p, r, f=face: paint_face(p, r, f, 1.0)), more_words()
    # Miskatonic cards show their name, type and where they are played, never rules text:
    # the tables' lines above measure them.


if __name__ == "__main__":
    main()
