"""Clicking the board: a click on a space, or on a token or monster in it, opens a small
menu of the legal actions that belong there (move here, search this token, attack this
monster, set fire here...), as the FFG app does when the search token itself is tapped.
The action bar stays; the menu's words are the bar's own (unique) labels, and choosing one
goes through the bar's path (:meth:`BoardChrome.chosen`).

An action belongs to a space when it names the space (``to``), a token in it or at one of
its doors, or a figure standing in it; the few actions that name nothing (Set fire,
Escape, Trade) belong to the space of the figure whose turn it is.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMenu

from ..plaintext import button_text

PLACELESS = ("SetFire", "Escape", "Trade")
NAMING = ("token", "monster", "victim", "target")


def actions_here(index: int, obs: dict[str, Any], legal: list) -> list:
    """The legal actions of ``legal`` that belong to space ``index`` (observation ``obs``)."""
    m = obs.get("map") or {}
    doors = {d["id"]: d for d in m.get("doors", ())}
    tokens = {t["id"] for t in m.get("tokens", ())
              if t["space"] == index
              or (t["door"] is not None and index in doors.get(t["door"], {}).get("spaces", ()))}
    figures = {f["id"] for f in m.get("figures", ()) if f["space"] == index}
    mover = obs.get("active")
    mover_here = mover is not None and mover in figures
    out = []
    for act in legal:
        kind = type(act).__name__
        if getattr(act, "to", None) == index and kind != "Give":
            out.append(act)
        elif any(getattr(act, name, None) in tokens | figures for name in NAMING
                 if getattr(act, name, None)):
            out.append(act)
        elif kind == "Push" and getattr(act, "figure", None) in figures:
            out.append(act)
        elif kind in PLACELESS and mover_here:
            out.append(act)
    return out


class BoardMenu(QMenu):
    """The menu one click on the board opens (kept on the view as ``board_menu``)."""

    def __init__(self, view, acts: list, labels: dict[int, str]):
        super().__init__(view)
        self.setObjectName("board-menu")
        self.view = view
        self.acts = list(acts)
        for act in acts:
            entry = self.addAction(button_text(labels[id(act)]))
            entry.setData(act)
            entry.triggered.connect(lambda _=False, a=act: self._chosen(a))

    def _chosen(self, act) -> None:
        self.view.chrome.chosen(act)

    def labels(self) -> list[str]:
        return [a.text() for a in self.actions()]


def offer(view, index: int, global_pos) -> BoardMenu | None:
    """Open the menu of space ``index`` at ``global_pos``; None when nothing belongs there."""
    controller = view.controller
    if controller.busy() or not controller.is_human(view.seat) \
            or controller.current_player() != view.seat:
        return None
    obs = view.observation()
    acts = actions_here(index, obs, controller.legal_actions(view.seat))
    if not acts:
        return None
    bar = view.chrome.bar
    labels = bar._labels(acts, obs) if hasattr(bar, "_labels") else {
        id(a): type(a).__name__ for a in acts}
    close_menu(view)
    menu = BoardMenu(view, acts, labels)
    view.board_menu = menu
    menu.popup(global_pos)
    return menu


def close_menu(view) -> None:
    """Close the board's menu, if one is open (the state changed, or the curtain fell)."""
    old = getattr(view, "board_menu", None)
    if old is not None:
        view.board_menu = None
        old.close()
        old.deleteLater()
