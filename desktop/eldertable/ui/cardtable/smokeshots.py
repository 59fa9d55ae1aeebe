"""``eldertable smoke``'s pictures of the card tables' own screens: a card inspected on the
Magnum Opus and the Miskatonic tables, and the transmutation preview before the roll, each in
English and in Chinese (when its translation is there)."""

from __future__ import annotations


def _uncover(window) -> None:
    if window.handoff.covered():
        window.handoff.reveal()


def _card(view, prefer: str):
    """The piece ``prefer`` (a piece id prefix), else the first card with a face."""
    pieces = [p for pid, p in view.pieces.items() if pid.startswith(prefer)]
    pieces += [p for p in view.pieces.values() if getattr(p, "face", None) is not None]
    return pieces[0] if pieces else None


def _both_languages(shoot, widget, name: str, refresh=None) -> None:
    from .. import i18n

    from PySide6.QtWidgets import QApplication

    shoot(widget, name)
    if i18n.qm_path(i18n.CHINESE) is not None:
        i18n.set_language(i18n.CHINESE)
        QApplication.processEvents()
        if refresh is not None:
            refresh()
        shoot(widget, f"{name}-zh_CN")
        i18n.set_language(i18n.ENGLISH)
        if refresh is not None:
            refresh()


def _mo_ready(controller) -> None:
    """A scripted Magnum Opus game up to Alchemist 1's complete Lead x Moonpetal experiment
    (the dice in data order: 8, 1 make Alchemist 1 go first)."""
    from ...engine.chance import ScriptedChance
    from ...games.magnum_opus import actions as A
    from ...games.magnum_opus import card_id, make_config

    controller.new_game("magnum-opus", make_config(["human", "human"]), 1,
                        chance=ScriptedChance([8, 1]))

    def first(cid: str) -> str:
        hand = controller.observation(0)["seats"][0]["hand"] or []
        return next(x for x in hand if card_id(x) == cid)

    for act in (A.PlayTradeskill(first("prepare-herbs"), "gold"), A.EndPhase(),
                A.Buy("lead"), A.Buy("moonpetal")):
        controller.act(act)
    need = {"attempt-transmutation", "lead", "moonpetal"}
    for _ in range(80):
        obs = controller.observation(0)
        held = {card_id(x) for x in obs["seats"][0]["hand"] or []}
        if obs["current"] == 0 and obs["phase"] == "experiment" and need <= held:
            break
        controller.act(A.EndPhase())
    for cid in ("attempt-transmutation", "lead", "moonpetal"):
        act = (A.StartTransmutation(first(cid)) if cid == "attempt-transmutation"
               else A.AddToExperiment(first(cid)))
        controller.act(act)


def card_table_screens(window, shoot) -> None:
    from PySide6.QtWidgets import QApplication

    from ...games.miskatonic import make_config as mm_config

    # A card inspected on each table.
    for game, config, prefer in (
            ("magnum-opus", None, "card:attempt-transmutation"),
            ("miskatonic", mm_config(["human", "human"], {}), "card:leader")):
        if config is None:
            from ...games.magnum_opus import make_config

            config = make_config(["human", "human"])
        window.controller.new_game(game, config, 1)
        _uncover(window)
        QApplication.processEvents()
        view = window.table
        piece = _card(view, prefer)
        if piece is None:
            continue
        view.inspect(piece)
        _both_languages(shoot, window, f"table-{game}-inspect",
                        refresh=lambda v=view, p=piece.piece_id: v.inspect(v.pieces[p]))
        view.close_inspector()
        window.controller.close_game()
    # The transmutation preview before the roll.
    _mo_ready(window.controller)
    _uncover(window)
    QApplication.processEvents()
    dialog = getattr(window.table, "transmute_dialog", None)
    if dialog is not None and dialog.previewing:
        _both_languages(shoot, dialog, "magnum-opus-transmute-preview",
                        refresh=lambda: dialog.preview_from(window.table.obs))
        dialog.hide()
    window.controller.close_game()
    window.show_start_page()
