"""The words of Geheime Mission on screen: names, cards, the move log, status, prompts, banners."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...core.i18n import fill
from ...core.protocol import Event, Result, Setup
from ...games.geheime_mission.choices import SYMBOL_NAMES
from ...games.geheime_mission.rules import (
    BLUE,
    HEIGHT,
    RED,
    TARGET,
    VISOR_POINTS,
    CardDrawn,
    GameWon,
    Mission,
    MissionAccomplished,
    Placed,
    Reshuffled,
    RoundOver,
    Scored,
    Symbol,
    View,
    VisorRow,
)
from .. import accessible
from ..board import Turn
from ..i18n import say
from .art import counts_text

#: (round, rack full, who lined up the row): what ended the last round, for the next one's banner
RoundNote = tuple[int, bool, int | None]


class MissionTexts(QObject):
    def __init__(self, setup: Setup) -> None:
        super().__init__()
        self.setup = setup

    # -- names ---------------------------------------------------------------------------------
    def name(self, player: int) -> str:
        return self.setup.players[player]

    def colour_name(self, player: int) -> str:
        return self.tr("Red") if player == 0 else self.tr("Blue")

    def side_text(self, player: int) -> str:
        """The colour with the visor's shape (never colour alone)."""
        return self.tr("red, round visor") if player == 0 else self.tr("blue, square visor")

    def who(self, player: int) -> str:
        return f"{self.name(player)} ({self.colour_name(player)})"

    def symbol_name(self, symbol: Symbol) -> str:
        return say(SYMBOL_NAMES[symbol])

    def card_text(self, card: Mission) -> str:
        demands = " + ".join(f"{n} × {self.symbol_name(s)}" for n, s in counts_text(card))
        points = self.tr("%n point(s)", "", card.points)
        return f"{demands} ({points})"

    def points_text(self, scored: Scored) -> str:
        """ "+6 (mission 2 + visor row 3 + bonus 1)": the parts the rules' event names."""
        parts = [
            fill(template, value)
            for template, value in (
                (self.tr("mission %1"), scored.mission),
                (self.tr("visor row %1"), scored.row),
                (self.tr("bonus %1"), scored.bonus),
            )
            if value
        ]
        total = f"+{scored.points}"
        return total if len(parts) < 2 else f"{total} ({' + '.join(parts)})"

    def own_mission(self, card: Mission) -> str:
        return fill(self.tr("Your mission: %1"), self.card_text(card))

    def result_lines(self, result: Result) -> list[str]:
        """The result card: what won the game and each player's points (the rules' scores)."""
        lines = [
            fill(self.tr("%1 reached %2 points first."), self.who(p), TARGET)
            for p in sorted(result.winners)
        ]
        for player, points in enumerate(result.scores or ()):
            lines.append(fill(self.tr("%1: %n point(s)", "", points), self.who(player)))
        return lines

    # -- the rack ------------------------------------------------------------------------------
    def column_tip(self, view: View, column: int) -> str:
        """What a column holds, for its tooltip."""
        owners = view.columns[column]
        text = fill(self.tr("Column %1: %2 of 6 dice"), column + 1, len(owners))
        top = view.tops[column]
        if top is not None:
            on_top = self.tr("on top: %1 (%2)")
            text += " · " + fill(on_top, self.symbol_name(top), self.colour_name(owners[-1]))
        if view.last is not None and view.last[0] == column:
            text += " · " + self.tr("placed last")
        return text

    def prompt(self, view: View, acting: bool, selected: bool) -> str:
        """What the player on turn does now."""
        if view.winner is not None:
            return ""  # (the result card says it)
        if not acting:
            return ""
        if view.visor_only:
            return self.tr("Click a column to place your die (or Left/Right and Enter).")
        if not selected:
            return self.tr("Click a column for your die (or Left/Right and Enter).")
        return self.tr(
            "Choose the symbol on top: click a tile (or Up/Down and Enter). Escape cancels."
        )

    def status(self, view: View) -> str:
        """Score and supplies; at the end only the round and the pile (the result card has the
        points)."""
        lines = [
            fill(self.tr("Round %1 · opened by %2"), view.round, self.colour_name(view.opener))
        ]
        for player in range(2 if view.winner is None else 0):
            lines.append(
                fill(
                    self.tr("%1 – %2: %3 of %4 points, %5 dice left"),
                    self.name(player),
                    self.side_text(player),
                    view.scores[player],
                    TARGET,
                    view.supply[player],
                )
            )
        if not view.visor_only:
            lines.append(self.deck_text(view))
        return "\n".join(lines)

    # -- the players' panels and the pile ------------------------------------------------------
    def points(self) -> str:
        return self.tr("Points")

    def badge(self, won: bool) -> str:
        return "★ " + self.tr("Winner") if won else "▶ " + self.tr("To move")

    def mission(self) -> str:
        return self.tr("Mission")

    def dice_left(self) -> str:
        return self.tr("Dice left")

    def round_line(self, view: View) -> str:
        return fill(self.tr("Round %1 · opened by %2"), view.round, self.who(view.opener))

    def visor_hint(self) -> str:
        return self.tr("Visor only: line up four of your visors.")

    def draw_pile(self) -> str:
        return self.tr("Draw pile")

    def deck_text(self, view: View) -> str:
        return fill(self.tr("Cards in the draw pile: %1"), view.deck_size)

    def discards(self, fulfilled: int, hidden: int) -> str:
        parts = [fill(self.tr("fulfilled: %1"), fulfilled)]
        if hidden:
            parts.append(fill(self.tr("face down: %1"), hidden))
        return " · ".join(parts)

    def hidden_tip(self, player: int, hidden: int) -> str:
        return fill(
            self.tr("Unfinished missions of %1, discarded face down: %2"), self.name(player), hidden
        )

    # -- for a screen reader -------------------------------------------------------------------
    def reader(
        self, view: View, turn: Turn, cursor: int | None, symbol: Symbol, selected: bool
    ) -> str:
        """The column under the cursor and what it holds, the chosen one, whose turn, the die."""
        die = placing = ""
        if turn.player is not None and not view.visor_only:
            name = self.symbol_name(symbol)
            if selected and cursor is not None:
                placing = fill(self.tr("column %1, %2 on top"), cursor + 1, name)
            else:
                die = fill(self.tr("Your die: %1 on top"), name)
        target = self.column_tip(view, cursor) if cursor is not None else ""
        return accessible.reader(self.setup.players, turn, target, placing, die)

    def position(self, view: View, public: View | None, own: Mission | None) -> str:
        """The rack column by column (bottom to top), the scores, the revealed missions, and the
        own mission (`own`: only while its owner holds the button)."""
        rows = []
        for column, owners in enumerate(view.columns):
            dice = ", ".join(self.colour_name(o) for o in owners) or self.tr("empty")
            line = fill(self.tr("Column %1, bottom to top: %2"), column + 1, dice)
            top = view.tops[column]
            if top is not None:
                line += " · " + fill(
                    self.tr("on top: %1 (%2)"), self.symbol_name(top), self.colour_name(owners[-1])
                )
            rows.append(line)
        rows.append(self.status(public or view))
        for player in range(2):
            shown = public or view
            done = [d.card for d in shown.discard if d.owner == player and d.revealed and d.card]
            if done:
                cards = "; ".join(self.card_text(c) for c in done)
                rows.append(fill(self.tr("Fulfilled by %1: %2"), self.name(player), cards))
        if own is not None:
            rows.append(self.own_mission(own))
        return accessible.lines(*rows)

    # -- banners -------------------------------------------------------------------------------
    def banner(self, view: View, note: RoundNote | None) -> tuple[str, str] | None:
        """The title and line over the rack: the winner, or who plays red, or the new round."""
        if view.winner is not None:
            return (
                fill(self.tr("%1 wins!"), self.name(view.winner)),
                fill(self.tr("%1 : %2 points"), *view.scores),
            )
        if sum(map(len, view.columns)) >= 2:
            return None
        if view.round == 1:  # the seats were drawn by lot (or swapped by "play again")
            title = fill(self.tr("%1 plays red, %2 plays blue"), self.name(RED), self.name(BLUE))
            return title, self.round_text(view, note)
        return self.round_title(view), self.round_text(view, note)

    def round_title(self, view: View) -> str:
        return fill(self.tr("Round %1"), view.round)

    def round_text(self, view: View, note: RoundNote | None) -> str:
        opens = fill(self.tr("%1 opens."), self.who(view.opener))
        if note is None or note[0] != view.round:
            return opens
        if note[1]:
            return self.tr("The rack was full.") + " " + opens
        assert note[2] is not None
        return fill(self.tr("%1 lined up four visors."), self.name(note[2])) + " " + opens

    def cue(self, mission: bool, row: bool, scored: Scored) -> tuple[str, str]:
        """The title and line announcing a mission or a visor row and its points."""
        if mission and row:
            title = self.tr("Secret mission and in the centre of the visor!")
        elif mission:
            title = self.tr("Secret mission!")
        else:
            title = self.tr("In the centre of the visor!")
        line = fill(
            self.tr("%1 %2 → %3 of %4 points"),
            self.name(scored.player),
            self.points_text(scored),
            scored.total,
            TARGET,
        )
        return title, line

    # -- the move log --------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        if isinstance(event, Placed):
            line = fill(
                self.tr("%1: column %2, %3 on top"),
                self.name(event.player),
                event.column + 1,
                self.symbol_name(event.symbol),
            )
            line += ", " + fill(self.tr("die %1 of %2"), event.level + 1, HEIGHT)
            if event.covered is None:
                return line
            under = event.covered
            return (
                line
                + ", "
                + fill(
                    self.tr("covers %1 (%2)"),
                    self.symbol_name(under.symbol),
                    self.colour_name(under.owner),
                )
            )
        if isinstance(event, MissionAccomplished):
            return fill(
                self.tr("Secret mission! %1: %2"),
                self.name(event.player),
                self.card_text(event.card),
            )
        if isinstance(event, VisorRow):
            return fill(
                self.tr("In the centre of the visor! %1 lines up four visors (+%2)"),
                self.name(event.player),
                VISOR_POINTS,
            )
        if isinstance(event, Scored):
            return fill(
                self.tr("%1: %2, total %3"),
                self.name(event.player),
                self.points_text(event),
                event.total,
            )
        if isinstance(event, Reshuffled):
            return fill(
                self.tr("The draw pile is empty: the %1 discarded cards are shuffled"), event.cards
            )
        if isinstance(event, RoundOver):
            over = (
                self.tr("Round over: the rack is full.")
                if event.full_rack
                else self.tr("Round over.")
            )
            opens = (
                self.tr("%1 opens the next round.")
                if self.setup.options.get("visor_only")
                else self.tr("Unfinished missions are discarded; %1 opens the next round.")
            )
            return over + " " + fill(opens, self.who(event.opener))
        if isinstance(event, GameWon):
            return fill(self.tr("%1 wins %2 : %3!"), self.name(event.player), *event.scores)
        return None  # a drawn card is secret

    def describe_secret(self, event: Event) -> str | None:
        """The secret events' lines, for the replay that shows everything."""
        if isinstance(event, CardDrawn):
            return fill(
                self.tr("%1 draws the mission card: %2"),
                self.name(event.player),
                self.card_text(event.card),
            )
        return None
