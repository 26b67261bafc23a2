"""Start Spielesammlung: `spielesammlung` or `python -m spielesammlung` [--smoke] [--version]
[FILE]: FILE, a saved game, is opened (a finished game replayed, an unfinished one resumed)."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence

from . import __version__


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
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
    # What the imports make (modules, classes, Qt's bindings) lives as long as the app: collecting
    # while importing finds nothing, and once frozen the collector need not walk it again on every
    # full collection (that walking took a tenth of the start).
    gc.disable()
    try:
        from .ui.app import run
    finally:
        gc.freeze()
        gc.enable()
    return run([sys.argv[0], *qt_args], smoke=args.smoke)


if __name__ == "__main__":
    sys.exit(main())
