"""Game options and the JSON kinds of simple values (light: the start screen reads them)."""

from collections.abc import Mapping, Sequence
from typing import NamedTuple

OptionValue = bool | int | str


class OptionSpec(NamedTuple):
    """An option of a game: an id (an exact contract), its default and allowed values."""

    id: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = (False, True)
    players: tuple[int, ...] | None = None  # only offered for these player counts
    #: what the new-game dialog calls it and each of `choices` (English sources, context
    #: "Options"; the values themselves when there are none): words, not part of the contract
    label: str = ""
    choice_labels: tuple[str, ...] = ()

    def choice_label(self, choice: OptionValue) -> str:
        """The English source naming `choice` (the value itself when it has none)."""
        if self.choice_labels:
            return self.choice_labels[self.choices.index(choice)]
        return str(choice)

    def parse(self, text: str) -> OptionValue:
        """Parse a command-line value; raises ValueError when it is not one of the choices."""
        for choice in self.choices:
            if str(choice).lower() == text.strip().lower():
                return choice
        raise ValueError(f"option {self.id}: {text!r} is not one of {self.choices}")


def _kind(value: object) -> type:
    """The JSON kind of a value: bool, int and str apart (True is not 1), else its type."""
    for kind in (bool, int, str):
        if isinstance(value, kind):
            return kind
    return type(value)


def _same(a: object, b: object) -> bool:
    return _kind(a) is _kind(b) and a == b


def options_with_defaults(
    specs: Sequence[OptionSpec], given: Mapping[str, OptionValue], players: int | None = None
) -> dict[str, OptionValue]:
    """The full option set: defaults completed by the given values, which must be valid.

    With `players`, options meant for other player counts are left out (and refused if given).
    """
    if players is not None:
        specs = [spec for spec in specs if spec.players is None or players in spec.players]
    known = {spec.id: spec for spec in specs}
    for name, value in given.items():
        if name not in known:
            raise ValueError(f"unknown option {name!r}")
        if not any(_same(value, choice) for choice in known[name].choices):
            raise ValueError(f"option {name}: {value!r} is not one of {known[name].choices}")
    return {spec.id: given.get(spec.id, spec.default) for spec in specs}
