"""Every text of the Checkpoint Charlie board: log lines, status, prompts, labels and tooltips.

All of them are translated in the context "CheckpointTexts"; the board, its scene and its panel
ask this module instead of writing words themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.i18n import capital, fill
from ...core.protocol import ALL_SEEING, Event, Result
from ...games.checkpoint import choices as words
from ...games.checkpoint.choices import COLOUR_NAMES
from ...games.checkpoint.components import AGENT_NAMES, CAT_NAMES, Clue, Colour
from ...games.checkpoint.rules import (
    Accused,
    AgentDrawn,
    CardDrawn,
    ChipMissing,
    ChipSeen,
    ChipTaken,
    ClueChosen,
    ClueShown,
    CluesRevealed,
    DeckEmpty,
    GameOver,
    RoundStarted,
    SideChosen,
    StasiDrawn,
    Swapped,
    TileDrawn,
)
from ...games.checkpoint.state import KeepChips, Phase, Summary, Swap, Verdict
from ...games.checkpoint.view import PlayerView, View
from ..board import phone_text
from ..i18n import say, signed

CONTEXT = "CheckpointTexts"


def translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def trait(clue: Clue) -> str:
    return say(words.trait(clue))


def traits(cat: int) -> str:
    return say(words.traits(cat))


def colour_name(colour: Colour) -> str:
    return say(COLOUR_NAMES[colour])


def cat_tip(cat: int) -> str:
    return say(words.suspect(cat))


def ranking(view: View) -> list[tuple[int, int]]:
    """(player, place) as the rules rank them, best first (empty until the game is over)."""
    places = view.places or ()
    return sorted(enumerate(places), key=lambda row: (row[1], row[0]))


class CheckpointTexts:
    """The texts of one table: it knows the players' names."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.own_screen = False  # one player's own screen: nobody else to look away

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        """`text` in the current language; with `n`, the plural form for that count (%n)."""
        return QCoreApplication.translate(CONTEXT, text, disambiguation or None, n)

    def name(self, player: int) -> str:
        return self.names[player]

    # -- the secret page ------------------------------------------------------------------------
    def clue_request(self, view: View, player: int) -> tuple[str, str]:
        """Title and explanation of choosing the side of one's clue tile."""
        pv = view.players[player]
        tile = pv.tile
        assert tile is not None
        info = [
            fill(
                self.tr(
                    "You drew the clue tile “%1 / %2”. Choose the side that counts this round;"
                    " only you know it. A cat showing your trait goes into your row, any other"
                    " cat onto your discard pile."
                ),
                trait((tile, 0)),
                trait((tile, 1)),
            )
        ]
        if pv.stasi_card:
            info.append(self.tr("You hold the Stasi officer card: everybody will see your clue."))
        if view.last_round is not None:
            info.append("")
            info.append(self.summary_line(view.last_round))
        if pv.chips:
            info.append(self.own_chips(pv))
        title = fill(self.tr("%1: choose your clue for round %2"), self.name(player), view.round)
        return title, "\n".join(info)

    def own_secrets(self, view: View, player: int) -> tuple[str, str, str]:
        """Title, text and button of the "look at mine" page: own clue and chips only."""
        pv = view.players[player]
        if pv.clue is not None:
            info = [fill(self.tr("Your clue: %1"), trait(pv.clue))]
        elif pv.tile is not None:
            info = [
                fill(
                    self.tr("Your clue tile: %1 / %2 (no side chosen yet)"),
                    trait((pv.tile, 0)),
                    trait((pv.tile, 1)),
                )
            ]
        else:
            info = []
        if pv.stasi_card:
            info.append(self.tr("You hold the Stasi officer card: everybody sees your clue."))
        info.append(self.own_chips(pv) if pv.chips else self.tr("You have no chips yet."))
        return (
            fill(self.tr("%1: your clue and chips"), self.name(player)),
            "\n".join(info),
            self.tr("Done: back to the table"),
        )

    def own_chips(self, player: PlayerView) -> str:
        chips = ", ".join(
            f"{colour_name(c.colour)} {c.value}" if c.value is not None else colour_name(c.colour)
            for c in player.chips
        )
        text = fill(self.tr("Your chips: %1"), chips)
        if player.score is not None:
            text += " – " + fill(self.tr("points: %1"), player.score)
        return text

    def accuse(self) -> str:
        return self.tr("Accuse")

    # -- the log and the status -----------------------------------------------------------------
    def summary_line(self, summary: Summary) -> str:
        text = fill(
            self.tr("Round %1: the chief spy was %2 (%3)."),
            summary.round,
            CAT_NAMES[summary.chief],
            traits(summary.chief),
        )
        if summary.found_by is None:
            return text + " " + self.tr("Nobody found him.")
        return text + " " + fill(self.tr("%1 found him."), self.name(summary.found_by))

    def status(self, view: View) -> str:
        lines = [
            fill(
                self.tr("Round %1 of %2 · starting player: %3"),
                view.round,
                view.max_rounds,
                self.name(view.starter),
            ),
            self.deck_count(view),
        ]
        for p, pv in enumerate(view.players):
            if pv.chips:
                gold, white, black = pv.chip_counts
                lines.append(
                    fill(
                        self.tr("%1: %2 gold, %3 white, %4 black"), self.name(p), gold, white, black
                    )
                )
        return "\n".join(lines)

    def describe_secret(self, event: Event) -> str | None:
        """The secret events' lines, for the replay that shows everything."""
        if isinstance(event, TileDrawn):
            return fill(
                self.tr("%1 draws the clue tile “%2 / %3”"),
                self.name(event.player),
                trait((event.tile, 0)),
                trait((event.tile, 1)),
            )
        if isinstance(event, ClueChosen):
            return fill(
                self.tr("%1 chooses the clue: %2"),
                self.name(event.player),
                trait((event.tile, event.side)),
            )
        if isinstance(event, ChipSeen):
            text = (
                self.tr("%1's new chip is worth %2 (Café Adler)")
                if event.adler
                else self.tr("%1's new chip is worth %2")
            )
            return fill(text, self.name(event.player), event.value)
        return None

    def describe(self, event: Event) -> str | None:
        if event.seen_by is not None:
            return None  # a secret: never in the public log
        if isinstance(event, RoundStarted):
            return fill(
                self.tr("Round %1 begins; %2 starts"), event.round, self.name(event.starter)
            )
        if isinstance(event, SideChosen):
            return fill(self.tr("%1 has chosen a clue"), self.name(event.player))
        if isinstance(event, ClueShown):
            return fill(
                self.tr("%1 holds the Stasi officer card and plays with an open clue: %2"),
                self.name(event.player),
                trait((event.tile, event.side)),
            )
        if isinstance(event, CardDrawn):
            text = (
                self.tr("%1 draws %2: into the row")
                if event.to_row
                else self.tr("%1 draws %2: onto the discard pile")
            )
            return fill(text, self.name(event.player), CAT_NAMES[event.cat])
        if isinstance(event, AgentDrawn):
            return fill(
                self.tr("%1 draws the agent card %2; the tossed tile shows: %3"),
                self.name(event.player),
                AGENT_NAMES[event.agent],
                trait((event.tile, event.side)),
            )
        if isinstance(event, Accused):
            return fill(
                self.tr("%1 (%2) accuses %3"),
                self.name(event.player),
                AGENT_NAMES[event.player],
                CAT_NAMES[event.cat],
            )
        if isinstance(event, DeckEmpty):
            return self.tr("The deck is empty: whoever has not accused must do so now")
        if isinstance(event, CluesRevealed):
            return self._revealed(event)
        if isinstance(event, ChipTaken):
            return fill(
                self.tr("%1 gets a chip: %2"), self.name(event.player), colour_name(event.colour)
            )
        if isinstance(event, ChipMissing):
            return fill(
                self.tr("No chip of the colour %2 left for %1"),
                self.name(event.player),
                colour_name(event.colour),
            )
        if isinstance(event, StasiDrawn):
            return fill(self.tr("%1 draws the Stasi officer chip"), self.name(event.player))
        if isinstance(event, Swapped):
            return fill(
                self.tr("%1 swaps a Café Adler chip for a chip of %2 (%3); it lies open with %2"),
                self.name(event.player),
                self.name(event.target),
                colour_name(event.colour),
            )
        if isinstance(event, GameOver):
            return self._game_over(event)
        return None

    def _revealed(self, event: CluesRevealed) -> str:
        summary = event.summary
        clues = ", ".join(f"{self.name(p)}: {trait(clue)}" for p, clue in enumerate(summary.clues))
        tossed = ", ".join(trait(clue) for clue in summary.tossed)
        text = fill(self.tr("Clues revealed – %1"), clues)
        if tossed:
            text += "; " + fill(self.tr("tossed: %1"), tossed)
        return text + "; " + fill(self.tr("chief spy: %1"), CAT_NAMES[summary.chief])

    def _game_over(self, event: GameOver) -> str:
        parts = [
            fill(self.tr("%1 %2 (%3 gold)"), self.name(p), score, gold)
            for p, (score, gold) in enumerate(zip(event.scores, event.golds, strict=True))
        ]
        text = fill(self.tr("Game over – points: %1"), ", ".join(parts))
        if event.stasi_kept is not None:
            text += "; " + fill(
                self.tr("%1 keeps the Stasi chip (−2)"), self.name(event.stasi_kept)
            )
        return text

    # -- the prompt in the middle of the checkpoint ---------------------------------------------
    def prompt(
        self,
        view: View,
        player: int | None,
        legal: Sequence[Any],
        selected: int | None,
        swap_slot: int | None,
        can_draw: bool,
        can_accuse: bool,
        away: int | None = None,
    ) -> tuple[str, str]:
        """The big line and the explanation in the middle of the checkpoint (`away`: the seat
        on turn decides on its phone)."""
        if view.over:
            return self.tr("Game over"), self.ranking_line(view)
        if away is not None and view.phase is not Phase.CLUES:
            return phone_text([self.name(away)]), ""
        if player is None:
            return self._waiting(view)
        name = self.name(player)
        agent = AGENT_NAMES[player]
        if selected is not None:
            return (
                fill(self.tr("%1: accuse %2?"), name, CAT_NAMES[selected]),
                capital(traits(selected)),
            )
        if any(isinstance(a, Swap) for a in legal) or KeepChips() in legal:
            if swap_slot is not None:
                return (
                    fill(self.tr("%1: swap with whom?"), name),
                    self.tr("Click a highlighted chip of another agent (or arrow keys and Enter)."),
                )
            return (
                fill(self.tr("%1: swap a Café Adler chip?"), name),
                self.tr(
                    "Click your Café Adler chip (the cup), then another agent's chip of the same"
                    " colour – or keep your chips. Keys: arrows and Enter."
                )
                if any(isinstance(a, Swap) for a in legal)
                else self.tr("You have no Café Adler chip to swap."),
            )
        if view.phase is Phase.FINAL:
            return (
                fill(self.tr("%1: the deck is empty – accuse a cat"), name),
                fill(
                    self.tr(
                        "Click a highlighted cat or press Enter on it; your agent %1 marks it."
                    ),
                    agent,
                ),
            )
        if can_draw:
            detail = (
                fill(
                    self.tr(
                        "…or accuse a highlighted cat with your agent %1 (click it or press"
                        " Enter on it)."
                    ),
                    agent,
                )
                if can_accuse
                else ""
            )
            return fill(self.tr("%1: draw a card"), name), detail
        return (
            fill(self.tr("%1: choose a cat to accuse"), name),
            fill(
                self.tr("Click a highlighted cat or press Enter on it; your agent %1 marks it."),
                agent,
            ),
        )

    def _waiting(self, view: View) -> tuple[str, str]:
        if view.phase is Phase.CLUES:
            waiting = [self.name(p) for p, pv in enumerate(view.players) if not pv.chosen]
            return (
                fill(self.tr("Round %1: the agents choose their clues"), view.round),
                fill(self.tr("Waiting for: %1"), ", ".join(waiting)),
            )
        if view.turn is None:
            return "", ""
        if view.phase is Phase.FINAL:
            return fill(self.tr("The deck is empty: %1 must accuse"), self.name(view.turn)), ""
        if view.phase is Phase.CAFE:
            return fill(self.tr("Café Adler: %1 may swap a chip"), self.name(view.turn)), ""
        return fill(self.tr("%1 is on turn"), self.name(view.turn)), ""

    def ranking_line(self, view: View) -> str:
        winners = [p for p, place in ranking(view) if place == 1]
        if not winners:
            return ""
        return fill(
            self.tr("Winner: %1 – points: %2"),
            " & ".join(self.name(p) for p in winners),
            view.players[winners[0]].score,
        )

    def show_table(self, results: bool) -> str:
        return self.tr("Show the table") if results else self.tr("Show the results")

    def back(self) -> str:
        return self.tr("Back")

    def cancel(self) -> str:
        return self.tr("Cancel")

    def close(self) -> str:
        return self.tr("Close")

    # -- the checkpoint: deck, agents, open clues, round ----------------------------------------
    def deck_count(self, view: View) -> str:
        return fill(self.tr("Cards in the deck: %1"), view.deck_size)

    def deck_tip(self, view: View) -> str:
        tip = self.deck_count(view)
        if view.agents_in_deck:
            tip += "\n" + fill(self.tr("Agent cards among them: %1"), view.agents_in_deck)
        return tip

    def empty(self) -> str:
        return self.tr("empty")

    def agents(self) -> str:
        return self.tr("Agents")

    def none_yet(self) -> str:
        return self.tr("none yet")

    def agent_tip(self, view: View, index: int, agent: int) -> str:
        tip = fill(self.tr("Drawn agent card: %1"), AGENT_NAMES[agent])
        if index < len(view.open_tiles):
            tip += "\n" + self.tossed_tip(view.open_tiles[index])
        return tip

    def tossed_tip(self, clue: Clue) -> str:
        return fill(self.tr("Tossed clue tile: %1"), trait(clue))

    def open_clues(self) -> str:
        return self.tr("Open clues")

    def no_open_clues(self, view: View) -> str:
        return self.tr("none yet") if view.agents_in_deck else self.tr("none")

    def in_bag(self, view: View) -> str:
        return fill(self.tr("In the bag: %1"), view.bag_size)

    def round_of(self, view: View) -> str:
        return fill(self.tr("Round %1 of %2"), view.round, view.max_rounds)

    def starting_player(self, view: View) -> str:
        return fill(self.tr("Starting player: %1"), self.name(view.starter))

    def supply_tip(self, colour: Colour, count: int) -> str:
        return fill(self.tr("%1: %2 face down in the supply"), capital(colour_name(colour)), count)

    def stasi_in_middle(self) -> str:
        return self.tr("The Stasi officer card lies in the middle.")

    def last_round_button(self, shown: bool, summary: Summary) -> str:
        text = self.tr("Hide the result") if shown else self.tr("Result of round %1")
        return fill(text, summary.round)

    def chief_spy(self, summary: Summary) -> str:
        return fill(self.tr("Chief spy: %1"), CAT_NAMES[summary.chief])

    def mode(self, view: View) -> str:
        """Whose view the screen shows."""
        if view.over:
            return self.tr("Game over: all clues and chips are open")
        if view.viewer is None:
            return self.tr("Public view: clues and chip values hidden")
        if view.viewer == ALL_SEEING:
            return self.tr("Everything open: every clue and chip is shown")
        if self.own_screen:
            return fill(self.tr("%1's own view"), self.name(view.viewer))
        return fill(self.tr("%1's own view – everybody else, look away"), self.name(view.viewer))

    # -- a player's row ------------------------------------------------------------------------
    def plays_agent(self, player: int, agent: str) -> str:
        return fill(self.tr("%1 plays the agent %2"), self.name(player), agent)

    def accused_by(self, accuser: int) -> str:
        return fill(self.tr("Accused by %1 (%2)"), self.name(accuser), AGENT_NAMES[accuser])

    def no_suspects(self) -> str:
        return self.tr("no suspects yet")

    def award(self, verdict: Verdict) -> str:
        if verdict.colour is Colour.GOLD:
            return self.tr("the chief spy (all five traits)")
        if verdict.colour is Colour.WHITE:
            return self.tr("an assistant (four traits)")
        return fill(self.tr("innocent (traits shared: %1)"), verdict.shared)

    def start(self) -> tuple[str, str]:
        """The starting player's pill and its tooltip."""
        return self.tr("Start"), self.tr("Starting player of this round")

    def tile(self, player: int, pv: PlayerView) -> tuple[str, str]:
        """The caption and tooltip of a player's clue tile."""
        if pv.clue is not None:
            caption = fill(self.tr("Clue: %1"), trait(pv.clue))
            return caption, fill(self.tr("%1's clue: %2"), self.name(player), trait(pv.clue))
        if pv.tile is not None:  # the caption without "Tile:" fits in two lines beside the tile
            tip = fill(self.tr("Tile: %1 / %2"), trait((pv.tile, 0)), trait((pv.tile, 1)))
            return f"{trait((pv.tile, 0))} / {trait((pv.tile, 1))}", tip
        if pv.chosen:
            return self.tr("Clue hidden"), fill(
                self.tr("%1's clue lies face down"), self.name(player)
            )
        caption = self.tr("Choosing a clue…")
        return caption, caption

    def points(self, score: int) -> str:
        return fill(self.tr("Points: %1"), score)

    def stasi_holder(self) -> str:
        return self.tr("Holds the Stasi officer card: plays with an open clue")

    def no_chips(self) -> str:
        return self.tr("no chips")

    def chip_tip(self, chip: Any) -> str:
        if chip.stasi:
            return self.tr("The Stasi officer chip (−2 points)")
        name = capital(colour_name(chip.colour))
        if chip.value is None:
            return fill(self.tr("Chip (%1), face down"), name)
        text = fill(self.tr("Chip (%1) worth %2"), name, chip.value)
        if chip.adler:
            text += "\n" + self.tr("Café Adler: may be swapped for another agent's chip")
        if chip.open:
            text += "\n" + self.tr("Lies face up")
        return text

    def discards(self) -> str:
        return self.tr("discards")

    def pile_tip(self, player: int, count: int) -> str:
        return fill(
            self.tr("%1's discard pile (%2) – click to look through"), self.name(player), count
        )

    # -- the overlays: results, final scores, a fanned pile -------------------------------------
    def results_title(self, summary: Summary, final: bool) -> str:
        title = (
            self.tr("Last round: the chief spy was %2")
            if final
            else self.tr("Round %1: the chief spy was %2")
        )
        return fill(title, summary.round, CAT_NAMES[summary.chief])

    def five_clues(self) -> str:
        return self.tr("The five clues")

    def tossed(self) -> str:
        return self.tr("tossed")

    def accusation(self, player: int, cat: int | None, verdict: Verdict | None) -> str:
        if cat is None or verdict is None:
            return fill(self.tr("%1 accused nobody"), self.name(player))
        return fill(
            self.tr("%1 accused %2: %3"), self.name(player), CAT_NAMES[cat], self.award(verdict)
        )

    def chip_award(self, colour: Colour) -> str:
        return fill(self.tr("chip: %1"), colour_name(colour))

    def chip_missing(self, colour: Colour) -> str:
        return fill(self.tr("chip: %1 – none left"), colour_name(colour))

    def final_scores(self) -> tuple[str, tuple[str, str, str]]:
        return self.tr("Final scores"), (self.tr("Points"), self.tr("Gold"), self.tr("Chips"))

    def result_lines(self, view: View, result: Result) -> list[str]:
        """The result card: the players in the rules' places, points (the rules' scores) and
        gold chips; the tie-break said when equal points got different places."""
        scores = result.scores or ()
        places = ranking(view)
        lines = [
            fill(
                signed(
                    self.tr("%1. %2: %n point(s), gold chips: %3", "", abs(scores[player])),
                    scores[player],
                ),
                place,
                self.name(player),
                view.players[player].chip_counts[0],
            )
            for player, place in places
        ]
        if len({scores[p] for p, _ in places}) < len({(scores[p], n) for p, n in places}):
            lines.append(self.tied())
        return lines

    def tied(self) -> str:
        return self.tr("Tied on points: more gold chips decide.")

    def pile_title(self, player: int, count: int) -> str:
        return fill(self.tr("%1's discard pile (%2)"), self.name(player), count)
