"""A text of the catalogue that the rules hand on (to the board, the phone, another computer),
translated where it is shown (`ui.i18n.say`, `core.catalogue`). Not read at start."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Label:
    """A text of the catalogue: its context, its English source, and what fills its %1, %2…"""

    context: str
    source: str
    args: tuple[Label | str, ...] = ()

    def arg(self, *values: Label | str | int) -> Label:
        """This text with the next placeholders filled (as Qt's QString.arg does)."""
        filled = tuple(v if isinstance(v, Label) else str(v) for v in values)
        return Label(self.context, self.source, self.args + filled)


def translate(context: str, source: str) -> Label:  # the name lupdate looks for
    """The catalogue's text `source` of `context`, to be translated where it is shown."""
    return Label(context, source)
