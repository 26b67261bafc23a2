"""Python's cycle collector runs on the GUI thread only.

Left to itself, the collector runs in whichever thread happens to allocate: a computer
player's search on the worker thread, or the phone server's thread. There it may free a Qt
object of the GUI thread that sat in a reference cycle (a closed window, a scene), and Qt
crashes (a segmentation fault, seen in CI while a hint was being searched). So automatic
collection is switched off and a timer of the GUI thread collects instead, by the same
thresholds Python would use.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QTimer

INTERVAL_MS = 250  # how often the GUI thread looks whether a collection is due

_timer: QTimer | None = None


def collect_on_gui_thread() -> None:
    """Move collection to the GUI thread (once per application; call it on that thread)."""
    global _timer
    app = QCoreApplication.instance()
    if app is None or (_timer is not None and _timer.parent() is app):
        return
    gc.disable()
    _timer = QTimer(app)
    _timer.setInterval(INTERVAL_MS)
    _timer.timeout.connect(_collect)
    _timer.start()


def _collect() -> None:
    """One collection of the oldest generation that is due, as Python's own trigger picks it."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if counts[0] <= thresholds[0]:
        return
    generation = 0
    while generation < 2 and counts[generation + 1] > thresholds[generation + 1]:
        generation += 1
    gc.collect(generation)
