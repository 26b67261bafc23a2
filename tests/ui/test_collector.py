"""Python's cycle collector runs on the GUI thread only, never on a worker (ui/collector.py)."""

from __future__ import annotations

import gc
import threading

from spielesammlung.core.seats import COMPUTER, Seat
from tests.ui.keyboard_util import start_game


def test_a_worker_making_garbage_never_collects_qt_objects(window, qtbot):
    start_game(window, "heimlich", seats=[Seat(), Seat(COMPUTER, "easy")])
    collectors: list[int] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            collectors.append(threading.get_ident())

    done = threading.Event()

    def churn() -> None:  # as a computer player's search does: much short-lived garbage
        for _ in range(200):
            junk = []
            for _ in range(1000):
                a: dict = {}
                a["self"] = a
                junk.append(a)
        done.set()

    gc.callbacks.append(seen)
    try:
        worker = threading.Thread(target=churn)
        worker.start()
        qtbot.waitUntil(done.is_set, timeout=60_000)
        worker.join()
        qtbot.waitUntil(lambda: bool(collectors), timeout=10_000)
    finally:
        gc.callbacks.remove(seen)
    assert not gc.isenabled()
    assert set(collectors) == {threading.main_thread().ident}
