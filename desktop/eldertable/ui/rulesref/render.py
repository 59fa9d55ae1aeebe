"""Reference pages as HTML for a QTextBrowser: every word escaped, marks turned into links.

Pages are addressed by a key: ``"s:<section id>"`` for a section of the text and
``"g:<gap id>"`` for a house rule's entry. Links inside pages use the same keys.
"""

from __future__ import annotations

import html
from typing import Callable

from PySide6.QtCore import QCoreApplication

from . import gaps
from ...engine.messages import Msg, N_
from .model import MARK, Reference, Section

C = "RulesReference"

Translate = Callable[[str], str]

GAP_STYLE = "background-color:#f3e3b5; color:#4a3300; text-decoration:none;"
RULE_STYLE = "color:#6b6b6b; text-decoration:none;"


def _tr(text: str) -> str:
    return QCoreApplication.translate(C, text)


def content(ref: Reference) -> Translate:
    context = f"content:{ref.game}"
    return lambda text: QCoreApplication.translate(context, text)


def section_key(section_id: str) -> str:
    return f"s:{section_id}"


def gap_key(gap_id: str) -> str:
    return f"g:{gap_id}"


def plain(text: str, ref: Reference, tr: Translate) -> str:
    """A paragraph as plain words (for search): marks become what they show."""
    def one(match) -> str:
        kind, value = match.groups()
        if kind == "see":
            target = ref.section(value)
            return tr(target.title) if target else value
        if kind == "gap":
            return gap_link(ref.game, value)
        return value
    return MARK.sub(one, text)


def inline(text: str, ref: Reference, tr: Translate) -> str:
    out: list[str] = []
    last = 0
    for match in MARK.finditer(text):
        out.append(html.escape(text[last:match.start()]))
        kind, value = match.groups()
        if kind == "rule":  # the rule's id is ours, not the player's: a mark links to it
            out.append(f'<a href="rule:{html.escape(value)}" style="{RULE_STYLE}">'
                       f'[\u00a7]</a>')
        elif kind == "gap":
            label = gap_link(ref.game, value)
            out.append(f'<a href="{gap_key(html.escape(value))}" style="{GAP_STYLE}">'
                       f'&#9873;&nbsp;{html.escape(label)}</a>')
        else:
            target = ref.section(value)
            title = tr(target.title) if target else value
            out.append(f'<a href="{section_key(html.escape(value))}">{html.escape(title)}</a>')
        last = match.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def section_html(ref: Reference, section: Section, tr: Translate) -> str:
    out = [f"<h2>{html.escape(tr(section.title))}</h2>"]
    for block in section.blocks:
        if block.text is not None:
            out.append(f"<p>{inline(tr(block.text), ref, tr)}</p>")
        else:
            items = "".join(f"<li>{inline(tr(i.text), ref, tr)}</li>" for i in block.list)
            out.append(f"<ul>{items}</ul>")
    children = ref.children(section.id)
    if children:
        heading = _tr(N_(C, "In this chapter"))
        links = "".join(f'<li><a href="{section_key(c.id)}">{html.escape(tr(c.title))}</a></li>'
                        for c in children)
        out.append(f"<p><b>{html.escape(heading)}</b></p><ul>{links}</ul>")
    # the rule ids a section covers (section.cites) are ours, not the player's: not shown
    return "".join(out)


def _value_words(setting: gaps.Setting, value) -> str:
    if setting.type == "bool":
        return _tr(N_(C, "on")) if value else _tr(N_(C, "off"))
    for choice, label in setting.choices:
        if choice == value:
            return _words(setting, label)
    return str(value)


def _words(setting: gaps.Setting, value) -> str:
    if isinstance(value, str):
        return QCoreApplication.translate(setting.context, value) if value else ""
    return gaps.words(value, QCoreApplication.translate)


def gap_link(game: str, gap_id: str) -> str:
    """A house rule named in the text: by its title (its id only where it has none)."""
    found = gaps.settings_of(game, gap_id)
    if found:
        return _tr(N_(C, "House rule: {title}")).format(title=_words(found[0], found[0].title))
    return _tr(N_(C, "House rule {id}")).format(id=gap_id)


def gap_title(game: str, gap_id: str) -> str:
    found = gaps.settings_of(game, gap_id)
    if found:
        return f"{gap_id} {_words(found[0], found[0].title)}"
    return gap_id


def _para(text: str, bold: bool = False) -> str:
    words = html.escape(text)
    return f"<p><b>{words}</b></p>" if bold else f"<p>{words}</p>"


def gap_html(ref: Reference, gap_id: str, config: dict | None, tr: Translate) -> str:
    found = gaps.settings_of(ref.game, gap_id)
    heading = _tr(N_(C, "House rule {id}")).format(id=gap_id)
    out = [f"<h2>{html.escape(heading)}</h2>",
           _para(_tr(N_(C, "The rulebook leaves this open or contradicts itself. The text "
                           "marks every place where our decision applies.")))]
    if not found:
        out.append(_para(_tr(N_(C, "This decision is built into this version and has no "
                                   "setting to change."))))
    for setting in found:
        value = gaps.value_of(setting, config)
        title = f"{setting.id}: {_words(setting, setting.title)}"
        out.append(f"<h3>{html.escape(title)}</h3>")
        label = _tr(N_(C, "The gap and our decision:"))
        out.append(f"<p><b>{html.escape(label)}</b> "
                   f"{html.escape(_words(setting, setting.description))}</p>")
        current = _tr(N_(C, "Current setting: {value}")).format(
            value=_value_words(setting, value))
        default = _tr(N_(C, "Default: {value}")).format(
            value=_value_words(setting, setting.default))
        out.append(f"<p><b>{html.escape(current)}</b><br>{html.escape(default)}</p>")
        if setting.choices:
            items = "".join(f"<li>{html.escape(_words(setting, label))}</li>"
                            for _v, label in setting.choices)
            out.append(_para(_tr(N_(C, "Choices:"))) + f"<ul>{items}</ul>")
        elif setting.type == "int" and setting.low is not None:
            out.append(_para(_tr(N_(C, "Allowed values: {low} to {high}")).format(
                low=setting.low, high=setting.high)))
    uses = ref.sections_marking(gap_id)
    if uses:
        links = "".join(f'<li><a href="{section_key(s.id)}">{html.escape(tr(s.title))}</a></li>'
                        for s in uses)
        out.append(_para(_tr(N_(C, "Marked in:")), bold=True) + f"<ul>{links}</ul>")
    out.append(_para(_tr(N_(C, "Change house rules in the setup dialog when you start a "
                               "game."))))
    return "".join(out)


def page_text(ref: Reference, key: str, tr: Translate) -> str:
    """Everything a page says, as plain words, for the search filter: in the language shown
    and in English, so that either finds the page."""
    english: Translate = lambda text: text  # noqa: E731 - the source words
    kind, _, value = key.partition(":")
    if kind == "s":
        section = ref.section(value)
        if section is None:
            return ""
        parts = [tr(section.title), section.title]
        for text in section.texts():
            parts += [plain(tr(text), ref, tr), plain(text, ref, english)]
        return "\n".join(dict.fromkeys(parts))
    parts = [_tr(N_(C, "House rule {id}")).format(id=value), f"House rule {value}"]
    for setting in gaps.settings_of(ref.game, value):
        for words in (setting.title, setting.description):
            parts += [_words(setting, words), words.text if isinstance(words, Msg) else words]
    return "\n".join(dict.fromkeys(str(p) for p in parts))
