"""A computer player's thought that can be dropped: its search checks `cancelled()` and stops.

The controller runs each decision of a computer player as a `Thought` on its worker thread;
when the thought is dropped (a human acted meanwhile, undo, the game closed) it is cancelled,
and the searches, which look at their clock every few hundred positions, look at
`cancelled()` there too and end as if their time were up. The native solvers run to their own
short limits.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

_running = threading.local()  # the thought each worker thread is working on


class Thought:
    """One decision being worked out; `cancel()` asks its search to stop."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self.work = work
        self._cancelled = threading.Event()

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def is_cancelled(self) -> bool:
        return self._cancelled.is_set()

    def run(self) -> Any:
        """Work it out on this thread (searches on it see its cancellation)."""
        _running.thought = self
        try:
            return self.work()
        finally:
            _running.thought = None


def cancelled() -> bool:
    """True when the thought this thread works on was dropped (its search should stop)."""
    thought = getattr(_running, "thought", None)
    return thought is not None and thought.is_cancelled
