"""What a game page keeps in memory: the C heap is given back after a board's first frame."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from spielesammlung.core.protocol import Setup
from spielesammlung.ui import heap


def _show_board(qtbot: Any, game: str, players: int) -> tuple[Any, Any]:
    """A board view showing a new game of `game`."""
    from spielesammlung.core import registry
    from spielesammlung.ui.board import BoardView, Turn
    from spielesammlung.ui.games import create_board

    rules = registry.entry(game).rules()
    setup = Setup(("Anna", "Ben", "Clara", "Dana", "Emil")[:players], {})
    state = rules.new_game(setup, 3)
    board = create_board(game, setup)
    board.speed = 0.0
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(640, 400)
    view.show()
    view.set_board(board)
    board.show(rules.view_for(state, 0), Turn(None, ()))
    qtbot.waitExposed(view)
    return view, board


def test_the_heap_is_given_back_once_after_a_boards_first_frame(
    qtbot: Any, monkeypatch: Any
) -> None:
    """Allianz's first frame parses 1.9 MB of scenery art; glibc kept that freed heap."""
    calls: list[bool] = []
    monkeypatch.setattr(heap, "give_back", lambda: calls.append(True) or True)
    view, board = _show_board(qtbot, "allianz", 4)
    qtbot.waitUntil(lambda: calls == [True])
    view.viewport().repaint()
    qtbot.wait(20)
    assert calls == [True]  # not on every repaint
    view.set_board(None)
    view.set_board(_show_board(qtbot, "heimlich", 2)[1])  # another game: once more
    view.viewport().repaint()
    qtbot.waitUntil(lambda: calls == [True, True])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_the_heap_can_be_given_back_on_linux() -> None:
    import platform

    if platform.libc_ver()[0] != "glibc":
        pytest.skip("not glibc")
    assert heap.give_back()


def test_giving_back_does_not_load_ctypes() -> None:
    """`ctypes` costs a game page 0.2 MB more than `_ctypes`, which makes the call."""
    import subprocess

    code = (
        "import sys; from spielesammlung.ui import heap; heap.give_back();"
        "print('ctypes' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"]
