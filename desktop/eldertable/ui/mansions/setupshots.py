"""The windows of its own Mansions gives the smoke run (ui/tables.py ``smoke_windows``):
the walk through a map, and the setup dialog at its scenario browser and at its
investigator picker, in English and in Chinese. The Chinese pictures come first: each
English one sets the language back, so the smoke run goes on in English."""

from __future__ import annotations


def _dialog(main_window, edition: str, chinese: bool):
    from PySide6.QtWidgets import QApplication

    from .. import i18n

    if chinese and i18n.qm_path(i18n.CHINESE) is not None:
        i18n.set_language(i18n.CHINESE)  # no setting written
    else:
        i18n.set_language(i18n.ENGLISH)
    dialog = main_window.new_game_dialog("mansions", seed=1)
    dialog.set_edition(edition)
    dialog.count_spin.setValue(2)
    for _ in range(3):
        QApplication.processEvents()
    return dialog


def _browser(chinese: bool):
    def open_it(main_window):
        dialog = _dialog(main_window, "second", chinese)
        dialog.parts.browser.list.setCurrentRow(0)
        return dialog
    return open_it


def _picker(chinese: bool):
    def open_it(main_window):
        from PySide6.QtWidgets import QApplication

        dialog = _dialog(main_window, "first", chinese)
        picker = dialog.parts.picker
        for iid in ("hettie-marsh", "julian-fairweather"):
            picker.toggle(iid)
        dialog.resize(1200, 800)
        dialog.show()
        QApplication.processEvents()
        for _ in range(3):
            QApplication.processEvents()
        area = dialog.scroll_area  # the picker's bottom (its ability text) in sight
        box = dialog.parts.picker_box
        area.verticalScrollBar().setValue(box.geometry().bottom() + 8
                                          - area.viewport().height())
        return dialog
    return open_it


def smoke_windows() -> dict:
    from .walkthrough import smoke_windows as walks

    return {"setup-scenarios-zh_CN": _browser(True),
            "setup-investigators-zh_CN": _picker(True),
            "setup-scenarios": _browser(False),
            "setup-investigators": _picker(False),
            **walks()}
