"""The join dialog lists the hosts found on the local network (issue 26): zeroconf on the
loopback interface only (tests/conftest.py sets SPIELESAMMLUNG_MDNS_INTERFACES to 127.0.0.1),
looked for on a thread, and picking one fills the address to join with a code."""

from __future__ import annotations

import os

import pytest

from spielesammlung.net.discovery import INTERFACES
from spielesammlung.ui.remote_found import ADDRESS
from spielesammlung.ui.remote_join import JoinDialog
from tests.net.test_play_across_computers import CHECKPOINT, address, hosted

pytest.importorskip("zeroconf")

from spielesammlung.net.discovery import Advertisement

TRIES = 5  # looks at most (answers may be slow on a busy machine)


def test_the_join_dialog_lists_the_hosts_found_and_joins_the_one_picked(qtbot, window) -> None:
    assert os.environ[INTERFACES] == "127.0.0.1"  # never a real interface in a test
    table = hosted(CHECKPOINT, "CRR", seed=6)
    table.start()
    shown = Advertisement("Annas Tisch", "127.0.0.1", table.server.port)
    try:
        dialog = JoinDialog(window)
        qtbot.addWidget(dialog)
        found = dialog.found
        assert not found.again.isEnabled()  # looking, on its thread: the dialog answers

        def listed() -> list[str]:
            return [found.hosts.item(i).text() for i in range(found.hosts.count())]

        for _ in range(TRIES):
            qtbot.waitUntil(found.again.isEnabled, timeout=15_000)
            if any(text.startswith(f"{shown.name} (") for text in listed()):
                break
            found.again.click()
        row = next(i for i, text in enumerate(listed()) if text.startswith(f"{shown.name} ("))
        assert listed()[row] == f"{shown.name} ({address(table)})"
        assert found.status.text().startswith("Hosts found: ")
        found.hosts.setCurrentRow(row)
        assert found.hosts.item(row).data(ADDRESS) == address(table)
        assert dialog.address.text() == address(table)
        dialog.code.setText(table.server.rooms[1])
        with qtbot.waitSignal(dialog.accepted, timeout=10_000):
            dialog.join()
        assert dialog.client is not None and dialog.client.seat == 1
        dialog.client.close()
    finally:
        shown.close()
        table.stop()
