"""What the simulator's summaries of both editions are called (the workbench's plots and
comparisons): the sides and the keys of ``extras``. Ids a scenario brings (its endings,
events, objectives, story choices) are the scenario's own and have no entry here."""

from __future__ import annotations

from eldertable.engine.messages import Msg, N_

C = "mansions"

SUMMARY_LABELS = {
    "investigators": Msg(N_(C, "Investigators"), C),
    "keeper": Msg(N_(C, "Keeper"), C),
    "eliminations": Msg(N_(C, "Investigators eliminated"), C),
    "endings": Msg(N_(C, "Endings"), C),
    "events_fired": Msg(N_(C, "Events run"), C),
    "objectives_reached": Msg(N_(C, "Objectives reached"), C),
    "personal_losses": Msg(N_(C, "Insane investigators who lost"), C),
    "story_choices": Msg(N_(C, "Story choices"), C),
    "epilogues": Msg(N_(C, "Epilogues"), C),
}
