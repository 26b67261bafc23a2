"""Texts for translation in pure Python: marked here, translated by one catalogue.

The catalogue is translations/*.ts: the desktop reads it through Qt (`ui.i18n.say`), the phone
through `core.catalogue` (no Qt). Both find a text by its context and English source, which
`pyside6-lupdate` extracts from the calls `translate("Context", "source")` (core/label.py: a
text the rules hand on) and `QT_TRANSLATE_NOOP("Context", "source")` (scripts/i18n.py). This
module is read at start; its helpers are plain functions (no dataclass to build).
"""

from __future__ import annotations

import re

_PLACE = re.compile(r"%(\d+)")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark `text` for extraction into `context`; returns it unchanged."""
    return text


def fill(template: str, *values: object) -> str:
    """`template` with %1..%n replaced by `values` (in one pass: a value holding "%2" stays).

    A placeholder without a value stays as it is, and %10 is the tenth value, never %1 and "0".
    """

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else match.group(0)

    return _PLACE.sub(value, template)


def capital(text: str) -> str:
    """`text` beginning with a capital (a placeholder filled with "a spy of Anna" at its start)."""
    return text[:1].upper() + text[1:]
