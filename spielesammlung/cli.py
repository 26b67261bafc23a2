"""The headless command line (never imports Qt).

python -m spielesammlung.cli play GAME --seed N [--players N] [--option NAME=VALUE]...
                                      [--seats LEVEL,LEVEL,...]
python -m spielesammlung.cli arena GAME --lineup LEVEL,LEVEL[,...] [--players N] [--games N]
                                       [--option NAME=VALUE]... [--seed N]
python -m spielesammlung.cli perft heimlich --depth D [--option classic=true]
python -m spielesammlung.cli moves heimlich [--option classic=true]   (positions on stdin)
python -m spielesammlung.cli solve geheime-mission                    (positions on stdin)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from .core import autoplay, registry
from .core.jsonable import jsonable
from .core.protocol import OptionValue, options_with_defaults


class _Parser(argparse.ArgumentParser):
    """argparse with its complaints on one line (no usage block): `error: ...`, exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


def _choices(values: Sequence[object]) -> str:
    return ", ".join(
        str(value).lower() if isinstance(value, bool) else str(value) for value in values
    )


def _options(
    game_id: str, pairs: Sequence[str], players: int | None = None
) -> dict[str, OptionValue]:
    entry = registry.entry(game_id)
    count = players or entry.players[0]
    options: dict[str, OptionValue] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--option wants NAME=VALUE, not {pair!r}")
        try:
            spec = entry.option(name)
        except KeyError:
            known = _choices([spec.id for spec in entry.options]) or "none"
            raise ValueError(f"{game_id} has no option {name!r} (its options: {known})") from None
        if spec.players is not None and count not in spec.players:
            raise ValueError(f"option {name} is only for {_choices(spec.players)} players")
        try:
            options[name] = spec.parse(value)
        except ValueError:
            raise ValueError(
                f"option {name} is one of {_choices(spec.choices)}, not {value!r}"
            ) from None
    return options_with_defaults(entry.options, options, count)


def _players(game_id: str, players: int | None) -> int:
    counts = registry.entry(game_id).players
    if players is None:
        return counts[0]
    if players not in counts:
        raise ValueError(f"{game_id} is for {_choices(counts)} players, not {players}")
    return players


def _levels(game_id: str, seats: str | None, players: int) -> list[str] | None:
    """The computer level of each seat (the last one repeats for the seats not named)."""
    if not seats:
        return None
    levels = [level.strip() for level in seats.split(",")]
    if len(levels) > players:
        raise ValueError(f"--seats names {len(levels)} levels for {players} players")
    known = [level.id for level in registry.entry(game_id).levels]
    for level in levels:
        if level not in known:
            raise ValueError(f"--seats: unknown level {level!r} (levels: {_choices(known)})")
    return levels


def _game(name: str, allowed: Sequence[str] | None = None) -> str:
    try:
        entry = registry.entry(name)
    except KeyError:
        known = _choices([game.id for game in registry.GAMES])
        raise ValueError(f"unknown game {name!r} (games: {known})") from None
    if allowed is not None and name not in allowed:
        raise ValueError(f"this command is for {', '.join(allowed)}")
    if not entry.built:
        raise ValueError(f"{name} is not built yet")
    return name


def cmd_play(args: argparse.Namespace) -> int:
    game_id = _game(args.game)
    players = _players(game_id, args.players)
    levels = _levels(game_id, args.seats, players)
    options = _options(game_id, args.option, players)
    played = autoplay.play(game_id, args.seed, players, options, levels)
    session = played.session
    out = {
        "game": game_id,
        "seed": args.seed,
        "actions": len(session.played),
        "result": {
            "winners": sorted(played.result.winners),
            "scores": list(played.result.scores) if played.result.scores is not None else None,
        },
        "view": jsonable(session.game.view_for(session.state, None)),
    }
    print(json.dumps(out, ensure_ascii=False))
    return 0


ARENA_HELP = """Play GAMES games between computer levels and print one JSON object:
{"game", "players", "options", "games", "levels": {LEVEL: {"wins", "draws", "losses", "share",
"think_mean_s", "think_p95_s", "think_max_s"[, "depth_mean", "depth_max"]}}}.

Seats: --lineup names one level per seat (the last repeats for seats not named; --players
defaults to the lineup's length). Games come in blocks of PLAYERS games on one seed (SEED,
SEED+1, ...); game r of a block moves the lineup r seats on, so every level plays every seat
equally often on the same seeds. GAMES is rounded up to whole blocks. A level may appear
several times; its figures cover all its seats. In team games give partners the same level,
so the rotation keeps teams together (Spion & Spion 4 players: seats 1+3 and 2+4 are partners:
strong,medium,strong,medium).

wins/draws/losses count games: a level wins when one of its seats is among the winners (a team
or shared win counts for every winning level), draws when nobody wins, else loses.
share: the level's points over all games divided by the number of games. Each game hands out
one point: the winners split it equally, a draw gives every seat 1/PLAYERS (half a point each
in a two-player game). The shares of all levels add up to 1.

think_*: wall-clock seconds of each decision (a choice among two or more legal actions);
mean, 95th percentile (nearest rank) and maximum; the maximum also covers deciding whether to
act out of turn. depth_mean/depth_max appear when the level's bot exposes the search depth it
reached (an attribute last_depth). Several processes are used when the machine has several
cores; the results do not depend on their number (unless a bot depends on the clock)."""


def cmd_arena(args: argparse.Namespace) -> int:
    from .core import arena

    game_id = _game(args.game)
    lineup = [level.strip() for level in args.lineup.split(",")]
    players = args.players
    if players is None:
        players = len(lineup) if len(lineup) in registry.entry(game_id).players else None
    players = _players(game_id, players)
    if len(lineup) > players:
        raise ValueError(f"--lineup names {len(lineup)} levels for {players} players")
    known = list(registry.entry(game_id).bots())
    for level in lineup:
        if level not in known:
            raise ValueError(f"--lineup: unknown level {level!r} (levels: {_choices(known)})")
    if args.games < 1:
        raise ValueError(f"--games must be at least 1, not {args.games}")
    options = _options(game_id, args.option, players)
    report = arena.run(game_id, lineup, players, args.games, options, args.seed)
    print(json.dumps(report, ensure_ascii=False))
    return 0


def cmd_perft(args: argparse.Namespace) -> int:
    from .games.heimlich import notation

    options = _options(_game(args.game, ["heimlich"]), args.option)
    if args.depth < 0:
        raise ValueError(f"--depth must not be negative, not {args.depth}")
    print(notation.perft(args.depth, bool(options["classic"])))
    return 0


def cmd_moves(args: argparse.Namespace) -> int:
    from .games.heimlich import notation

    classic = bool(_options(_game(args.game, ["heimlich"]), args.option)["classic"])
    _answer_lines(lambda line: notation.moves_line(line, classic))
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    from .games.geheime_mission import solver

    _game(args.game, ["geheime-mission"])
    _answer_lines(solver.LineSolver())
    return 0


def _answer_lines(answer: Callable[[str], str]) -> None:
    """Print the answer to each non-empty line of standard input; a bad line ends it (naming
    the line: the ValueError says which and why)."""
    lines = iter(sys.stdin)
    number = 0
    while True:
        try:
            line = next(lines)
        except StopIteration:
            return
        except UnicodeDecodeError:
            raise ValueError(f"line {number + 1}: not UTF-8 text") from None
        number += 1
        if not line.strip():
            continue
        try:
            text = answer(line)
        except ValueError as error:
            raise ValueError(f"line {number}: {error}") from None
        print(text, flush=False)


def parser() -> argparse.ArgumentParser:
    top = _Parser(
        prog="python -m spielesammlung.cli",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = top.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play one game between computer players")
    play.add_argument("game")
    play.add_argument("--seed", type=int, required=True)
    play.add_argument("--players", type=int)
    play.add_argument("--seats", help="computer levels, comma separated, one per seat")
    play.set_defaults(run=cmd_play)
    arena = sub.add_parser(
        "arena",
        help="play many games between computer levels, seats rotating; JSON figures",
        description=ARENA_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    arena.add_argument("game")
    arena.add_argument("--lineup", required=True, help="computer levels, comma separated")
    arena.add_argument("--players", type=int)
    arena.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    arena.add_argument("--seed", type=int, default=1, help="the first seed (default 1)")
    arena.set_defaults(run=cmd_arena)
    perft = sub.add_parser("perft", help="count leaf positions D plies deep")
    perft.add_argument("game")
    perft.add_argument("--depth", type=int, required=True)
    perft.set_defaults(run=cmd_perft)
    moves = sub.add_parser("moves", help="legal moves of positions read from stdin")
    moves.add_argument("game")
    moves.set_defaults(run=cmd_moves)
    solve = sub.add_parser("solve", help="exact scores of visor-only positions from stdin")
    solve.add_argument("game")
    solve.set_defaults(run=cmd_solve)
    for command in (play, arena, perft, moves):
        command.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; bad input gets one line on standard error and exit code 2."""
    args = parser().parse_args(argv)
    try:
        return _run(args)
    except BrokenPipeError:  # the reader went away (`... | head`): nobody to answer
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130


def _run(args: argparse.Namespace) -> int:
    try:
        return int(args.run(args))
    except ValueError as error:
        sys.stdout.flush()  # the answers to the lines before the bad one come first
        message = " ".join(str(error).split())  # one line, whatever the message holds
        print(f"error: {message}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
