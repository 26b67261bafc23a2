"""Shiboken's import hook, made cheap (import this right after the first PySide import).

Once PySide is loaded, shiboken looks at every module imported after it for `from __feature__
import ...` (snake_case, true_property) by reading the module's whole source with
`inspect.getsource`: about 0.3 ms a module, 20 ms over the start. The app selects no feature,
so the hook decides by the module's name instead: PySide's own modules and this app's ui use
PySide, every other module does not (a module that selects a feature is still seen: shiboken
notes it when its `from __feature__` import runs). Without shiboken's hook nothing changes.
"""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (loads shiboken's support modules, the hook among them)

_USERS = ("PySide6", "shiboken6", "spielesammlung.ui")


def uses_pyside(module: ModuleType) -> bool:
    """Whether `module` calls PySide (shiboken's default feature selection applies to it)."""
    return getattr(module, "__name__", "").startswith(_USERS)


def install() -> bool:
    """Put `uses_pyside` in place of shiboken's source reading; False where there is none."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    vars(feature)["_mod_uses_pyside"] = uses_pyside
    return True


install()
