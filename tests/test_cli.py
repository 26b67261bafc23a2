"""The command line answers bad input with one clear line on stderr and exit code 2.

Never a traceback, never a usage block; the answers to good lines before a bad one still come.
"""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spielesammlung import cli
from spielesammlung.games.heimlich import notation
from spielesammlung.games.heimlich.rules import State

START = notation.format_position(State())  # Heimlich's start in the `moves` notation

BAD = [
    # (command line, standard input, words the error line must contain)
    (["play", "nosuch", "--seed", "1"], "", ["unknown game 'nosuch'", "heimlich"]),
    (["play", "heimlich", "--seed", "1", "--option", "nope=1"], "", ["no option 'nope'"]),
    (["play", "heimlich", "--seed", "1", "--option", "classic"], "", ["NAME=VALUE"]),
    (["play", "heimlich", "--seed", "1", "--option", "classic=maybe"], "", ["false, true"]),
    (["play", "geheime-mission", "--seed", "1", "--option", "harder=x"], "", ["U-Boot"]),
    (
        ["play", "allianz", "--seed", "1", "--players", "3", "--option", "pairing=vertical"],
        "",
        ["only for 2 players"],
    ),
    (["play", "heimlich", "--seed", "1", "--players", "3"], "", ["for 2 players, not 3"]),
    (["play", "checkpoint-charlie", "--seed", "1", "--players", "2"], "", ["3, 4, 5 players"]),
    (["play", "spion-und-spion", "--seed", "1", "--players", "-1"], "", ["not -1"]),
    (["play", "heimlich", "--seed", "1", "--seats", "easy,easy,easy"], "", ["3 levels"]),
    (["play", "heimlich", "--seed", "1", "--seats", "genius"], "", ["'genius'", "easy"]),
    (["play", "heimlich", "--seed", "1", "--seats", "easy,"], "", ["unknown level ''"]),
    (["play", "heimlich", "--seed", "x"], "", ["--seed", "'x'"]),
    (["play", "heimlich"], "", ["--seed"]),
    (["play", "heimlich", "--seed", "1", "--colour", "red"], "", ["--colour"]),
    (["perft", "heimlich", "--depth", "-1"], "", ["must not be negative"]),
    (["perft", "heimlich", "--depth", "two"], "", ["--depth", "'two'"]),
    (["perft", "allianz", "--depth", "1"], "", ["for heimlich"]),
    (["moves", "geheime-mission"], START, ["for heimlich"]),
    (["moves", "heimlich"], "garbage\n", ["line 1", "64 board characters"]),
    (["moves", "heimlich"], f"{START}\n\n{START[:-1]}X\n", ["line 3", "W or Y, not 'X'"]),
    (["moves", "heimlich"], "W" * 63 + " W\n", ["64 characters, not 63"]),
    (["moves", "heimlich"], "W" * 63 + "Q W\n", ["h8", "'Q'"]),
    (["moves", "heimlich", "--option", "classic=2"], START, ["false, true"]),
    (["solve", "geheime-mission"], "4455\n4x\n", ["line 2", "not a column 1-7: 'x'"]),
    (["solve", "geheime-mission"], "1111111\n", ["column 1 is full"]),
    (["solve", "geheime-mission"], "1212121\n", ["completes four"]),
    (["solve", "heimlich"], "4455\n", ["for geheime-mission"]),
    (["solve", "geheime-mission", "--option", "harder=none"], "", ["--option"]),
    (["arena", "heimlich", "--lineup", "easy,genius"], "", ["unknown level 'genius'"]),
    (["arena", "heimlich", "--lineup", "easy,easy,easy"], "", ["3 levels for 2 players"]),
    (["arena", "heimlich", "--lineup", "easy", "--games", "0"], "", ["at least 1"]),
    (["arena", "spion-und-spion", "--lineup", "easy", "--players", "3"], "", ["2, 4 players"]),
    (["arena", "nosuch", "--lineup", "easy"], "", ["unknown game 'nosuch'"]),
    (["arena", "heimlich"], "", ["--lineup"]),
    (["arena", "allianz", "--lineup", "easy", "--option", "pairing=x"], "", ["vertical"]),
    (["frobnicate"], "", ["invalid choice: 'frobnicate'"]),
    ([], "", ["command"]),
]


def _run(
    argv: list[str], stdin: str | bytes, monkeypatch: pytest.MonkeyPatch, capsys
) -> tuple[int, str, str]:
    raw = stdin if isinstance(stdin, bytes) else stdin.encode("utf-8")
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8"))
    try:
        code = cli.main(argv)
    except SystemExit as leaving:  # argparse's complaints
        code = leaving.code if isinstance(leaving.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def _one_error_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize(("argv", "stdin", "words"), BAD, ids=lambda v: repr(v)[:40])
def test_bad_input_gets_one_error_line(
    argv: list[str], stdin: str, words: list[str], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    code, out, err = _run(argv, stdin, monkeypatch, capsys)
    assert code == 2
    line = _one_error_line(err)
    assert all(word in line for word in words), line


def test_answers_before_a_bad_line_are_printed(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    code, out, err = _run(["solve", "geheime-mission"], "4455\n\n0\n", monkeypatch, capsys)
    assert (code, out) == (2, "18\n")
    assert _one_error_line(err) == "error: line 3: not a column 1-7: '0'"


def test_input_that_is_not_text(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    code, out, err = _run(["moves", "heimlich"], b"\xff\xfe\n", monkeypatch, capsys)
    assert code == 2 and "not UTF-8" in _one_error_line(err)


def test_good_input_still_works(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    code, out, err = _run(
        ["play", "heimlich", "--seed", "4", "--seats", " easy ,easy"], "", monkeypatch, capsys
    )
    assert code == 0 and err == "" and '"game": "heimlich"' in out
    code, out, err = _run(["moves", "heimlich"], START + "\n", monkeypatch, capsys)
    assert code == 0 and err == "" and out.split() == ["e3:n", "f4:w", "c5:e", "d6:s"]
    code, out, err = _run(["perft", "heimlich", "--depth", "0"], "", monkeypatch, capsys)
    assert (code, out.strip()) == (0, "1")


@pytest.mark.parametrize(
    ("argv", "stdin"),
    [
        (["play", "heimlich", "--seed", "1", "--players", "5"], ""),
        (["perft", "heimlich", "--depth", "z"], ""),
        (["moves", "heimlich"], "a b c\n"),
        (["solve", "geheime-mission"], "8\n"),
    ],
)
def test_the_real_process_says_one_line(argv: list[str], stdin: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "spielesammlung.cli", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    _one_error_line(done.stderr)


def test_a_reader_that_goes_away_gets_no_traceback() -> None:
    """`... | head -1`: the pipe closes early; the command stops quietly."""
    reader = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.readline()"], stdin=subprocess.PIPE
    )
    done = subprocess.run(
        [sys.executable, "-m", "spielesammlung.cli", "solve", "geheime-mission"],
        input="4455\n" * 200_000,  # more answers than a pipe holds
        stdout=reader.stdin,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
    )
    assert reader.stdin is not None
    reader.stdin.close()
    reader.wait(timeout=60)
    assert done.returncode == 1 and done.stderr == ""


POSITION_TEXT = st.one_of(
    st.text(max_size=80),
    st.builds(
        lambda board, side: f"{board} {side}",
        st.text(alphabet="WY.w#", min_size=60, max_size=66),
        st.sampled_from(["W", "Y", "w", "", "W Y"]),
    ),
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(line=POSITION_TEXT)
def test_any_moves_line_gets_an_answer_or_one_error_line(
    line: str, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    code, out, err = _run(
        ["moves", "heimlich"], line.replace("\n", " ") + "\n", monkeypatch, capsys
    )
    assert code in (0, 2)
    if code == 2:
        _one_error_line(err)
    else:
        assert err == ""


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(line=st.text(alphabet=st.sampled_from("12345678 x\t\u00e4"), max_size=50))
def test_any_bad_solve_line_gets_one_error_line(
    line: str, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """The line ends in a bad character: a real position could take long to solve."""
    code, out, err = _run(["solve", "geheime-mission"], f"4455\n{line}x\n", monkeypatch, capsys)
    assert code == 2 and out == "18\n"
    _one_error_line(err)


# Positions of Pons's benchmark sets (end game, middle game), with their exact scores.
SOLVE_LINES = {
    "2252576253462244111563365343671351441": "-1",
    "7422341735647741166133573473242566": "1",
    "23163416124767223154467471272416755633": "0",
    "5455174361263362": "-1",
    "2531276566711153": "2",
}


def test_solve_answers_as_the_python_solver(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    """`solve` answers with the C solver where it is built; the same scores as Python's."""
    from spielesammlung.games.geheime_mission import solver

    asked: list[tuple[int, int]] = []
    if solver.native is not None:
        real = solver.native

        class Spy:
            def score(self, current: int, mask: int) -> int:
                asked.append((current, mask))
                return real.score(current, mask)

        monkeypatch.setattr(solver, "native", Spy())
    code, out, err = _run(["solve", "geheime-mission"], "\n".join(SOLVE_LINES), monkeypatch, capsys)
    python = solver.LineSolver(python=True)
    assert (code, err) == (0, "")
    assert out.split() == [python(line) for line in SOLVE_LINES] == list(SOLVE_LINES.values())
    assert len(asked) == (len(SOLVE_LINES) if solver.native is not None else 0)
