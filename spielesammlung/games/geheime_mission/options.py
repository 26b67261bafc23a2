"""The options of Geheime Mission (light: the entry reads them at start)."""

from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.options import OptionSpec

#: The game's options (the ids are contracts: saves, --option).
OPTIONS = (
    OptionSpec(
        "visor_only",
        False,
        label=QT_TRANSLATE_NOOP("Options", "Visor only (no mission cards, for children)"),
    ),
    OptionSpec(
        "first",
        "red",
        ("red", "blue"),
        label=QT_TRANSLATE_NOOP("Options", "Colour that opens the first round"),
        choice_labels=(QT_TRANSLATE_NOOP("Options", "Red"), QT_TRANSLATE_NOOP("Options", "Blue")),
    ),
    OptionSpec(
        "harder",
        "none",
        ("none", "Mikrofilm", "Raumschiff", "U-Boot", "Computer"),
        label=QT_TRANSLATE_NOOP("Options", "Harder missions: one more of"),
        choice_labels=(
            QT_TRANSLATE_NOOP("Options", "nothing (normal missions)"),
            QT_TRANSLATE_NOOP("Options", "Microfilm"),
            QT_TRANSLATE_NOOP("Options", "Spaceship"),
            QT_TRANSLATE_NOOP("Options", "Submarine"),
            QT_TRANSLATE_NOOP("Options", "Computer"),
        ),
    ),
)
