"""Start-up time: the screens reached later are imported when first opened, not at start."""

from __future__ import annotations

import subprocess
import sys

LATER = (
    "spielesammlung.ui.lessons",
    "spielesammlung.ui.coach",
    "spielesammlung.ui.replay",
    "spielesammlung.ui.records_page",
    "spielesammlung.ui.phones",
    "spielesammlung.core.protocol",
)


def test_the_start_imports_none_of_the_later_screens() -> None:
    code = (
        "import sys, spielesammlung.ui.app, spielesammlung.ui.main_window;"
        f"print(' '.join(m for m in {LATER!r} if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == []
