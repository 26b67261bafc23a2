"""What the Spion & Spion board offers for a seat's legal actions: the targets on the board and
the buttons in the side panel, in the words of the seat's choices (games/spion/choices.py).

A choice in two steps (a trap, the trap die, the grey spy's trap, buying one of several spies,
an accusation) first offers its heading as a button; the board's `mode` is then that step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF

from ...core.choices import Choice
from ...core.i18n import fill
from ...games.spion.model import (
    Accuse,
    BuyFree,
    ChooseDefender,
    DrawCard,
    GreySpy,
    KeepBazong,
    Move,
    Peek,
    Phase,
    PlaceTrap,
    RollTrapDie,
    Trap,
    WriteEnvelope,
    ZoffPick,
    owner,
    step,
)
from ...games.spion.view import View
from ..i18n import say
from .art import SpyPiece
from .layout import SPY_H, SPY_W, Layout, card_rects
from .panel import PanelButton
from .scene import Hot
from .texts import SpionTexts

Mode = tuple[str, Any]  # a choice in steps: ("trap", Trap), ("die", Trap), ("grey", Trap|None)…


class Offer:
    """The targets (`hots`) and panel buttons (`buttons`) of one mode; `prompt` says what the
    player on turn is asked."""

    def __init__(
        self,
        geo: Layout,
        texts: SpionTexts,
        pieces: dict[int, SpyPiece],
        offered: dict[Any, Choice],
        choose: Callable[[Any], None],
        to_mode: Callable[[Mode | None], None],
    ) -> None:
        self.geo, self.texts, self.pieces, self.offered = geo, texts, pieces, offered
        self.choose, self.to_mode = choose, to_mode
        self.hots: list[Hot] = []
        self.buttons: list[PanelButton] = []
        self.prompt = ""

    def make(
        self,
        v: View,
        legal: list[Any],
        mode: Mode,
        cancel: Callable[[], None],
        who: str,
        traitor: str,
    ) -> None:
        """Offer `who` the legal actions of `mode` (("", None): the first step of every
        choice)."""
        text = self.texts.say
        kind, value = mode
        back = PanelButton(text("back"), self.to(None), wide=True)
        buttons = self.buttons
        if kind == "accuse":
            self.prompt = fill(text("accuse"), who, traitor)
            for a in legal:
                if isinstance(a, Accuse):
                    self.spy_hot(a.spy, a, danger=True)
            buttons.append(PanelButton(text("cancel"), cancel, wide=True))
        elif kind == "trap":
            self.prompt = fill(text("trap"), who, self.texts.trap(value))
            for a in legal:
                if isinstance(a, PlaceTrap) and a.trap == value:
                    rect = self.geo.fields[a.field]
                    self.hots.append(Hot(rect, self.emit(a), self.words(a), a))
            buttons.append(back)
        elif kind == "die":
            self.prompt = fill(text("die"), who, self.texts.trap(value))
            for a in legal:
                if isinstance(a, RollTrapDie) and a.target == value:
                    buttons.append(PanelButton(self.words(a), self.emit(a), a))
            buttons.append(back)
        elif kind == "buy":
            self.prompt = fill(text("buy"), who)
            for a in legal:
                if isinstance(a, BuyFree):
                    self.spy_hot(a.spy, a)
            buttons.append(back)
        elif kind == "grey":
            self.prompt = fill(self.grey(legal, value), who)
            if len({a.trap for a in legal if isinstance(a, GreySpy)}) > 1:
                buttons.append(back)
        else:
            self.prompt = self.base(v, legal, who)

    def words(self, action: Any) -> str:
        """The model's label of a legal action: its button's text or its target's tooltip."""
        return say(self.offered[action].label)

    def heading(self, action: Any) -> str:
        """The model's group of a legal action: the button of the first of two steps."""
        group = self.offered[action].group
        return "" if group is None else say(group)

    def emit(self, action: Any) -> Callable[[], None]:
        return lambda: self.choose(action)

    def to(self, mode: Mode | None) -> Callable[[], None]:
        return lambda: self.to_mode(mode)

    def spy_hot(
        self, spy: int, action: Any, path: tuple[int, ...] = (), danger: bool = False
    ) -> None:
        piece = self.pieces.get(spy)
        if piece is not None:
            rect = piece.mapRectToScene(QRectF(0, 0, SPY_W, SPY_H)).adjusted(4, 0, -4, 0)
            tip = self.words(action)
            self.hots.append(Hot(rect, self.emit(action), tip, action, path, danger, spy))

    def move_path(self, v: View, spy: int) -> tuple[int, ...]:
        distance = v.distance if v.phase == Phase.CARD_MOVE else 1
        where, size = v.spies[spy].where, self.geo.board.size
        return tuple((where + step(owner(spy)) * k) % size for k in range(1, distance + 1))

    def grey(self, legal: list[Any], trap: Trap | None) -> str:
        for a in legal:
            if isinstance(a, GreySpy) and a.trap == trap:
                if a.target is None:
                    self.buttons.append(PanelButton(self.words(a), self.emit(a), a, wide=True))
                else:
                    self.spy_hot(a.target, a, danger=True)
        return self.texts.say("grey")

    def base(self, v: View, legal: list[Any], who: str) -> str:
        """The first step: one-click choices on the board and in the panel, and a button for
        each choice in two steps; the prompt of `v`'s phase for `who`."""
        buttons = self.buttons
        buys = [a for a in legal if isinstance(a, BuyFree)]
        firsts: dict[tuple[str, Any], Any] = {}  # the first action of each two-step choice
        for a in legal:
            if isinstance(a, PlaceTrap):
                firsts.setdefault(("trap", a.trap), a)
            elif isinstance(a, RollTrapDie):
                firsts.setdefault(("die", a.target), a)
            elif isinstance(a, GreySpy):
                firsts.setdefault(("grey", a.trap), a)
        greys = [mode for mode in firsts if mode[0] == "grey"]
        for a in legal:
            if isinstance(a, Move):
                self.spy_hot(a.spy, a, self.move_path(v, a.spy))
            elif isinstance(a, BuyFree):
                self.spy_hot(a.spy, a)
            elif isinstance(a, DrawCard):
                rect = card_rects(self.geo, v.current % 2)[a.position - 1]
                self.hots.append(Hot(rect, self.emit(a), self.words(a), a))
                buttons.append(PanelButton(self.words(a), self.emit(a), a))
            elif isinstance(a, Peek):
                if a.spy is None:  # "darfst": look at none
                    buttons.append(PanelButton(self.words(a), self.emit(a), a, wide=True))
                else:
                    self.spy_hot(a.spy, a)
            elif isinstance(a, ChooseDefender):
                self.spy_hot(a.spy, a, danger=True)
            elif isinstance(a, KeepBazong | ZoffPick | WriteEnvelope):
                wide = isinstance(a, KeepBazong)
                buttons.append(PanelButton(self.words(a), self.emit(a), a, wide=wide))
        if buys:
            one = buys[0] if len(buys) == 1 else None
            text = self.heading(buys[0]) if one is None else self.words(one)
            run = self.emit(one) if one is not None else self.to(("buy", None))
            buttons.append(PanelButton(text, run, one, wide=True))
        for mode, first in firsts.items():
            if mode[0] != "grey" or len(greys) > 1:
                buttons.append(PanelButton(self.heading(first), self.to(mode), wide=True))
        if len(greys) == 1:
            self.grey(legal, greys[0][1])
        accusations = [a for a in legal if isinstance(a, Accuse)]
        if accusations:
            run = self.to(("accuse", None))
            buttons.append(PanelButton(self.heading(accusations[0]), run, wide=True, danger=True))
        before = any(mode[0] in ("trap", "die") for mode in firsts) or bool(buys)
        return self.texts.prompt(v, before, who)
