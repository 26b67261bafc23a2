"""Where the data folders are: in the source tree, or installed inside the package."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


def data_dir(name: str) -> Path:
    """resources/ or translations/: beside the package in the source tree, or
    spielesammlung/data/<name> when installed."""
    installed = _PACKAGE / "data" / name
    return installed if installed.is_dir() else _PACKAGE.parent / name
