"""Moves on the card tables glide: after an action, every card or figure that is still on the
table but now lies in another place slides from where it was to its new place.

The table is rebuilt from the observation after each action (``follow`` of each card table),
so a piece is recognised by its id: :meth:`Motion.glide` gets the ids and positions from
before the rebuild, puts each moved piece back where it was and animates its ``pos`` to
where the rebuild put it. The animations run on their own and never hold up the mouse: a
press on the table finishes them at once (the piece pressed stays under the cursor), and so
does a new rebuild or a reset. A table rebuilt from a
save, a language change or a change of seat (:meth:`TableView.reset`) does not glide.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEasingCurve, QObject, QParallelAnimationGroup, QPointF, \
    QPropertyAnimation

DURATION = 260  # milliseconds
ABOVE = 40.0  # a gliding piece passes over places, cards and figures (below banners, 50)


class Motion(QObject):
    """``movers``: the piece id prefixes of what travels between places (places, tracks and
    piles stay put); ``arrivals``: how a piece new to the table finds where it came from
    (None: it simply appears)."""

    def __init__(self, view, movers: tuple[str, ...], arrivals=None):
        super().__init__(view)
        self.view = view
        self.movers = movers
        self.arrivals = arrivals
        self.duration = DURATION
        self.group: QParallelAnimationGroup | None = None

    def positions(self) -> dict[str, tuple[QPointF, str | None]]:
        """Where every moving piece lies now, and in which place (taken before a rebuild)."""
        return {pid: (QPointF(p.pos()), getattr(p, "zone", None))
                for pid, p in self.view.pieces.items() if pid.startswith(self.movers)}

    def running(self) -> bool:
        return self.group is not None

    def finish(self, keep=None) -> QPointF | None:
        """Put every gliding piece at its end at once, except ``keep`` (a piece the mouse
        just took: it stays under the cursor). Returns where ``keep`` was going, if it was."""
        group, self.group = self.group, None
        if group is None:
            return None
        kept = None
        for i in range(group.animationCount()):
            anim = group.animationAt(i)
            target = anim.targetObject()
            if target is None:
                continue
            target.setZValue(anim.property("z"))
            if target is keep:
                kept = anim.endValue()
            else:
                target.setPos(anim.endValue())
        group.stop()
        group.deleteLater()
        return kept

    def drop(self) -> None:
        """Forget the running glide without touching its pieces (they are being removed)."""
        group, self.group = self.group, None
        if group is not None:
            group.stop()
            group.deleteLater()

    def glide(self, before: dict[str, tuple[QPointF, str | None]]) -> None:
        """Animate each piece that lay elsewhere in another place before (``before[id]``)
        from there to where it lies now. Pieces that only shift inside their place (the hand
        closing up) move at once."""
        self.drop()
        group = QParallelAnimationGroup(self)
        for pid, piece in self.view.pieces.items():
            was = before.get(pid)
            if was is None and self.arrivals is not None:
                was = self.arrivals(pid, piece, before)
            if was is None:
                continue
            start, zone = was
            end = piece.pos()
            if start == end or zone == getattr(piece, "zone", None):
                continue
            anim = QPropertyAnimation(piece, b"pos", group)
            anim.setDuration(self.duration)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setProperty("z", piece.zValue())
            piece.setPos(start)
            piece.setZValue(ABOVE)
            group.addAnimation(anim)
        if not group.animationCount():
            group.deleteLater()
            return
        group.finished.connect(partial(self._done, group))
        self.group = group
        group.start()

    def _done(self, group: QParallelAnimationGroup) -> None:
        if self.group is group:
            self.group = None
            for i in range(group.animationCount()):
                anim = group.animationAt(i)
                if anim.targetObject() is not None:
                    anim.targetObject().setZValue(anim.property("z"))
            group.deleteLater()
