"""Any colour vision: every two colours that tell players, pieces or choices apart are at least
ΔE2000 15 apart in normal vision and in simulated deuteranopia and protanopia, or the things
they paint carry a mark as well (and the mark is drawn)."""

from __future__ import annotations

import itertools

import pytest

from spielesammlung.ui import palettes
from spielesammlung.ui.choice_marks import NumberBadge
from spielesammlung.ui.paths import art
from tests.ui.colour_vision import VISIONS, delta_e_2000, difference, lab

LEAST = 15.0


def test_the_colour_science_matches_published_values():
    # CIEDE2000 test data of Sharma, Wu and Dalal (2005)
    assert delta_e_2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, 1e-4)
    assert delta_e_2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, 1e-4)
    assert delta_e_2000((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514)) == pytest.approx(
        0.9082, 1e-3
    )
    assert lab((1.0, 1.0, 1.0))[0] == pytest.approx(100, abs=1e-3)
    # red and green are far apart, and nearly equal to a dichromat
    assert difference("#d62728", "#2ca02c") > 60
    assert difference("#d62728", "#2ca02c", "deuteranopia") < 15
    assert difference("#ff0000", "#000000", "protanopia") < difference("#ff0000", "#000000")


@pytest.mark.parametrize("palette", palettes.ALL, ids=lambda p: p.name)
def test_every_pair_is_told_apart(palette: palettes.Palette):
    close = []
    for (i, a), (j, b) in itertools.combinations(enumerate(palette.colours), 2):
        worst = min(VISIONS, key=lambda v: difference(a, b, v))
        if difference(a, b, worst) < LEAST:
            close.append(f"{i}/{j} {a}/{b}: {difference(a, b, worst):.1f} ({worst})")
    assert not close or palette.marked, f"{palette.name} by colour alone: {close}"


def test_the_code_paints_with_the_palettes():
    from spielesammlung.ui.allianz import art as allianz
    from spielesammlung.ui.checkpoint import art as checkpoint
    from spielesammlung.ui.geheime_mission import art as mission
    from spielesammlung.ui.heimlich import scene as heimlich
    from spielesammlung.ui.spion import art as spion

    assert palettes.ALLIANZ_PARTIES.colours == allianz.COLOURS
    assert palettes.ALLIANZ_PATHS.colours == allianz.CHOICE_COLOURS
    assert palettes.HEIMLICH_LINES.colours == heimlich.LINE_COLOURS
    assert palettes.CHECKPOINT_AGENTS.colours == checkpoint.AGENT_COLOURS
    assert tuple(c.name() for c in mission.COLOURS) == palettes.MISSION_PLAYERS.colours
    assert tuple(s.fill.name() for s in spion.STYLES) == palettes.SPION_COLOURS.colours
    # the art files carry the colours of their palettes
    for party, colour in enumerate(palettes.ALLIANZ_PARTIES.colours):
        assert colour in art(allianz.piece_art(party)).read_text().lower()
    for stone, colour in zip(("white", "yellow"), palettes.HEIMLICH_STONES.colours, strict=True):
        assert colour in art(f"heimlich-{stone}.svg").read_text().lower()


def test_spion_colours_have_letters_and_shapes_of_their_own():
    from PySide6.QtCore import QPointF

    from spielesammlung.ui.spion.art import shape_path
    from spielesammlung.ui.spion.texts import LETTERS

    assert len(set(LETTERS)) == len(palettes.SPION_COLOURS)
    shapes = {shape_path(c, QPointF(0, 0), 10).elementCount() for c in range(len(LETTERS))}
    assert len(shapes) == len(LETTERS)


def test_heimlich_stones_are_different_pictures():
    from spielesammlung.ui.heimlich.scene import ART

    assert len(set(ART.values())) == len(palettes.HEIMLICH_STONES)


def _badges(scene) -> list[tuple[int, str]]:
    found = [i for i in scene.items() if isinstance(i, NumberBadge) and i.isVisible()]
    return sorted((b.number, b.brush().color().name()) for b in found)


def test_allianz_path_choices_are_numbered(window):
    from tests.ui.allianz.test_allianz_board import CHOICE, sq, start

    controller = start(window, state=CHOICE)
    board = controller.board
    board.click(sq(5, 5))
    board.click(sq(5, 9))
    count = len(board.candidates)
    assert count == 2
    colours = palettes.ALLIANZ_PATHS.colours
    assert _badges(board.scene) == [(n + 1, colours[n]) for n in range(count)]
    panel = window.game_page.extra_box.itemAt(0).widget()
    texts = [panel.paths.itemAt(i).widget().text() for i in range(panel.paths.count())]
    assert [t.split()[0] for t in texts] == ["1", "2"]


def test_heimlich_line_choices_are_numbered(window):
    from tests.ui.heimlich.test_heimlich_board import multi_line_position

    controller, square, actions = multi_line_position(window)
    board = controller.board
    board.click(square)
    assert board.choosing == square
    assert [n for n, _ in _badges(board.scene)] == list(range(1, len(actions) + 1))
