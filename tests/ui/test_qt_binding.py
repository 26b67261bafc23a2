"""The Qt binding must not eat references to None/True (PySide6 6.12.0 on Python 3.11 did)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget


class _Emitter(QObject):
    fired = Signal(int)


def test_void_calls_and_emits_keep_reference_counts(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    emitter = _Emitter()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        widget.setEnabled(True)
        emitter.fired.emit(1)
    after = sys.getrefcount(None), sys.getrefcount(True)
    assert after[0] >= before[0] - 20 and after[1] >= before[1] - 20
