"""The actions of Magnum Opus: one small frozen dataclass per thing a player can do.

Every phase has explicit actions and a pass (:class:`EndPhase`). A card is named by its
instance id (``"quicksilver#3"``), a card kind in the Supply by its card id
(``"quicksilver"``), a Matrix cell by its index ``row * size + column``.

:func:`make` interns actions so that legal-action lists reuse the same objects (cheap to
build, and membership tests hit by identity first).
"""

from __future__ import annotations

from ...engine.protocol import action

GAME = "magnum-opus"


@action(GAME)
class EndPhase:
    """Pass: end the current phase (or stop buying/selling, or stop taking free cards)."""


@action(GAME)
class PlayTradeskill:
    card: str
    resource: str  # "gold" or "cards"


@action(GAME)
class PlaceOnTable:
    card: str


@action(GAME)
class ReturnToHand:
    card: str


@action(GAME)
class ShelveCard:
    card: str


@action(GAME)
class UnshelveCard:
    card: str


@action(GAME)
class StartTransmutation:
    card: str
    stone: bool = False


@action(GAME)
class AddToExperiment:
    card: str
    as_reagent: str = ""  # a Metastone names the Reagent type it copies


@action(GAME)
class ConfirmExperiment:
    """Everything is in place: roll for it."""


@action(GAME)
class RollDie:
    """The chance step: the d8 is rolled."""


@action(GAME)
class SpendExperience:
    amount: int


@action(GAME)
class UseHeartstone:
    card: str


@action(GAME)
class AcceptRoll:
    """Keep the roll as it is and resolve the attempt."""


@action(GAME)
class PlayAction:
    card: str


@action(GAME)
class SearchReagents:
    """Take the top card of the Reagent Search deck."""


@action(GAME)
class Buy:
    item: str


@action(GAME)
class Sell:
    card: str


@action(GAME)
class PayAssistant:
    cell: int


@action(GAME)
class ReturnLead:
    card: str


@action(GAME)
class UseMindstone:
    card: str


@action(GAME)
class KeepResearch:
    card: str


@action(GAME)
class TakeClue:
    clue: str


@action(GAME)
class RevealDiscovery:
    cell: int


@action(GAME)
class TakeExperience:
    """Magnum Opus Research's last option."""


@action(GAME)
class TakeReagent:
    item: str


@action(GAME)
class IncinerateCard:
    card: str


@action(GAME)
class TakeCard:
    item: str


@action(GAME)
class KeepTool:
    card: str


@action(GAME)
class Decline:
    """Skip an optional choice."""


def _itself(self, memo=None):
    return self


# Actions are immutable: a copied state keeps the interned objects (identity tests stay
# fast and cheap after copy.deepcopy).
for _cls in list(globals().values()):
    if isinstance(_cls, type) and getattr(_cls, "GAME", None) == GAME:
        _cls.__copy__ = _itself
        _cls.__deepcopy__ = _itself

_CACHE: dict[tuple, object] = {}


def make(cls, *args):
    """The interned action ``cls(*args)``."""
    key = (cls, args)
    act = _CACHE.get(key)
    if act is None:
        act = _CACHE[key] = cls(*args)
    return act


class _Cache(dict):
    """``CACHE[arg]`` is the interned action built by ``build(arg)``."""

    def __init__(self, build) -> None:
        super().__init__()
        self.build = build

    def __missing__(self, key):
        act = self[key] = _CACHE.setdefault((self.build, key), self.build(key))
        return act


TS_GOLD = _Cache(lambda c: make(PlayTradeskill, c, "gold"))
TS_CARDS = _Cache(lambda c: make(PlayTradeskill, c, "cards"))
PLACE = _Cache(lambda c: make(PlaceOnTable, c))
RETURN = _Cache(lambda c: make(ReturnToHand, c))
SHELVE = _Cache(lambda c: make(ShelveCard, c))
UNSHELVE = _Cache(lambda c: make(UnshelveCard, c))
BUY = _Cache(lambda item: make(Buy, item))
SELL = _Cache(lambda c: make(Sell, c))
ASSIST = _Cache(lambda cell: make(PayAssistant, cell))
PLAY = _Cache(lambda c: make(PlayAction, c))
START = _Cache(lambda c: make(StartTransmutation, c, False))
START_STONE = _Cache(lambda c: make(StartTransmutation, c, True))
ADD = _Cache(lambda c: make(AddToExperiment, c, ""))

END = EndPhase()
CONFIRM = ConfirmExperiment()
ROLL = RollDie()
ACCEPT = AcceptRoll()
SEARCH = SearchReagents()
DECLINE = Decline()
TAKE_XP = TakeExperience()
