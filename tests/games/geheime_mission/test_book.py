"""The opening book of the strong player in the visor-only game: its format, its mirror
images, and its columns against the solver (a sample: every entry is a slow solve)."""

from __future__ import annotations

import os
import random
import tomllib
from pathlib import Path

import pytest

from spielesammlung.games.geheime_mission import BOTS, GAME
from spielesammlung.games.geheime_mission.book import (
    BOOK_PATH,
    book_column,
    canonical,
    mirror,
    read_book,
    write_book,
)
from spielesammlung.games.geheime_mission.bots import bitboards
from spielesammlung.games.geheime_mission.solver import (
    BOARD,
    BOTTOM,
    COLUMNS,
    native,
    play_line,
    winning_cells,
)

from .helpers import new
from .helpers import play_line as play_state

ROOT = Path(__file__).resolve().parents[3]
SAMPLE_FROM = 14  # dice: the sampled entries are solved again (by the C solver)
REQUIRED = os.environ.get("SPIELESAMMLUNG_REQUIRE_NATIVE") == "1"
needs_book = pytest.mark.skipif(
    not BOOK_PATH.exists(), reason="book.bin not built yet (scripts/build_connect4_book.py)"
)


def _position(key: int) -> tuple[int, int]:
    """(current, mask) from a book key (current + mask, column by column)."""
    current = mask = 0
    for c in range(7):
        part = (key >> (7 * c)) & 0x7F
        height = (part + 1).bit_length() - 1
        column_mask = (1 << height) - 1
        mask |= column_mask << (7 * c)
        current |= (part - column_mask) << (7 * c)
    return current, mask


def test_keys_decode_and_mirror() -> None:
    current, mask = play_line("4452")
    assert _position(current + mask) == (current, mask)
    mirrored = play_line("4436")
    assert (mirror(current), mirror(mask)) == mirrored
    assert canonical(*mirrored)[0] == canonical(current, mask)[0]
    assert canonical(current, mask)[1] != canonical(*mirrored)[1]


def test_the_file_format_round_trips(tmp_path: Path) -> None:
    book = {canonical(*play_line("4452"))[0]: 3, canonical(0, 0)[0]: 3}
    write_book(tmp_path / "b.bin", book, 5)
    assert read_book(tmp_path / "b.bin") == (book, 5)


@needs_book
def test_the_book_is_shipped() -> None:
    book, complete = read_book(BOOK_PATH)
    assert complete >= 0 and book, "the empty rack is in the book"
    assert BOOK_PATH.stat().st_size < 4_000_000
    assert book_column(0, 0) == 3  # the centre column wins


def test_the_book_is_packaged() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert (
        "book.bin"
        in project["tool"]["setuptools"]["package-data"]["spielesammlung.games.geheime_mission"]
    )
    for spec in ("spielesammlung.spec", "windows/spielesammlung.spec", "macos/spielesammlung.spec"):
        assert "(str(book), GEHEIME) for book in" in (ROOT / "packaging" / spec).read_text()


def _sample(count: int) -> list[tuple[int, int, int]]:
    """`count` book entries among the positions with the most dice (the quickest to solve)."""
    book, _ = read_book(BOOK_PATH)
    entries = sorted(book.items(), key=lambda item: -_position(item[0])[1].bit_count())
    entries = [e for e in entries if _position(e[0])[1].bit_count() >= SAMPLE_FROM]
    pool = entries[: max(count, len(entries) // 20)]
    chosen = random.Random(12).sample(pool, min(count, len(pool)))
    return [(*_position(key), column) for key, column in chosen]


def _score(current: int, mask: int) -> int:
    """The exact score, by the C solver: a book entry is a slow solve even for it."""
    if winning_cells(current, mask) & (mask + BOTTOM) & BOARD:
        return (43 - mask.bit_count()) // 2
    if mask.bit_count() == 42:
        return 0
    assert native is not None
    answer = native.best_columns(current, mask, 1 << 40, 0.0)
    assert answer is not None
    return answer[0]


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


@needs_book
@pytest.mark.skipif(native is None and not REQUIRED, reason="needs the C solver (setup.py)")
@pytest.mark.parametrize("index", range(4))
def test_book_columns_keep_the_outcome(index: int) -> None:
    """A book column keeps a win a win and a draw a draw (perfect play; not always the
    quickest win: the book is built by win/draw/loss)."""
    sample = _sample(4)
    if index >= len(sample):
        pytest.skip("no entry deep enough to solve again here")
    current, mask, column = sample[index]
    move = (mask + BOTTOM) & COLUMNS[column]
    assert move, "the column has room"
    value = _score(current, mask)
    after = -_score(current ^ mask, mask | move)
    if value >= 0:
        assert _sign(after) == _sign(value)


@needs_book
@pytest.mark.parametrize("moves", ["", "4", "43", "41", "2"])
def test_the_strong_player_opens_from_its_book(moves: str) -> None:
    """Early positions of its own games come from the book, instantly and perfectly."""
    state = play_state(new(visor_only=True, first="red"), moves)
    current, mask = bitboards(GAME.view_for(state, None).columns, state.to_move)
    column = book_column(current, mask)
    if len(moves) <= read_book(BOOK_PATH)[1]:
        assert column is not None
    if moves == "":
        assert column == 3  # the first player keeps its win in the centre
    bot = BOTS["strong"]()
    player = state.to_move
    legal = GAME.legal_actions(state, player)
    action = bot.choose(GAME.view_for(state, player), player, legal, random.Random(1))
    if column is not None:
        assert action.column == column
        assert bot.last_depth == 42 - len(moves)
