"""Start to first frame: `spielesammlung --smoke` against a bare PySide6 window with a view.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_start.py [RUNS]

Both are measured in this one run, alternating, as whole processes (interpreter start included).
Bytecode caching is allowed for both (as in any installed copy, which ships .pyc files), so
the warm-up run leaves compiled modules behind even where PYTHONDONTWRITEBYTECODE is set.
Goal: the app takes at most 1.3 times the bare window.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
view = QGraphicsView(QGraphicsScene())
window.setCentralWidget(view)
class First(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
first = First()
window.installEventFilter(first)
window.show()
sys.exit(app.exec())
"""


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    app, bare = [], []
    timed([sys.executable, "-m", "spielesammlung", "--smoke"])  # warm the caches once
    for _ in range(runs):
        app.append(timed([sys.executable, "-m", "spielesammlung", "--smoke"]))
        bare.append(timed([sys.executable, "-c", BARE]))
    a, b = statistics.median(app), statistics.median(bare)
    print(f"runs: {runs}")
    print(f"bare window:    median {b * 1000:.0f} ms")
    print(f"spielesammlung: median {a * 1000:.0f} ms")
    print(f"ratio: {a / b:.2f} (goal: at most 1.30)")


if __name__ == "__main__":
    main()
