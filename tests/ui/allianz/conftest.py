"""Confirmations of binding steps are answered by the test instead of a blocking dialog."""

from __future__ import annotations

import pytest

from spielesammlung.ui.allianz import panel


class Questions:
    """Stands in for `panel.ask`: records each question and gives `answer`."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str, str, str, str]] = []
        self.answer = True

    def __call__(self, parent: object, title: str, text: str, info: str, yes: str, no: str) -> bool:
        self.asked.append((title, text, info, yes, no))
        return self.answer


@pytest.fixture(autouse=True)
def questions(monkeypatch: pytest.MonkeyPatch) -> Questions:
    stand_in = Questions()
    monkeypatch.setattr(panel, "ask", stand_in)
    return stand_in
