"""`fill`, the one way to put values into the %1..%n of a text."""

from __future__ import annotations

from spielesammlung.core.i18n import fill


def test_fill_replaces_every_placeholder_once():
    assert fill("%1 takes %2 from %1", "Anna", "%1") == "Anna takes %1 from Anna"
    assert fill("%1 and %3", "a") == "a and %3"
    assert fill("%10 of %1", *"abcdefghij") == "j of a"
    assert fill("%1 points", 3) == "3 points"
