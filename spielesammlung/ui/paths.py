"""Where the art, rules texts and translations are, in the source tree and when installed."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.data import data_dir

if TYPE_CHECKING:
    import platformdirs

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
    return _xdg("XDG_CACHE_HOME", ".cache") or _platformdirs().user_cache_path


def user_data() -> Path:
    return _xdg("XDG_DATA_HOME", ".local/share") or _platformdirs().user_data_path


def autosave_folder() -> Path:
    return user_data() / "autosave"


def log_folder() -> Path:
    state = _xdg("XDG_STATE_HOME", ".local/state")
    return state / "log" if state else _platformdirs().user_log_path


def _xdg(variable: str, default: str) -> Path | None:
    """On Linux, the app's folder as platformdirs finds it there (`variable` when it is an
    absolute path, else `default` in the home folder), without loading platformdirs (a tenth
    of the start's own imports); None elsewhere, or without an absolute HOME."""
    if sys.platform != "linux" or "ANDROID_DATA" in os.environ:
        return None
    base = os.environ.get(variable, "")
    if not os.path.isabs(base):
        home = os.environ.get("HOME", "")
        if not os.path.isabs(home):
            return None
        base = os.path.join(home.rstrip("/") or "/", default)
    return Path(base, APP)


def _platformdirs() -> platformdirs.PlatformDirs:
    import platformdirs

    return platformdirs.PlatformDirs(APP, appauthor=False)


def icon_files() -> list[Path]:
    """The app icon in every size: resources/icons/spielesammlung-<size>.png (from the SVG)."""
    return sorted((resources() / "icons").glob("spielesammlung-*.png"))
