"""What features placed in the main window (lessons, phones) ask of it: a small protocol, so
that they need not import the window (ui/main_window.py), which imports them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..core.autosaves import Autosaves
    from ..core.session import Session
    from .controller import GameController
    from .game_page import GamePage
    from .handover import SecretPage


class GameWindow(Protocol):
    """The main window as a lesson or the phones see it."""

    autosaves: Autosaves

    @property
    def game_page(self) -> GamePage: ...

    @property
    def secret_page(self) -> SecretPage: ...

    @property
    def controller(self) -> GameController | None: ...

    def start_session(
        self,
        session: Session,
        autosave_path: Path | None,
        make: Callable[..., GameController] | None = None,
    ) -> None: ...
