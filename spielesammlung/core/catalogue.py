"""The catalogue (translations/*.ts) read without Qt: what the phone says, in both languages.

The desktop translates the same texts through Qt's translator (`ui.i18n.say`); a text missing
from a catalogue falls back to its English source.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from functools import cache

from .data import data_dir
from .i18n import fill
from .label import Label

LANGUAGES = ("en", "de")


@cache
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) -> the finished translation of `language`."""
    path = data_dir("translations") / f"spielesammlung_{language}.ts"
    texts: dict[tuple[str, str], str] = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            text = forms[0] if forms else translation.text
            if text:
                texts[(name, message.findtext("source", ""))] = text
    return texts


def text(label: Label | str, language: str) -> str:
    """`label` in `language` (a plain string stays as it is)."""
    if isinstance(label, str):
        return label
    args = tuple(text(arg, language) for arg in label.args)
    return fill(catalogue(language).get((label.context, label.source), label.source), *args)


def texts(label: Label | str) -> dict[str, str]:
    """`label` in every language: {"en": ..., "de": ...}."""
    return {language: text(label, language) for language in LANGUAGES}
