"""Start to first frame and memory: Spielesammlung against a bare PySide6 window with a view.

    .venv/bin/python bench/bench_start.py [RUNS] [--instructions]

Both ratios come from this one run, each process started fresh (interpreter start included):

- time: the app's `--smoke` start (the start page, until its first frame: the START script
  below does what `python -m spielesammlung --smoke` does) against the bare window,
  alternating, median of RUNS each: the wall clock and the CPU time (user + system: a loaded
  machine stretches it less than the wall clock) to the first frame (the child notes its CPU
  time and the monotonic clock, which all processes share, when its event loop ends, which
  --smoke ends at the first frame) and to the process's end. The figures to the first frame
  are the strict ones: the bare window initialises fontconfig only at its end, where the app
  needs it for its first frame. So the bench times a reference too: the bare window with one
  line of text (a label), the least any window that shows text pays. The app starts in two
  homes: one with no game to resume, one with a game to resume (the start page offers it, which
  loads the saves' format and JSON): returning players have one;
- with --instructions (valgrind installed): the instructions each of them executes to its end,
  counted once by callgrind: the same on every run, where the times of a shared or virtual
  machine wander by a tenth from one run to the next (all the same way, mostly);
- memory: the resident set (VmRSS) at the first frame of the bare window, of the start page,
  and of each game open (the board painted once: each game with its most players, seat 1
  human, the others computers at the first level), median of the runs (RUNS // 3, at least 3).

The bare window is a QMainWindow with an empty QGraphicsView, nothing else (no text, no other
widget), shown at the size of the app's window: a first game run (also the warm-up) reports
the size its window had at the first frame, and every game run is checked to have it. The
bench runs Qt offscreen on a screen of 1920x1080 (a usual desktop; offscreen's own is 800x800,
where the app's window of 1200x780 is fitted to 760x720), unless QT_QPA_PLATFORM is set: the
app's window has its usual size. A window's backing store grows with its area (4 bytes a
pixel: 3.7 MB at 1200x780, 0.2 MB at Qt's default 256x192), so a bare
window of another size would compare pixels, not programs.

The game script imports the app's modules in the order a real start does (ui.app before
PySide): modules imported after PySide but before ui/pyside_hook.py would have their sources
read and kept (linecache) by shiboken's import hook, which a real start never does.
Bytecode caching is allowed (as in any installed copy, which ships .pyc files), so the warm-up
run leaves compiled modules behind even where PYTHONDONTWRITEBYTECODE is set. The app runs
with home folders of its own (settings, art cache, and in one of them the autosave the window
size's game run leaves), warmed once.
Goals (issue 24): time at most 1.1 times the bare window, RSS with any game open at most 1.5.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TIME_GOAL = 1.1
MEMORY_GOAL = 1.5
GAMES = (  # (game id, players): the most players, each game's largest table
    ("heimlich", 2),
    ("geheime-mission", 2),
    ("spion-und-spion", 4),
    ("checkpoint-charlie", 5),
    ("allianz", 4),
)

RSS = """
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
"""

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(int(sys.argv[1]), int(sys.argv[2]))  # the app window's size
view = QGraphicsView(QGraphicsScene())
window.setCentralWidget(view)
if len(sys.argv) > 3:  # the reference: one line of text on the view
    from PySide6.QtWidgets import QLabel
    QLabel(sys.argv[3], window).move(20, 20)
class First(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
first = First()
window.installEventFilter(first)
window.show()
code = app.exec()
# CPU microseconds and the monotonic clock's nanoseconds at the first frame, RSS
print(round(time.process_time() * 1e6), time.monotonic_ns(), rss())
sys.exit(code)
"""

START = """
import gc, sys, time
gc.disable()  # as __main__.main imports the app
from spielesammlung.ui import app as app_module  # before PySide, as `python -m spielesammlung`
gc.freeze()
gc.enable()
from PySide6.QtWidgets import QApplication
qt = QApplication([sys.argv[0]])
frame = []  # the CPU time and the clock when the event loop ends: at the first frame (--smoke)
qt.aboutToQuit.connect(lambda: frame.extend((time.process_time(), time.monotonic_ns())))
code = app_module.run([sys.argv[0]], smoke=True)
print(round(frame[0] * 1e6), frame[1], rss())
sys.exit(code)
"""

GAME = """
import sys
from spielesammlung.__main__ import main
from spielesammlung.ui import app as app_module  # before PySide, as `python -m spielesammlung`
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session

game_id, players = sys.argv[1], int(sys.argv[2])

size = None  # the window's at the first frame

class First(QObject):
    def eventFilter(self, watched, event):
        global size
        if event.type() == QEvent.Type.Paint and size is None:
            size = watched.window().size()
            QTimer.singleShot(0, QApplication.quit)
        return False

first = First()

def start(window):
    entry = registry.entry(game_id)
    level = entry.levels[0].id
    seats = [Seat()] + [Seat(COMPUTER, level) for _ in range(players - 1)]
    names = ("Anna", "Ben", "Clara", "Dana", "Emil")[:players]
    session = Session(game_id, entry.rules(), Setup(names, {}), 5, seats)
    window.start_session(session, window.autosaves.new_path(game_id))
    window.game_page.view.viewport().installEventFilter(first)

def open_game(window, path):  # instead of a save named on the command line: a new game
    QTimer.singleShot(0, lambda: start(window))

app_module.save_argument = lambda arguments: "game"
app_module.open_at_start = open_game
app = QApplication([sys.argv[0]])
QTimer.singleShot(20_000, lambda: app.exit(1))
code = app_module.run([sys.argv[0]])
print(size.width(), size.height(), rss())
sys.exit(code)
"""


def timed(command: list[str], home: str | None = None) -> tuple[float, ...]:
    """(wall clock and CPU time, user + system, to the first frame, then to the process's end)
    of one run of `command` (in `home`), in seconds; the child prints its CPU microseconds and
    the monotonic clock's nanoseconds at its first frame first on its last line."""
    env = {**os.environ, "HOME": home} if home else None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic_ns()  # the clock the child reads: one for every process
    done = subprocess.run(command, check=True, capture_output=True, text=True, env=env)
    wall = (time.monotonic_ns() - start) / 1e9
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    frame_cpu, frame_clock = map(int, done.stdout.splitlines()[-1].split()[:2])
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return (frame_clock - start) / 1e9, frame_cpu / 1e6, wall, cpu


def printed(script: str, *args: str) -> list[int]:
    """The numbers the child script prints on its last line (the RSS in bytes last)."""
    done = subprocess.run(
        [sys.executable, "-c", RSS + script, *args], check=True, capture_output=True, text=True
    )
    return [int(word) for word in done.stdout.splitlines()[-1].split()]


def game_resident(game: str, players: int, size: tuple[int, int]) -> int:
    """The RSS of a game open, checking that its window has the bare window's size."""
    *window, value = printed(GAME, game, str(players))
    if tuple(window) != size:
        raise SystemExit(f"{game}: the app's window is {window}, the bare window {size}")
    return value


def instructions(command: list[str], home: str | None = None) -> int:
    """The instructions `command` executes (callgrind's count; the process run once before, so
    its compiled modules are cached)."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "HOME": home} if home else None,
    )
    return int(done.stderr.split("Collected :")[1].split()[0])


def main() -> None:
    numbers = [arg for arg in sys.argv[1:] if arg.isdigit()]
    runs = int(numbers[0]) if numbers else 30
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    home = tempfile.mkdtemp(prefix="bench_start_")  # with a game to resume
    empty = tempfile.mkdtemp(prefix="bench_start_")  # with none
    screen = os.path.join(empty, "screen.json")  # offscreen's screen: a usual desktop's
    with open(screen, "w", encoding="utf-8") as file:
        json.dump({"screens": [{"name": "desktop", "width": 1920, "height": 1080}]}, file)
    os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={screen}")
    os.environ["HOME"] = home
    for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        os.environ.pop(name, None)
    print(f"load average before: {os.getloadavg()[0]:.2f} (on {os.cpu_count()} cores)")
    start = [sys.executable, "-c", RSS + START]
    timed(start)  # warm the caches once, in each home
    timed(start, empty)
    width, height, _rss = printed(GAME, *map(str, GAMES[0]))  # and the app window's size
    size = (width, height)
    print(f"window size of the app and of the bare window: {width}x{height}")
    bare_window = [sys.executable, "-c", RSS + BARE, str(width), str(height)]
    text_window = [*bare_window, "Choose a game"]
    times: dict[str, list[tuple[float, ...]]] = {"bare": [], "text": [], "none": [], "resume": []}
    for _ in range(runs):
        times["none"].append(timed(start, empty))
        times["bare"].append(timed(bare_window))
        times["resume"].append(timed(start))
        times["text"].append(timed(text_window))
    print(f"runs: {runs}; medians (the CPU time: user + system, less moved by a loaded machine)")
    print("of the bare window, of the bare window with one line of text (the least any window")
    print("showing text pays), of the app with no game to resume and with one; ratios to the")
    print("bare window, and in brackets to the window with one line of text:")
    whats = ("wall clock", "CPU time")
    ends = ("first frame", "process's end")
    for index, what in enumerate(f"{w} to the {e}" for e in ends for w in whats):
        b, text, none, resume = (statistics.median(run[index] for run in times[k]) for k in times)
        print(
            f"  {what}: bare {b * 1000:3.0f} ms, one line of text {text * 1000:3.0f} ms"
            f" ({text / b:.2f}); app {none * 1000:3.0f} ms (no game to resume: {none / b:.2f}"
            f" [{none / text:.2f}]), {resume * 1000:3.0f} ms (a game to resume:"
            f" {resume / b:.2f} [{resume / text:.2f}])"
        )
    print(f"time goal: at most {TIME_GOAL}")
    if "--instructions" in sys.argv and shutil.which("valgrind"):
        plain, text = instructions(bare_window), instructions(text_window)
        none, resume = instructions(start, empty), instructions(start)
        print(
            f"  instructions to the process's end: bare {plain / 1e6:.0f} M, one line of text"
            f" {text / 1e6:.0f} M ({text / plain:.3f}); app {none / 1e6:.0f} M (no game to"
            f" resume: {none / plain:.3f} [{none / text:.3f}]), {resume / 1e6:.0f} M (a game"
            f" to resume: {resume / plain:.3f} [{resume / text:.3f}])"
        )

    memory_runs = max(3, runs // 3)
    figures: dict[str, list[int]] = {"bare window": [], "start page": []}
    figures.update({f"{game} ({players})": [] for game, players in GAMES})
    for _ in range(memory_runs):
        figures["bare window"].append(printed(BARE, str(width), str(height))[-1])
        figures["start page"].append(printed(START)[-1])
        for game, players in GAMES:
            figures[f"{game} ({players})"].append(game_resident(game, players, size))
    medians = {name: statistics.median(values) for name, values in figures.items()}
    base = medians["bare window"]
    print(f"RSS at the first frame (median of {memory_runs}):")
    for name, value in medians.items():
        print(f"  {name:<24} {value / 2**20:6.1f} MB  {value / base:.2f}x")
    worst = max(value for name, value in medians.items() if "(" in name)
    print(f"memory ratio (the largest game): {worst / base:.2f} (goal: at most {MEMORY_GOAL})")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    shutil.rmtree(home, ignore_errors=True)
    shutil.rmtree(empty, ignore_errors=True)


if __name__ == "__main__":
    main()
