"""Where the art, rules texts and translations are, in the source tree and when installed."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from ..core.data import data_dir

APP = "spielesammlung"


def resources() -> Path:
    return data_dir("resources")


def translations() -> Path:
    return data_dir("translations")


def art(name: str) -> Path:
    return resources() / "art" / name


def rules_text(game_id: str, language: str) -> Path:
    return resources() / "rules" / f"{game_id}.{language}.md"


def cache() -> Path:
    """Things worked out once and kept: compiled translations, rendered pictures."""
    return Path(platformdirs.user_cache_dir(APP, appauthor=False))


def user_data() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def autosave_folder() -> Path:
    return user_data() / "autosave"


def log_folder() -> Path:
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def icon_files() -> list[Path]:
    """The app icon in every size: resources/icons/spielesammlung-<size>.png (from the SVG)."""
    return sorted((resources() / "icons").glob("spielesammlung-*.png"))
