"""The scenario editor's event flow: which event triggers which, left to right from the
events whose triggers fire by themselves, and the endings they lead to. Events that can
never run and endings no event reaches are marked, from the validator's own analysis
(:func:`eldertable.games.mansions.scenario.flow.flow_of`).

It redraws on every change of the document; a click on a box selects that event or
ending (``doc.select``); :meth:`FlowView.show_path` marks the box of what the editor
selected. The wheel zooms, "Fit" shows the whole flow.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (QGraphicsScene, QGraphicsView, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout, QWidget)

from ...games.mansions.jsonmodel import content_text
from ...games.mansions.scenario.flow import Flow, JsonPath, Node, flow_of
from ...games.mansions.scenario.flowlayers import layers
from ..i18n import Retranslating, tr_msg
from ..plaintext import plain, tip
from .document import EditorDoc, follow
from .flowitems import CANVAS, PATH_ROLE, STYLES, NodeBox, arrow, fonts, place, ports


class FlowCanvas(QGraphicsView):
    """The drawing: the wheel zooms about the pointer, a drag pans, a click on a box
    selects what it shows."""

    MIN_ZOOM, MAX_ZOOM = 0.1, 4.0

    def __init__(self, scene: QGraphicsScene, owner: "FlowView"):
        super().__init__(scene, owner)
        self.owner = owner
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setBackgroundBrush(CANVAS)

    def wheelEvent(self, event) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120
        if not steps:
            return super().wheelEvent(event)
        factor = 1.15 ** steps
        zoom = self.transform().m11() * factor
        if self.MIN_ZOOM <= zoom <= self.MAX_ZOOM:
            self.owner.auto_fit = False
            self.scale(factor, factor)
        event.accept()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            path = self.path_at(event.position().toPoint())
            if path is not None:
                self.owner.doc.select(path)
                event.accept()
                return
        super().mousePressEvent(event)

    def path_at(self, pos) -> JsonPath | None:
        for item in self.items(pos):
            while item is not None and item.data(PATH_ROLE) is None:
                item = item.parentItem()
            if item is not None:
                return tuple(item.data(PATH_ROLE))
        return None


class FlowView(Retranslating, QWidget):
    def __init__(self, doc: EditorDoc, parent=None):
        super().__init__(parent)
        self.setObjectName("editor-flow")
        self.doc = doc
        self.flow = Flow()
        self.boxes: dict[JsonPath, NodeBox] = {}
        self.current: JsonPath | None = None
        self.auto_fit = True
        self.scene = QGraphicsScene(self)
        self.canvas = FlowCanvas(self.scene, self)
        self.canvas.setObjectName("flow-canvas")
        self.summary = plain(QLabel(self))
        self.fit_button = QPushButton(self)
        self.fit_button.setObjectName("flow-fit")
        self.fit_button.clicked.connect(self.fit)
        self.legend: list[tuple[str, QLabel, QLabel]] = []
        legend = QHBoxLayout()
        legend.setSpacing(4)
        for style in ("trigger", "called", "dead", "win", "lose", "option"):
            swatch, words = QLabel(self), plain(QLabel(self))
            swatch.setPixmap(self._swatch(style))
            legend.addWidget(swatch)
            legend.addWidget(words)
            legend.addSpacing(10)
            self.legend.append((style, swatch, words))
        legend.addStretch(1)
        self.arrow_words = plain(QLabel(self))
        self.arrow_words.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.fit_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(legend)
        layout.addWidget(self.arrow_words)
        layout.addWidget(self.canvas, 1)
        follow(doc, self, self.redraw)
        doc.replaced.connect(self._replaced)
        doc.selected.connect(self.show_path)
        self.retranslate()
        self.redraw()

    @staticmethod
    def _swatch(style: str) -> QPixmap:
        fill, border = STYLES[style]
        pix = QPixmap(22, 14)
        pix.fill(QColor(0, 0, 0, 0))
        p = QPainter(pix)
        p.setPen(border)
        p.setBrush(fill)
        p.drawRect(0, 0, 21, 13)
        p.end()
        return pix

    # ---- drawing

    def _replaced(self) -> None:
        """A new document: the next redraw (on ``changed``, which follows) fits it whole."""
        self.auto_fit = True
        self.current = None

    def redraw(self) -> None:
        """Draw the flow of the document as it is now."""
        self.flow = flow_of(self.doc.data)
        spots = layers(self.flow)
        self.scene.clear()
        self.boxes = {}
        for node in self.flow.nodes:
            box = self._box(node)
            box.setPos(place(*spots[node.path]))
            self.scene.addItem(box)
            self.boxes[node.path] = box
        self._arrows()
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))
        if self.current in self.boxes:
            self.boxes[self.current].set_selected(True)
        self._say_summary()
        if self.auto_fit:
            self.fit(keep_auto=True)

    def _arrows(self) -> None:
        """Each box's arrows leave (and arrive) at points spread down its side, in the
        order of the boxes at their other ends, so that they do not bunch."""
        _, small = fonts()
        edges = [e for e in self.flow.edges if e.source in self.boxes and e.target in self.boxes]
        rect = {p: box.sceneBoundingRect() for p, box in self.boxes.items()}
        leaving: dict[JsonPath, list] = {}
        arriving: dict[JsonPath, list] = {}
        for e in edges:
            leaving.setdefault(e.source, []).append(e)
            arriving.setdefault(e.target, []).append(e)
        start, end = {}, {}
        for p, es in leaving.items():
            es.sort(key=lambda e: (rect[e.target].center().y(), rect[e.target].x()))
            start.update({id(e): q for e, q in zip(es, ports(rect[p], len(es), True))})
        for p, es in arriving.items():
            es.sort(key=lambda e: (rect[e.source].center().y(), rect[e.source].x()))
            end.update({id(e): q for e, q in zip(es, ports(rect[p], len(es), False))})
        said: set[tuple[JsonPath, str]] = set()  # a box's label is said once per word
        nodes = {n.path: n for n in self.flow.nodes}
        for e in edges:
            kind = e.kind if e.kind != "ends" else str(e.label)
            label = tr_msg(e.label) if e.kind != "ends" else ""
            if (e.source, label) in said:
                label = ""
            said.add((e.source, label))
            source = nodes.get(e.source)
            faded = source is not None and (source.dead is not None or source.broken)
            for item in arrow(start[id(e)], end[id(e)], rect[e.source], rect[e.target], kind,
                              label, small):
                if faded:  # what an event that never runs would do
                    item.setOpacity(0.45)
                self.scene.addItem(item)

    def _box(self, node: Node) -> NodeBox:
        if node.kind == "option":
            title = self._content(node.path + ("title",)) or node.id
            return self._tipped(NodeBox(node.path, "option", title, tr_msg(node.summary)), node)
        if node.kind == "ending":
            style = "dead" if node.unreachable else str(node.outcome)
            marker = self.tr("never reached") if node.unreachable else ""
            return self._tipped(NodeBox(node.path, style, node.id, self._ending_line(node),
                                        marker, dashed=node.unreachable), node)
        if node.broken:
            return self._tipped(NodeBox(node.path, "broken", node.id or self.tr("(no id)"),
                                        tr_msg(node.summary), self.tr("invalid"), dashed=True), node)
        style = "dead" if node.dead else ("trigger" if node.trigger is not None else "called")
        marker = self.tr("never runs") if node.dead else ""
        return self._tipped(NodeBox(node.path, style, node.id, tr_msg(node.summary), marker,
                                    dashed=node.dead is not None), node)

    def _ending_line(self, node: Node) -> str:
        return self.tr("ending: win") if node.outcome == "win" else self.tr("ending: lose")

    def _tipped(self, box: NodeBox, node: Node) -> NodeBox:
        box.setToolTip(tip(self.tooltip(node)))
        return box

    def tooltip(self, node: Node) -> str:
        """The words of a box's tooltip: what it is, its whole trigger and conditions, and
        why it is marked."""
        if node.kind == "option":
            return self._option_tip(node)
        if node.kind == "ending":
            lines = [self.tr("Ending {id}: told on a win").format(id=node.id) if node.outcome == "win"
                     else self.tr("Ending {id}: told on a loss").format(id=node.id)]
            if node.unreachable:
                lines.append(self.tr("Never reached: no event that can run ends the game with it."))
            text = self._content(node.path + ("text",))
            if text:
                lines += ["", text]
            return "\n".join(lines)
        if node.broken:
            return self.tr("Event {id} is not a valid event yet; the problems list says "
                           "why.").format(id=node.id or self.tr("(no id)"))
        lines = [self.tr("Event {id}").format(id=node.id),
                 self.tr("Trigger: {words}").format(words=tr_msg(node.summary))]
        lines += [self.tr("Condition: {words}").format(words=tr_msg(c)) for c in node.details]
        why = {"uncalled": self.tr("Never runs: no event that can run calls it."),
               "trigger": self.tr("Never runs: its trigger can never fire."),
               "conditions": self.tr("Never runs: its conditions can never all hold.")}
        if node.dead:
            lines.append(why[node.dead])
        return "\n".join(lines)

    def _option_tip(self, node: Node) -> str:
        choice = node.path[:3]
        ident = self._raw(choice + ("id",))
        lines = [self.tr("Story choice {choice}: {question}").format(
                     choice=ident if isinstance(ident, str) else "",
                     question=self._content(choice + ("question",))),
                 self.tr("Option {id}: {title}").format(
                     id=node.id, title=self._content(node.path + ("title",))),
                 tr_msg(node.summary), self._content(node.path + ("summary",)), ""]
        for i in range(2):
            winner = self._raw(node.path + ("epilogues", i, "winner"))
            text = self._content(node.path + ("epilogues", i, "epilogue"))
            if winner == "investigators":
                lines.append(self.tr("If the investigators win: {text}").format(text=text))
            elif winner == "keeper":
                lines.append(self.tr("If the Keeper wins: {text}").format(text=text))
        return "\n".join(lines)

    def _raw(self, path: JsonPath):
        """The value at ``path`` in the document, None if it has none."""
        node = self.doc.data
        for key in path:
            if isinstance(node, dict) and isinstance(key, str):
                node = node.get(key)
            elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
                node = node[key]
            else:
                return None
        return node

    def _content(self, path: JsonPath) -> str:
        """The content text at ``path``, translated, shown as written ("" if none)."""
        text = self._raw(path)
        return tr_msg(content_text(text)) if isinstance(text, str) else ""

    def _say_summary(self) -> None:
        events = sum(1 for n in self.flow.nodes if n.kind == "event")
        endings = sum(1 for n in self.flow.nodes if n.kind == "ending")
        dead, lost = len(self.flow.dead), len(self.flow.unreachable_endings)
        self.summary.setText(self.tr("{events} events, {endings} endings; {dead} never run, "
                                     "{lost} never reached").format(
            events=events, endings=endings, dead=dead, lost=lost))

    # ---- showing

    def fit(self, keep_auto: bool = False) -> None:
        """The whole flow in view (at most full size)."""
        self.auto_fit = True if not keep_auto else self.auto_fit
        rect = self.scene.sceneRect()
        if not self.boxes or rect.isEmpty():
            return
        self.canvas.resetTransform()
        self.canvas.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.canvas.transform().m11() > 1.0:
            self.canvas.resetTransform()
            self.canvas.centerOn(rect.center())

    def show_path(self, path) -> None:
        """Mark the box of the event, ending or story option at (or holding) the JSON
        ``path``; none for a path outside them."""
        path = tuple(path)
        key = next((path[:n] for n in range(len(path), 0, -1) if path[:n] in self.boxes), None)
        if self.current in self.boxes:
            self.boxes[self.current].set_selected(False)
        self.current = key
        box = self.boxes.get(key) if key is not None else None
        if box is not None:
            box.set_selected(True)
            self.canvas.ensureVisible(box.sceneBoundingRect(), 40, 40)

    def box_rect(self, path: JsonPath) -> QRectF:
        return self.boxes[tuple(path)].sceneBoundingRect()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit(keep_auto=True)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if self.auto_fit:
            self.fit(keep_auto=True)

    def retranslate(self) -> None:
        self.fit_button.setText(self.tr("Fit"))
        self.fit_button.setToolTip(self.tr("Show the whole flow (the wheel zooms)"))
        words = {"trigger": self.tr("event with a trigger"), "called": self.tr("called event"),
                 "dead": self.tr("never runs / never reached"), "win": self.tr("win ending"),
                 "lose": self.tr("lose ending"), "option": self.tr("story option (first edition)")}
        for style, _swatch, label in self.legend:
            label.setText(words[style])
        self.arrow_words.setText(self.tr("Arrows: solid - calls (pass, fail, ...); dashed - "
                                         "makes its trigger or conditions possible; to an "
                                         "ending - ends the game"))
        self._say_summary()
        if self.flow.nodes:
            self.redraw()
