"""`python -m spielesammlung.server` as a program: no Qt in it, TLS from a certificate path,
a clean stop on SIGTERM (127.0.0.1 only; the certificate is made here, for 127.0.0.1)."""

from __future__ import annotations

import re
import shutil
import signal
import ssl
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import InvalidMessage

from spielesammlung.net.client import Client, create_table
from spielesammlung.server.__main__ import tls_context
from spielesammlung.server.hub import Hub

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 10.0
SEATS = ("remote", "easy", "remote")
NAMES = ("Anna", "Bert", "Clara")


def make_certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key (openssl's command line)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
         "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    return cert, key


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.skip("no openssl command to make a certificate with")
    return make_certificate(tmp_path_factory.mktemp("tls"))


def trusting(cert: Path) -> ssl.SSLContext:
    """A client's TLS context that trusts exactly `cert`."""
    return ssl.create_default_context(cafile=str(cert))


def play_a_move(address: str, tls: ssl.SSLContext | None) -> Client:
    """Create a table, join its first seat and get its first view."""
    made = create_table(address, "checkpoint-charlie", NAMES, SEATS, tls=tls)
    client = Client(address, made.codes[0] or "", tls=tls)
    client.join()
    client.wait(0, TIMEOUT)
    assert client.latest is not None and client.latest["seat"] == 0
    return client


def test_tls_from_a_certificate_path(certificate: tuple[Path, Path]) -> None:
    cert, key = certificate
    hub = Hub(tls=tls_context(str(cert), str(key)))
    hub.start()
    try:
        address = f"127.0.0.1:{hub.port}"
        play_a_move(address, trusting(cert)).close()
        with pytest.raises(ssl.SSLCertVerificationError):  # a client not trusting it
            create_table(
                address, "checkpoint-charlie", NAMES, SEATS, tls=ssl.create_default_context()
            )
        with pytest.raises((InvalidMessage, ConnectionError, EOFError)):  # plain ws://
            create_table(address, "checkpoint-charlie", NAMES, SEATS)
        assert len(hub.tables) == 1
    finally:
        hub.stop()


@pytest.fixture
def program(certificate: tuple[Path, Path]) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """The server as its own process on a free port, with TLS; its address."""
    cert, key = certificate
    process = subprocess.Popen(
        [sys.executable, "-m", "spielesammlung.server", "--port", "0", "--max-tables", "2",
         "--tls-cert", str(cert), "--tls-key", str(key)],
        cwd=ROOT, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        line = process.stderr.readline()  # its first line says where it listens
        found = re.search(r"listening on wss://127\.0\.0\.1:(\d+)/net", line)
        assert found, line + process.stderr.read(2000 if process.poll() is not None else 0)
        yield process, f"127.0.0.1:{found.group(1)}"
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(TIMEOUT)


def test_the_program_serves_tables_and_stops_cleanly_on_sigterm(
    program: tuple[subprocess.Popen[str], str], certificate: tuple[Path, Path]
) -> None:
    process, address = program
    client = play_a_move(address, trusting(certificate[0]))
    process.send_signal(signal.SIGTERM)
    assert process.wait(TIMEOUT) == 0
    client.wait(len(client.received), TIMEOUT)
    assert client.closed  # every client was told
    assert process.stderr is not None and "table server stopped" in process.stderr.read()


def test_the_program_says_what_is_wrong_with_its_arguments(tmp_path: Path) -> None:
    missing = str(tmp_path / "none.pem")
    run = [sys.executable, "-m", "spielesammlung.server", "--port", "0"]
    bad = subprocess.run([*run, "--tls-cert", missing], cwd=ROOT, capture_output=True, timeout=60)
    assert bad.returncode == 2 and b"go together" in bad.stderr
    unreadable = subprocess.run(
        [*run, "--tls-cert", missing, "--tls-key", missing],
        cwd=ROOT,
        capture_output=True,
        timeout=60,
    )
    assert unreadable.returncode == 2 and b"cannot read the certificate" in unreadable.stderr


NO_QT = """
import sys
from spielesammlung.server.__main__ import main
from spielesammlung.server.hub import Hub
from spielesammlung.net.client import Client, create_table
from spielesammlung.core import registry
for entry in registry.GAMES:
    entry.rules(), entry.bots()
hub = Hub()
hub.start()
address = f"127.0.0.1:{hub.port}"
made = create_table(address, "spion-und-spion", ["A", "B"], ["remote", "easy"])
client = Client(address, made.codes[0])
client.join()
client.wait(0, 10)
client.close()
hub.stop()
print(sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6")))
"""


def test_the_server_imports_nothing_of_qt() -> None:
    run = subprocess.run(
        [sys.executable, "-c", NO_QT], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"
