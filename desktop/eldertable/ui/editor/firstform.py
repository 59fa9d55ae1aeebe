"""The First edition section: the Keeper Guide part of a first-edition story
(``first_edition``): the story choices and their options (title, goal, summary, the two
epilogues), the Keeper's action cards, the decks, the mutation goal, the objective
tokens, the escape objective and the exit room."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QVBoxLayout, QWidget)

from eldertable.games.mansions.jsonmodel import TEXT_CONTEXT
from eldertable.games.mansions.scenario.firstedition import DECKS, FirstEditionPart, Option

from .checklist import CheckList
from .fieldspec import FieldSpec
from .forms import BoundField, ModelForm, scrolled_page
from .idlists import first_edition_deck_cards, ids_of, keeper_action_cards
from .listedit import ListEditor
from .summaries import entry_summary, ident

FE = ("first_edition",)
GOAL_FIELDS = ("mutation_goal_per_investigator", "escape_objective", "exit_room", "warden",
               "warden_free")


def named(template: str, ident: object) -> str:
    return template.replace("%1", str(ident))


def _fresh(taken: list, base: str) -> str:
    n, ident = 1, base
    while ident in taken:
        n += 1
        ident = f"{base}-{n}"
    return ident


def new_option(taken: list) -> dict:
    return {"id": _fresh(taken, "option"), "title": "", "goal": "time", "summary": "",
            "epilogues": [{"winner": "investigators", "epilogue": ""},
                          {"winner": "keeper", "epilogue": ""}]}


class ChoicesBox(QGroupBox):
    """The story choices; the options of the chosen one; the form of the chosen option."""

    def __init__(self, doc, parent=None):
        super().__init__(self.tr("Story choices"), parent)
        self.doc = doc
        lay = QVBoxLayout(self)
        self.choices = ListEditor(
            doc, FE + ("choices",), lambda c: entry_summary(c, ("id", "question")),
            self._new_choice,
            {"add": lambda c: named(self.tr("Add story choice %1"), ident(c)),
             "delete": lambda c: named(self.tr("Delete story choice %1"), ident(c)),
             "move": lambda c: named(self.tr("Move story choice %1"), ident(c))},
            self.tr("Add a choice"))
        self.choices.setObjectName("choices")
        self.choices.list.setMaximumHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        lay.addWidget(self.choices)
        form = QFormLayout()
        self.question = BoundField(doc, FieldSpec("question", "text"),
                                   self.tr("Change the question of a story choice"))
        form.addRow(self.tr("Question"), self.question)
        lay.addLayout(form)
        self.options = ListEditor(
            doc, ("-",), lambda o: entry_summary(o, ("id", "title")), self._new_option,
            {"add": lambda o: named(self.tr("Add option %1"), ident(o)),
             "delete": lambda o: named(self.tr("Delete option %1"), ident(o)),
             "move": lambda o: named(self.tr("Move option %1"), ident(o))},
            self.tr("Add an option"))
        self.options.setObjectName("options")
        self.options.list.setMaximumHeight(110)
        lay.addWidget(self.options)
        self.option = ModelForm(doc, Option, lambda _k: named(self.tr("Change option %1"),
                                                              self._option_id()),
                                skip=("id", "epilogues"))
        lay.addWidget(self.option)
        form = self.option.form  # the epilogues line up with the option's fields
        self.epilogues = []
        for k in range(2):
            f = BoundField(doc, FieldSpec("epilogue", "longtext"),
                           self.tr("Change an epilogue of a story option"))
            f.setObjectName(f"option-epilogue-{k}")
            self.epilogues.append(f)
            label = QLabel()
            label.setWordWrap(True)
            form.addRow(label, f)
        self.epilogue_form = form
        lay.addStretch(1)
        self.choices.current_changed.connect(self._choice_chosen)
        self.options.current_changed.connect(self._option_chosen)

    def _option_id(self) -> str:
        o = self.options.current()
        return str(o.get("id", "?")) if isinstance(o, dict) else "?"

    def _new_choice(self) -> dict:
        taken = [c.get("id") for c in self.choices.entries() if isinstance(c, dict)]
        return {"id": _fresh(taken, "choice"), "question": "",
                "options": [new_option([]), new_option(["option"])]}

    def _new_option(self) -> dict:
        return new_option([o.get("id") for o in self.options.entries() if isinstance(o, dict)])

    def reload(self) -> None:
        self.choices.reload()

    def _choice_chosen(self, row: int) -> None:
        path = FE + ("choices", row) if row >= 0 else None
        self.question.load(path + ("question",) if path else None)
        self.options.path = path + ("options",) if path else ("-",)
        self.options.setEnabled(path is not None)
        self.options.reload()

    def _option_chosen(self, row: int) -> None:
        path = self.options.path + (row,) if row >= 0 and self.options.path != ("-",) else None
        self.option.load(path)
        opt = self.options.current() if path else None
        eps = opt.get("epilogues") if isinstance(opt, dict) else None
        for k, f in enumerate(self.epilogues):
            ep = eps[k] if isinstance(eps, list) and k < len(eps) else None
            winner = ep.get("winner") if isinstance(ep, dict) else None
            label = self.epilogue_form.labelForField(f)
            label.setText({"investigators": self.tr("Epilogue if the investigators win"),
                           "keeper": self.tr("Epilogue if the Keeper wins")}.get(
                winner, self.tr("Epilogue")))
            f.load(path + ("epilogues", k, "epilogue") if ep is not None else None)


class FirstEditionSection(QWidget):
    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.doc = doc
        inner = QWidget()
        lay = QHBoxLayout(inner)
        self.choices = ChoicesBox(doc)
        lay.addWidget(self.choices, 3)
        col = QVBoxLayout()
        lay.addLayout(col, 2)

        box = QGroupBox(self.tr("The Keeper's action cards"))
        blay = QVBoxLayout(box)
        self.keeper = CheckList(
            doc, lambda: [(cid, QCoreApplication.translate(TEXT_CONTEXT, name))
                          for cid, name in keeper_action_cards()],
            self.tr("Change the Keeper's action cards"))
        self.keeper.setObjectName("keeper-actions")
        self.keeper.setMinimumHeight(150)
        blay.addWidget(self.keeper)
        col.addWidget(box)

        box = QGroupBox(self.tr("Decks"))
        blay = QVBoxLayout(box)
        self.deck = QComboBox()
        self.deck.setObjectName("deck")
        deck_names = {"mythos": self.tr("Mythos cards"), "trauma": self.tr("Trauma cards"),
                      "side-effect": self.tr("Side effect cards"),
                      "combat": self.tr("Combat cards")}
        for d in DECKS:
            self.deck.addItem(deck_names.get(d, d), d)
        self.deck.currentIndexChanged.connect(lambda _i: self._load_deck())
        blay.addWidget(self.deck)
        self.deck_cards = CheckList(
            doc, lambda: [(cid, QCoreApplication.translate(TEXT_CONTEXT, name)) for cid, name
                          in first_edition_deck_cards(self.deck.currentData())],
            self.tr("Change a deck"))
        self.deck_cards.setObjectName("deck-cards")
        self.deck_cards.setMinimumHeight(120)
        blay.addWidget(self.deck_cards)
        col.addWidget(box)

        box = QGroupBox(self.tr("Goals and the way out"))
        blay = QVBoxLayout(box)
        self.goals = ModelForm(doc, FirstEditionPart, self._goal_name, only=GOAL_FIELDS)
        labels = {"mutation_goal_per_investigator": self.tr("Mutations per investigator"),
                  "escape_objective": self.tr("Objective to escape"),
                  "exit_room": self.tr("Exit room"), "warden": self.tr("The warden (monster)"),
                  "warden_free": self.tr("Flag that frees the warden")}
        for key, text in labels.items():
            self.goals.form.labelForField(self.goals.fields[key]).setText(text)
        blay.addWidget(self.goals)
        col.addWidget(box)

        box = QGroupBox(self.tr("Tokens each objective sends the investigators to"))
        self.tokens_form = QFormLayout(box)
        self.token_fields: dict[str, BoundField] = {}
        col.addWidget(box)
        col.addStretch(1)

        scrolled_page(self, inner)
        doc.changed.connect(self.reload)
        self.reload()

    def _goal_name(self, key: str) -> str:
        if key == "mutation_goal_per_investigator":
            return self.tr("Change the mutation goal")
        if key == "escape_objective":
            return self.tr("Change the objective to escape")
        if key == "exit_room":
            return self.tr("Change the exit room")
        return self.tr("Change the warden")

    def _load_deck(self) -> None:
        self.deck_cards.load(FE + ("decks", self.deck.currentData()))

    def reload(self) -> None:
        if not isinstance(self.doc.data.get("first_edition"), dict):
            return
        self.choices.reload()
        self.keeper.load(FE + ("keeper_actions",))
        self._load_deck()
        self.goals.load(FE)
        objectives = ids_of(self.doc.data, "objectives")
        if list(self.token_fields) != objectives:
            while self.tokens_form.rowCount():
                self.tokens_form.removeRow(0)
            self.token_fields = {}
            for obj in objectives:
                f = BoundField(doc=self.doc, spec=FieldSpec(obj, "ids", refkind="tokens"),
                               name=named(self.tr("Change the tokens of objective %1"), obj),
                               empty_removes=True)
                f.setObjectName(f"objective-tokens-{obj}")
                self.token_fields[obj] = f
                label = QLabel(obj)
                label.setTextFormat(Qt.PlainText)
                self.tokens_form.addRow(label, f)
        for obj, f in self.token_fields.items():
            f.load(FE + ("objective_tokens", obj))

    def show_path(self, path: tuple) -> None:
        if len(path) >= 3 and path[1] == "choices" and isinstance(path[2], int):
            self.choices.choices.reload(path[2])
            if len(path) >= 5 and isinstance(path[4], int):
                self.choices.options.reload(path[4])
