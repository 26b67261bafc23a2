"""The board page (issue 26): a browser joins a hosted table with its seat's code and plays on
the whole board, drawn from the view it receives (resources/board/, plain JS, no build step).

The network host (net/host.py) answers the browser's plain HTTP requests here: the page at the
root (`/`: a form for the code; the page keeps the code in its address's fragment, never sent
to the host), its scripts and style (`/board/<file>`, BOARD_FILES), its words in both languages
from the catalogue (`/board/words.json`) and the art (`/art/<name>.svg`, resources/art/ only).
The page then connects to `/net` and says hello as any client does (net/messages.py).

To every view message sent to the page (its hello says "board": true) the host adds "board"
(`board_words`, `with_board`): the seat's choices as its game's
model of choices makes them (games/<game>/choices.py: ids, words, board targets), in both
languages, and the shape of the board where the view does not hold it:
  {"game": T, "players": [str], "prompt": T | None,
   "choices": [{"id", "text": T, "group": T | None, "note": T | None, "target": str | None,
                "art": str | None, "danger": bool}],   # choices[i] is legal[i]
   "layout": {...} | None}   # Spion: its ring of fields; Allianz: its map; Checkpoint: cats;
                             # Geheime Mission: its symbols' names
(T: {"en": ..., "de": ...}, see spielesammlung/phone).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Response

from ..core import registry
from ..core.catalogue import texts
from ..core.label import translate
from ..core.protocol import Game
from ..core.table_pages import ART_NAME, Pages, respond, respond_file
from ..phone import localised
from .views import decode_view

BOARD_FILES = (
    "board.js",
    "board.css",
    "heimlich.js",
    "mission.js",
    "spion.js",
    "checkpoint.js",
    "allianz.js",
    "replay.js",
)
HTML = "text/html; charset=utf-8"

Words = Callable[[int | None, Any, Sequence[Any]], dict[str, Any]]


def page_words() -> dict[str, Any]:
    """The board page's own words, in both languages (the catalogue's context "Board")."""
    words = {
        "code": translate("Board", "Seat code"),
        "codeHelp": translate("Board", "Type the code the host gave you for your seat."),
        "join": translate("Board", "Join"),
        "board": translate("Board", "Board"),
        "boardHelp": translate(
            "Board", "Arrow keys move the cursor, Enter chooses, number keys pick a choice."
        ),
        "choices": translate("Board", "Your choices"),
        "turn": translate("Board", "Your turn"),
        "anytime": translate("Board", "You may act now"),
        "wait": translate("Board", "Waiting for %1…"),
        "waitOthers": translate("Board", "Waiting for the others…"),
        "sent": translate("Board", "Sent; waiting for the table…"),
        "over": translate("Board", "Game over"),
        "won": translate("Board", "You won!"),
        "winners": translate("Board", "Winners: %1"),
        "draw": translate("Board", "The game ends in a draw."),
        "spectator": translate("Board", "Watching"),
        "connecting": translate("Board", "Connecting…"),
        "online": translate("Board", "Connected"),
        "offline": translate("Board", "Connection lost. Reconnecting…"),
        "refused": translate("Board", "The host did not take this code."),
        "again": translate("Board", "Press again to confirm: %1"),
        "back": translate("Board", "All choices (Escape)"),
        "moved": translate("Board", "Move %1: %2"),
        "picked": translate("Board", "%1: choose one of %2."),
        "target": translate("Board", "%1, can be chosen"),
        "empty": translate("Board", "empty"),
        "white": translate("Board", "white"),
        "yellow": translate("Board", "yellow"),
        "square": translate("Board", "%1: %2"),
        "column": translate("Board", "Column %1: %2 dice"),
        "score": translate("Board", "%1: %2 points"),
        "points": translate("Board", "%1 points"),
        "field": translate("Board", "Field %1"),
        "spy": translate("Board", "Spy %1 (%2)"),
        "embassy": translate("Board", "Embassy"),
        "alfred": translate("Board", "Alfred"),
        "dungeon": translate("Board", "Dungeon"),
        "reserve": translate("Board", "Reserve"),
        "colour-schwarz": translate("Board", "black"),
        "colour-weiss": translate("Board", "white"),
        "colour-schwarz-rot": translate("Board", "black-red"),
        "colour-weiss-blau": translate("Board", "white-blue"),
        "colour-grau": translate("Board", "grey"),
        "card": translate("Board", "Pass card %1"),
        "envelope": translate("Board", "Envelope"),
        "distance": translate("Board", "Pass card: %1 fields"),
        "money": translate("Board", "%1: %2 Zillionen"),
        "deck": translate("Board", "Deck: %1 cards"),
        "side": translate("Board", "Clue side %1"),
        "chip": translate("Board", "Chip %1 of %2"),
        "piece": translate("Board", "Piece of party %1 on %2"),
        "clue": translate("Board", "Your clue: %1"),
        "chips": translate("Board", "%1: %2 chips"),
        "round": translate("Board", "Round %1 of %2"),
        "accuses": translate("Board", "%1 accuses %2"),
        "party": translate("Board", "Party %1"),
        "closed": translate("Board", "The host closed the table."),
        "replaced": translate("Board", "This seat is played on another device now."),
        "replay": translate("Board", "Replay (every secret shown)"),
        "replayPlain": translate("Board", "Replay of the game"),
        "replayOffered": translate("Board", "The replay of the game is ready, every secret shown."),
        "replayOfferedPlain": translate("Board", "The replay of the game is ready."),
        "replayStart": translate("Board", "The start of the game"),
        "replayMove": translate("Board", "%1: %2"),
        "replayAt": translate("Board", "Move %1 of %2"),
        "replayFirst": translate("Board", "Start"),
        "replayBack": translate("Board", "Back"),
        "replayNext": translate("Board", "Forward"),
        "replayLast": translate("Board", "End"),
        "replaySteps": translate("Board", "Step through the game"),
        "replayHelp": translate(
            "Board", "Left and Right arrow keys step, Home and End jump, Escape closes."
        ),
        "replayClose": translate("Board", "Close the replay"),
        "errors": {
            "not your turn": translate("Board", "It is not your turn."),
            "not a legal action now": translate("Board", "That is not possible any more."),
            "too many messages": translate("Board", "Slow down, please."),
            "the game is closed": translate("Board", "The game is over at the host."),
            "the table did not answer": translate("Board", "The host did not answer. Try again."),
        },
    }
    return localised(words)


@cache
def _words_json() -> bytes:
    return json.dumps(page_words()).encode()


def answer(pages: Pages, connection: ServerConnection, path: str) -> Response | None:
    """The answer to GET `path` (without its query) for the board page, or None."""
    prefix, _, name = path.rpartition("/")
    if path == "/":
        page = pages.file("board/index.html")
        return None if page is None else respond(connection, page, HTML)
    if path == "/board/words.json":
        return respond(connection, _words_json(), "application/json", "max-age=3600")
    if prefix == "/board" and name in BOARD_FILES:
        found = pages.file(f"board/{name}")
    elif prefix == "/art" and ART_NAME.fullmatch(name):
        found = pages.file(f"art/{name}")
    else:
        return None
    return respond_file(connection, found, name)


def board_words(game_id: str, names: Sequence[str]) -> Words:
    """`(seat, view, legal) -> "board"` for a table of `game_id` (see the module text)."""
    entry = registry.entry(game_id)
    model = importlib.import_module(f"{entry.module}.choices")
    title = {"en": entry.name_en, "de": entry.name_de}
    shape = layout(game_id, len(names))

    def words(seat: int | None, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        made = model.choices(view, seat, legal) if seat is not None and legal else None
        items = made.items if made is not None else ()
        return {
            "game": title,
            "players": list(names),
            "prompt": None if made is None or made.prompt is None else texts(made.prompt),
            "choices": [
                {
                    "id": c.id,
                    "text": texts(c.label),
                    "group": None if c.group is None else texts(c.group),
                    "note": None if c.note is None else texts(c.note),
                    "target": c.target,
                    "art": c.art,
                    "danger": c.danger,
                }
                for c in items
            ],
            "layout": shape,
        }

    return words


def with_board(words: Words, game: Game[Any, Any], text: str) -> str:
    """The view message `text` (core/table_server.py) with "board" made by `words` from the
    message's own view and legal actions."""
    message = json.loads(text)
    seat = message["seat"]
    legal = [game.codec.decode(action) for action in message["legal"]]
    message["board"] = words(seat, decode_view(game, message["view"]), legal)
    return json.dumps(message)


def layout(game_id: str, players: int) -> dict[str, Any] | None:
    """What the page needs to draw the board and the view does not hold."""
    if game_id == "spion-und-spion":
        from ..games.spion.board import board

        ring = board(players)
        fields = [
            {"row": f.row, "col": f.col, "embassy": f.embassy, "alfred": f.alfred}
            for f in ring.fields
        ]
        return {"rows": ring.rows, "cols": ring.cols, "fields": fields}
    if game_id == "geheime-mission":
        from ..games.geheime_mission.choices import SYMBOL_NAMES

        return {"symbols": {symbol.value: texts(name) for symbol, name in SYMBOL_NAMES.items()}}
    if game_id == "allianz":
        from ..games.allianz.board import MAP

        return {"map": list(MAP)}
    if game_id == "checkpoint-charlie":
        from ..games.checkpoint.choices import suspect, trait
        from ..games.checkpoint.components import CAT_NAMES
        from ..games.checkpoint.pictures import TRAIT_PICTURES, cat_layers
        from ..phone.checkpoint import CHIP_CELLS, TRAIT_CELLS

        cats = range(len(CAT_NAMES))
        return {
            "cats": [cat_layers(cat) for cat in cats],  # layers of checkpoint-cat.svg
            "names": list(CAT_NAMES),
            "suspects": [texts(suspect(cat)) for cat in cats],
            "traits": [list(pair) for pair in TRAIT_PICTURES],  # ids of checkpoint-traits.svg
            "clues": [[texts(trait((tile, side))) for side in (0, 1)] for tile in range(5)],
            "traitCells": list(TRAIT_CELLS),  # each a 100 x 100 cell, in this order
            "chipCells": [colour.value for colour in CHIP_CELLS],  # of checkpoint-chips.svg
        }
    return None
