"""Keep translations/*.ts complete.

python scripts/i18n.py update        extract every tr() text (pyside6-lupdate), English = source
python scripts/i18n.py todo          list German texts still missing, as TSV: context, source
python scripts/i18n.py set FILE.tsv  fill German texts from TSV lines: context, source, German

A count with a noun is a plural text: `self.tr("%n point(s)", "", count)` (only tr() in a QObject:
lupdate marks no QCoreApplication.translate as plural). Its English forms come from the source,
"(s)" and "(es)" left out or kept ("%n point", "%n points"); its German TSV line gives both forms
as "singular|plural" ("%n Punkt|%n Punkte").
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = {lang: ROOT / "translations" / f"spielesammlung_{lang}.ts" for lang in ("de", "en")}


def sources() -> list[str]:
    files = sorted((ROOT / "spielesammlung" / "ui").rglob("*.py"))
    files += [ROOT / "spielesammlung" / "core" / name for name in ("entry.py", "registry.py")]
    for name in ("__init__.py", "options.py", "choices.py"):  # entries, options, choices
        files += sorted((ROOT / "spielesammlung" / "games").glob(f"*/{name}"))
    files += sorted((ROOT / "spielesammlung" / "phone").glob("*.py"))
    files += sorted((ROOT / "spielesammlung" / "net").glob("*.py"))
    return [str(f) for f in files]


def lupdate() -> str:
    exe = Path(sys.executable).parent / "pyside6-lupdate"
    return str(exe) if exe.exists() else (shutil.which("pyside6-lupdate") or "pyside6-lupdate")


def update() -> None:
    for lang, path in TS.items():
        subprocess.run(
            [
                lupdate(),
                *sources(),
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                {"de": "de_DE", "en": "en_GB"}[lang],
                "-ts",
                str(path),
            ],
            check=True,
            capture_output=True,
        )
    tree = ElementTree.parse(TS["en"])
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") == "unfinished":
            del translation.attrib["type"]
            source = message.findtext("source", "")
            forms = list(translation.iter("numerusform"))
            if forms:
                for form, text in zip(forms, english_forms(source, len(forms)), strict=True):
                    form.text = text
            else:
                translation.text = source
    write(tree, TS["en"])


def english_forms(source: str, count: int) -> list[str]:
    """The singular and the plural forms of an English plural text ("%n point(s)")."""
    singular = re.sub(r"\((e?s)\)", "", source)
    plural = re.sub(r"\((e?s)\)", r"\1", source)
    return [singular] + [plural] * (count - 1)


def write(tree: ElementTree.ElementTree, path: Path) -> None:
    body = ElementTree.tostring(tree.getroot(), encoding="unicode")
    # quotes in texts escaped as lupdate writes them, so that a rewrite changes only what changed
    body = re.sub(
        r">([^<]*)<", lambda m: ">" + m[1].replace('"', "&quot;").replace("'", "&apos;") + "<", body
    )
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def todo() -> None:
    for context in ElementTree.parse(TS["de"]).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") == "unfinished":
                source = message.findtext("source", "").replace("\n", "\\n")
                print(f"{name}\t{source}")


def set_german(tsv: Path) -> None:
    wanted = {}
    for line in tsv.read_text(encoding="utf-8").splitlines():
        if line.strip():
            context, source, german = line.split("\t")
            wanted[(context, source.replace("\\n", "\n"))] = german.replace("\\n", "\n")
    tree = ElementTree.parse(TS["de"])
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            key = (name, message.findtext("source", ""))
            translation = message.find("translation")
            if key in wanted and translation is not None:
                translation.attrib.pop("type", None)
                forms = list(translation.iter("numerusform"))
                if forms:
                    singular, _, plural = wanted[key].partition("|")
                    forms[0].text, forms[-1].text = singular, plural or singular
                else:
                    translation.text = wanted[key]
    write(tree, TS["de"])


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "update":
        update()
    elif command == "todo":
        todo()
    elif command == "set" and len(sys.argv) == 3:
        set_german(Path(sys.argv[2]))
    else:
        print(__doc__)
        sys.exit(2)
