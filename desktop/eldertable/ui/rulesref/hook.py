""""Rules for this": the one hook every game's table uses to open the reference.

A table adds the entry to its right-click menu with ``add_rules_entry(menu, view, pos)``
and lets its phase bar offer it with ``watch_bar(bar, view)``. What lies under the mouse
becomes a topic key (the piece id of a card, token, space: ``"card:nightmares"``,
``"loc:library"``; the phase: ``"phase:reveal"``) and the reference's ``topics`` table
maps keys to sections. A key is tried as it is, then without a copy number
(``card:lead#3`` -> ``card:lead``), then by its prefix (``card``), then the phase.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint
from PySide6.QtWidgets import QMenu, QWidget

from .dialog import RulesReference, reference_for
from .model import ReferenceError, load

C = "RulesReference"


def candidates(piece_id: str | None, phase: str | None) -> list[str]:
    """The topic keys to try for a piece (most specific first), then the phase."""
    keys: list[str] = []
    if piece_id:
        keys.append(piece_id)
        base = piece_id.split("#", 1)[0]
        keys.append(base)
        parts = base.split(":")
        for n in range(len(parts) - 1, 0, -1):
            keys.append(":".join(parts[:n]))
    if phase:
        keys.append(f"phase:{phase}")
    keys.append("game")
    return list(dict.fromkeys(keys))


def _game(view) -> tuple[str | None, dict | None]:
    record = getattr(getattr(view, "controller", None), "record", None)
    if record is None:
        return None, None
    return record.game, record.config


def _phase(view) -> str | None:
    obs = getattr(view, "obs", None) or getattr(view, "observation", None)
    if callable(obs):
        try:
            obs = obs()
        except Exception:  # noqa: BLE001 - no observation (no game): no phase
            obs = None
    phase = obs.get("phase") if isinstance(obs, dict) else None
    return str(phase) if phase is not None else None


def piece_at(view, pos: QPoint) -> str | None:
    """The topic key of the topmost piece, figure or token at ``pos`` in the view."""
    for item in view.items(pos):
        while item is not None:
            key = _key_of(item)
            if key:
                return key
            item = item.parentItem()
    return None


def _key_of(item) -> str | None:
    kind = getattr(item, "kind", None)
    figure = getattr(item, "fig", None)
    if isinstance(figure, str) and isinstance(kind, str):
        return f"fig:{kind}:{figure}"  # a figure on a map: investigator or monster
    piece = getattr(item, "piece_id", None)
    if isinstance(piece, str) and piece:
        return piece
    if isinstance(getattr(item, "token_id", None), str) and isinstance(kind, str):
        return f"token:{kind}"  # a token on a map: search, explore, person ...
    return None


def topic_for(view, piece_id: str | None) -> tuple[str, str] | None:
    """(reference, section id) for a piece of the view's game, or None without a game."""
    game, config = _game(view)
    if game is None:
        return None
    reference = reference_for(game, config)
    try:
        ref = load(reference)
    except ReferenceError:
        return None
    for key in candidates(piece_id, _phase(view)):
        if key in ref.topics:
            return reference, ref.topics[key]
    return reference, ref.sections[0].id


def open_rules(view, piece_id: str | None = None) -> RulesReference | None:
    """Open the reference at the section for ``piece_id`` (or the phase) of ``view``'s game."""
    found = topic_for(view, piece_id)
    if found is None:
        return None
    game, config = _game(view)
    reference, section = found
    dialog = RulesReference(game, config, view.window(), reference=reference)
    dialog.show_page(f"s:{section}")
    dialog.setObjectName("RulesReference")
    dialog.show()
    view._rules_reference = dialog  # keep it alive; one at a time per table
    return dialog


def add_rules_entry(menu: QMenu, view, pos: QPoint, piece_id: str | None = None) -> None:
    """Append "Rules for this" to ``menu`` for what lies at ``pos`` (view coordinates)."""
    if _game(view)[0] is None:
        return
    piece = piece_id if piece_id is not None else piece_at(view, pos)
    if not menu.isEmpty():
        menu.addSeparator()
    action = menu.addAction(QCoreApplication.translate(C, "Rules for this"))
    action.setObjectName("rules-for-this")
    action.triggered.connect(lambda _checked=False: open_rules(view, piece))


class _BarWatch(QObject):
    def __init__(self, bar: QWidget, view):
        super().__init__(bar)
        self.view = view

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ContextMenu:
            menu = QMenu(watched)
            menu.setObjectName("rules-menu")
            add_rules_entry(menu, self.view, QPoint(-1, -1), piece_id="")
            if not menu.isEmpty():
                menu.exec(event.globalPos())
            return True
        return False


def watch_bar(bar: QWidget, view) -> None:
    """A right click anywhere on ``bar`` (the phase bar) offers the rules of the phase."""
    bar.installEventFilter(_BarWatch(bar, view))  # its buttons pass the event up to it
