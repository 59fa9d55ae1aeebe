"""``eldertable smoke``'s pictures of the card tables' own screens: a card inspected on the
Magnum Opus and the Miskatonic tables, the transmutation preview before the roll, a
Miskatonic reveal in progress (the cards turned over, then a roll) and a bot's turn shown
step by step, each in English and in Chinese (when its translation is there)."""

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


def _languages():
    from .. import i18n

    yield i18n.ENGLISH, ""
    if i18n.qm_path(i18n.CHINESE) is not None:
        yield i18n.CHINESE, "-zh_CN"


def _wait(condition, ms: int = 30000) -> bool:
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    clock = QElapsedTimer()
    clock.start()
    while not condition():
        if clock.elapsed() > ms:
            return False
        QApplication.processEvents()
    return True


def _settle(ms: int) -> None:
    """Let the animations of a beat run for ``ms`` milliseconds."""
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < ms:
        QApplication.processEvents()


def paced_screens(window, shoot) -> None:
    """A Miskatonic reveal and a Magnum Opus bot turn, paced step by step. A language
    change rebuilds the table (and drops the beats), so each language plays its own."""
    from PySide6.QtWidgets import QApplication

    from .. import i18n
    from ...engine.chance import ScriptedChance
    from ...games.magnum_opus import make_config as mo_config
    from ...games.miskatonic import actions as M
    from ...games.miskatonic import make_config as mm_config
    from ..pace import pace, set_pace

    before = pace()
    set_pace("step")
    try:
        for language, suffix in _languages():
            i18n.set_language(language)
            c = window.controller
            chance = ScriptedChance([])
            c.new_game("miskatonic", mm_config(["human", "human"], {}), 1, chance=chance)
            for act in (M.PlaceCard("cultist_1", "campus_park"),
                        M.PlaceCard("starting_cultist_1", "library"),
                        M.PlaceCard("nightmares", "anthropology"),
                        M.PlaceCard("starting_cultist_2", "sports_field"),
                        M.PlaceCard("cultist_2", "research_wing"),
                        M.PlaceCard("leader", "research_wing"), M.EndPlay(),
                        M.PlaceInvestigator("johnny_dark", "campus_park"),
                        M.PlaceInvestigator("heather_brooks", "library"),
                        M.PlaceInvestigator("dr_mendum", "sports_field"),
                        M.EndInvestigation()):
                _uncover(window)
                c.act(act)
            _uncover(window)
            QApplication.processEvents()
            view = window.table
            chance.push(5, 5, 5, 1, 1, 1)
            view.apply(M.RevealLocation("campus_park"))
            if view.pacing():
                window.show()
                _settle(900)  # the cards have turned over
                shoot(window, f"table-miskatonic-reveal-flip{suffix}")
                for _ in range(2):
                    view.pacer.go_on()
                _settle(700)  # the dice have tumbled and landed
                shoot(window, f"table-miskatonic-reveal-roll{suffix}")
                view.pacer.flush()
            c.close_game()
            c.new_game("magnum-opus", mo_config(["bot:default", "human"]), 2)
            view = window.table
            if _wait(lambda v=view: v.pacing() and not c.busy()):
                view.pacer.go_on()
                _settle(800)  # the cards have glided, the Gold has counted
                shoot(window, f"table-magnum-opus-bot-turn{suffix}")
                view.pacer.flush()
            c.close_game()
    finally:
        i18n.set_language(i18n.ENGLISH)
        set_pace(before)


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
    paced_screens(window, shoot)
    window.show_start_page()
