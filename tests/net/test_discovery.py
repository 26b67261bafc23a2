"""Hosts found on the local network (net/discovery.py), on the loopback interface only: zeroconf
is told interfaces=["127.0.0.1"], so no multicast goes out on a real interface."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from spielesammlung.net.client import Client, create_table
from spielesammlung.net.messages import VERSION

from .test_server_process import ROOT

pytest.importorskip("zeroconf")

from spielesammlung.net.discovery import Advertisement, Found, browse

LOOPBACK = ["127.0.0.1"]


def test_a_client_lists_the_hosts_that_advertise_and_forgets_those_that_stop() -> None:
    home = Advertisement("Annas Tisch", "127.0.0.1", 40001, interfaces=LOOPBACK)
    server = Advertisement("Vereinsheim", "127.0.0.1", 40002, tls=True, server=True,
                           interfaces=LOOPBACK)  # fmt: skip
    try:
        found = browse(2.0, interfaces=LOOPBACK)
        assert Found("Annas Tisch", "127.0.0.1:40001", False, VERSION, False) in found
        assert Found("Vereinsheim", "127.0.0.1:40002", True, VERSION, True) in found
    finally:
        home.close()
    try:
        names = [host.name for host in browse(1.5, interfaces=LOOPBACK)]
        assert "Annas Tisch" not in names and "Vereinsheim" in names
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
        found = [h for h in browse(2.0, interfaces=LOOPBACK) if h.name == "Spieleabend"]
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
