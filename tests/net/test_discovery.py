"""Hosts found on the local network (net/discovery.py), on the loopback interface only: zeroconf
is told interfaces=["127.0.0.1"], so no multicast goes out on a real interface."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable

import pytest

from spielesammlung.net.client import Client, create_table
from spielesammlung.net.messages import VERSION

from .test_server_process import ROOT

pytest.importorskip("zeroconf")

from spielesammlung.net.discovery import Advertisement, Found, browse

LOOPBACK = ["127.0.0.1"]
TRIES = 5  # browses at most before a test gives up (answers may be slow on a busy machine)


def names_until(wanted: Callable[[list[Found]], bool]) -> list[Found]:
    """Browse until `wanted(found)`, at most TRIES times; the last hosts found."""
    for _ in range(TRIES):
        found = browse(2.0, interfaces=LOOPBACK)
        if wanted(found):
            break
    return found


def test_a_client_lists_the_hosts_that_advertise_and_forgets_those_that_stop() -> None:
    home = Advertisement("Annas Tisch", "127.0.0.1", 40001, interfaces=LOOPBACK)
    server = Advertisement("Vereinsheim", "127.0.0.1", 40002, tls=True, server=True,
                           interfaces=LOOPBACK)  # fmt: skip
    try:
        both = {
            Found("Annas Tisch", "127.0.0.1:40001", False, VERSION, False),
            Found("Vereinsheim", "127.0.0.1:40002", True, VERSION, True),
        }
        assert both <= set(names_until(lambda found: both <= set(found)))
    finally:
        home.close()
    try:

        def only_the_server(found: list[Found]) -> bool:
            names = [host.name for host in found]
            return "Vereinsheim" in names and "Annas Tisch" not in names

        assert only_the_server(names_until(only_the_server))
    finally:
        server.close()


def test_the_table_server_advertises_itself_and_is_found_and_joined() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "spielesammlung.server", "--port", "0",
         "--advertise", "Spieleabend"],
        cwd=ROOT, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        lines = [process.stderr.readline() for _ in range(2)]  # listening, then advertised
        assert "advertised as 'Spieleabend'" in lines[1], lines
        hosts = names_until(lambda found: "Spieleabend" in [h.name for h in found])
        found = [h for h in hosts if h.name == "Spieleabend"]
        assert len(found) == 1 and found[0].server and not found[0].tls
        port = re.search(r":(\d+)/net", lines[0])
        assert port and found[0].address == f"127.0.0.1:{port.group(1)}"
        made = create_table(found[0].address, "spion-und-spion", ["A", "B"], ["remote", "easy"])
        client = Client(found[0].address, made.codes[0] or "")
        client.join()
        assert client.seat == 0
        client.close()
    finally:
        process.terminate()
        process.wait(10)
