"""Start Spielesammlung: `spielesammlung` or `python -m spielesammlung` [--smoke] [--version]
[FILE]: FILE, a saved game, is opened (a finished game replayed, an unfinished one resumed)."""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence

from . import __version__


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if all(arg == "--smoke" or not arg.startswith("-") for arg in args_list):
        # the usual start (nothing, a save file): what argparse would make of it, without
        # loading argparse (with gettext, locale and shutil, a tenth of the start)
        smoke, qt_args = "--smoke" in args_list, [a for a in args_list if a != "--smoke"]
    else:
        smoke, qt_args = _parse(args_list)
    # What the imports make (modules, classes, Qt's bindings) lives as long as the app: collecting
    # while importing finds nothing, and once frozen the collector need not walk it again on every
    # full collection (that walking took a tenth of the start).
    gc.disable()
    try:
        from .ui.app import run
    finally:
        gc.freeze()
        gc.enable()
    return run([sys.argv[0], *qt_args], smoke=smoke)


def _parse(args_list: list[str]) -> tuple[bool, list[str]]:
    """(--smoke given, the arguments left for Qt and the save file), or exits (--help...)."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="spielesammlung",
        usage="%(prog)s [-h] [--version] [--smoke] [FILE]",
        description="German board games.",
        epilog="FILE: a saved game (*.spiel) to open: a finished game is replayed with every"
        " secret shown, an unfinished one is resumed. Qt's own options (-style, -platform)"
        " are passed on to Qt.",
    )
    parser.add_argument("--version", action="version", version=f"spielesammlung {__version__}")
    parser.add_argument(
        "--smoke", action="store_true", help="show the main window and exit after the first frame"
    )
    args, qt_args = parser.parse_known_args(args_list)
    return bool(args.smoke), qt_args


if __name__ == "__main__":
    sys.exit(main())
