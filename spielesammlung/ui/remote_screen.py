"""Several seats at a hosted table played at one screen (issue 26): `SharedScreen` says whose
view the screen shows (the seat here that must decide, else the public view), whether that seat
must claim the screen on a handover page first (its view shows what the public one does not),
whose move undo would take back and which seats may act out of turn (an accusation), each
claiming the screen for it as at home. It holds the seats' clients and the handover, undo and
out-of-turn action under way; `ui/remote_game.RemoteSeatWindow` owns it and does what it says
on the board."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..net.client import Client


class SharedScreen:
    """The seats played at this screen (`here`) and the `public` view shown while none of them
    decides (None: one seat, or no public view; then the screen always shows the seat's)."""

    def __init__(self, here: Sequence[Client], public: Client | None) -> None:
        self.here = list(here)
        self.public = public
        self.handing: Client | None = None  # the seat the handover page waits for
        self.undoing: Client | None = None  # claimed the screen to undo; until the answer
        # claimed the screen to act out of turn: until the host answers the action sent, or
        # the choice is cancelled, or its view moves on (from `interjected_at`) before it
        self.interjecting: Client | None = None
        self.interjected_at = -1
        self.interject_sent = False

    def deciding(self, shown: Client) -> Client:
        """Whose view this screen shows: the seat here that claimed it (to undo or to act out
        of turn), else the seat here that must decide (the one `shown` stays while it must),
        else the public view."""
        interjecting = self.interjecting
        if interjecting is not None and not self.interject_sent:
            latest = interjecting.latest
            if latest is None or latest["at"] != self.interjected_at:
                self.interjecting = None  # the table moved on before it chose: offered anew
        claimed = self.claimed()
        if claimed is not None:
            return claimed
        deciding = [c for c in self.here if must_decide(c.latest)]
        if shown in deciding or not deciding and self.public is None:
            return shown
        if deciding:
            return deciding[0]
        return self.public or shown

    def undoer(self, shown: Client) -> Client | None:
        """The seat here whose last move the host would take back now (`shown` first)."""
        for client in sorted(self.here, key=lambda c: c is not shown):
            latest = client.latest
            shared = client is shown or self.public is not None
            if shared and latest is not None and latest.get("can_undo") and not latest["result"]:
                return client
        return None

    def claimed(self) -> Client | None:
        """The seat here that claimed the screen to undo or to act out of turn."""
        return self.undoing or self.interjecting

    def interjectors(self) -> list[Client]:
        """The seats here whose newest view lets them act out of turn."""
        return [c for c in self.here if c.latest is not None and offers_out_of_turn(c.latest)]

    def interject(self, client: Client) -> None:
        """The seat of `client` claims the screen to act out of turn in its newest view."""
        assert client.latest is not None
        self.interjecting, self.interjected_at = client, client.latest["at"]
        self.interject_sent = False

    def withdraw(self) -> None:
        """The out-of-turn choice was cancelled before it was sent: the screen is free."""
        if not self.interject_sent:
            self.interjecting = None

    def answered(self, client: Client) -> None:
        """The host answered a request of `client` ("settled" or "error"): an undo or an
        action out of turn it claimed the screen for is over."""
        if client is self.undoing:
            self.undoing = None
        if client is self.interjecting and self.interject_sent:
            self.interjecting = None

    def private(self, client: Client) -> bool:
        """Only the seat's player may look at `client`'s view (a handover page first)."""
        return client is not self.public and shows_more(client, self.public)


def must_decide(message: dict[str, Any] | None) -> bool:
    """The view message asks its seat to decide now."""
    return message is not None and bool(message["must"]) and message["result"] is None


def offers_out_of_turn(message: dict[str, Any]) -> bool:
    """The view message lets its seat act out of turn (an accusation)."""
    return bool(message["legal"]) and not message["must"] and message["result"] is None


def shows_more(seat: Client, public: Client | None) -> bool:
    """The seat's newest view may show what the public view does not (a secret), so only
    that seat's player may look: views of different moments, or different views."""
    mine, theirs = seat.latest, None if public is None else public.latest
    return (
        theirs is None
        or mine is None
        or (mine["at"], mine["view"])
        != (
            theirs["at"],
            theirs["view"],
        )
    )
