"""The headless command line (never imports Qt).

python -m spielesammlung.cli play GAME --seed N [--players N] [--option NAME=VALUE]...
                                      [--seats LEVEL,LEVEL,...]
python -m spielesammlung.cli perft heimlich --depth D [--option classic=true]
python -m spielesammlung.cli moves heimlich [--option classic=true]   (positions on stdin)
python -m spielesammlung.cli solve geheime-mission                    (positions on stdin)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .core import autoplay, registry
from .core.jsonable import jsonable
from .core.protocol import OptionValue, options_with_defaults


def _options(
    game_id: str, pairs: Sequence[str], players: int | None = None
) -> dict[str, OptionValue]:
    entry = registry.entry(game_id)
    options: dict[str, OptionValue] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--option wants NAME=VALUE, not {pair!r}")
        try:
            spec = entry.option(name)
        except KeyError:
            raise ValueError(f"{game_id} has no option {name!r}") from None
        options[name] = spec.parse(value)
    return options_with_defaults(entry.options, options, players or entry.players[0])


def _game(name: str, allowed: Sequence[str] | None = None) -> str:
    try:
        entry = registry.entry(name)
    except KeyError:
        raise ValueError(f"unknown game {name!r}") from None
    if allowed is not None and name not in allowed:
        raise ValueError(f"this command is for {', '.join(allowed)}")
    if not entry.built:
        raise ValueError(f"{name} is not built yet")
    return name


def cmd_play(args: argparse.Namespace) -> int:
    game_id = _game(args.game)
    levels = args.seats.split(",") if args.seats else None
    options = _options(game_id, args.option, args.players)
    played = autoplay.play(game_id, args.seed, args.players, options, levels)
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


def cmd_perft(args: argparse.Namespace) -> int:
    from .games.heimlich import notation

    options = _options(_game(args.game, ["heimlich"]), args.option)
    print(notation.perft(args.depth, bool(options["classic"])))
    return 0


def cmd_moves(args: argparse.Namespace) -> int:
    from .games.heimlich import notation

    classic = bool(_options(_game(args.game, ["heimlich"]), args.option)["classic"])
    for line in sys.stdin:
        if line.strip():
            print(notation.moves_line(line, classic), flush=False)
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    from .games.geheime_mission import solver

    _game(args.game, ["geheime-mission"])
    for line in sys.stdin:
        if line.strip():
            print(solver.solve_line(line))
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
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
    for command in (play, perft, moves):
        command.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return int(args.run(args))
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
