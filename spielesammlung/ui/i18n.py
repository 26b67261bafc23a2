"""Languages: a translator that reads the Qt .ts files directly, switched while the app runs."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from . import paths

LANGUAGES = ("de", "en")


class TsTranslator(QTranslator):
    """Translations from a .ts file: (context, source, disambiguation) -> text or plural forms."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.messages: dict[tuple[str, str, str], list[str]] = {}
        root = ElementTree.parse(path).getroot()
        for context in root.iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                source = message.findtext("source", "")
                comment = message.findtext("comment", "")
                translation = message.find("translation")
                if translation is None or translation.get("type") in ("unfinished", "obsolete"):
                    continue
                forms = [f.text or "" for f in translation.iter("numerusform")]
                self.messages[(name, source, comment)] = forms or [translation.text or ""]

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        forms = self.messages.get((context, source, disambiguation or ""))
        if not forms:
            return ""
        if len(forms) > 1 and n >= 0:
            return forms[0] if n == 1 else forms[1]
        return forms[0]

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self.messages


def system_language() -> str:
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


class Languages:
    """Installs one translator at a time; Qt then sends LanguageChange to every widget."""

    def __init__(self) -> None:
        self.current = ""
        self._translator: TsTranslator | None = None

    def switch(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        app = QCoreApplication.instance()
        if self._translator is not None:
            app.removeTranslator(self._translator)
        self._translator = TsTranslator(paths.translations() / f"spielesammlung_{language}.ts")
        app.installTranslator(self._translator)
        QLocale.setDefault(QLocale(QLocale.Language.German if language == "de" else QLocale.Language.English))
        self.current = language


LANGUAGES_NAMES = {"de": "Deutsch", "en": "English"}
