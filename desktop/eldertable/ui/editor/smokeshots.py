"""The scenario editor's pictures for ``eldertable smoke``: a shipped scenario of each
edition open in it, its map with the inspector on a tile, its story forms and its event
flow, in English and in Chinese."""

from __future__ import annotations

from ...resources import asset

SHOTS = (("quiet-greenhouse", "second"), ("wardens-garden", "first"))


def editor_screens(parent, shoot, languages=("en", "zh_CN"), size=(1440, 900)) -> None:
    from .. import i18n
    from .window import EditorWindow

    for language in languages:
        if language != i18n.ENGLISH and i18n.qm_path(language) is None:
            continue
        i18n.set_language(language)
        suffix = "" if language == i18n.ENGLISH else f"-{language}"
        for sid, edition in SHOTS:
            path = asset("games", "mansions", "scenarios", f"{sid}.json")
            if not path.is_file():
                continue
            window = EditorWindow()
            window.resize(*size)
            if not window.open_file(str(path), ask=False):
                window.close()
                continue
            window.checker.wait_for_result()
            window.doc.select(("map", "tiles", 1))
            window.tabs.setCurrentWidget(window.map_page)
            shoot(window, f"editor-map-{edition}{suffix}")
            window.tabs.setCurrentWidget(window.story)
            window.doc.select(("events", 0))
            window.tabs.setCurrentWidget(window.story)
            shoot(window, f"editor-story-{edition}{suffix}")
            window.tabs.setCurrentWidget(window.flow)
            shoot(window, f"editor-flow-{edition}{suffix}")
            window.hide()
            window.close()
    i18n.set_language(i18n.ENGLISH)
