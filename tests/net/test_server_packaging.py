"""packaging/server: the systemd unit verifies, the container file copies what exists."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "packaging" / "server"


def test_the_systemd_unit_verifies(tmp_path: Path) -> None:
    if shutil.which("systemd-analyze") is None:
        pytest.skip("no systemd-analyze")
    unit = (SERVER / "spielesammlung-server.service").read_text()
    assert "-m spielesammlung.server" in unit and "--tls-cert" in unit
    here = tmp_path / "spielesammlung-server.service"
    here.write_text(unit.replace("/opt/spielesammlung/bin/python", sys.executable))
    run = subprocess.run(
        ["systemd-analyze", "verify", str(here)], capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0 and not run.stderr.strip(), run.stderr


def test_the_container_file_copies_what_exists_and_runs_the_server() -> None:
    text = (SERVER / "Containerfile").read_text()
    for source in re.findall(r"^COPY (.+) \S+$", text, re.MULTILINE):
        for name in source.split():
            assert (ROOT / name).exists(), name
    assert '"-m", "spielesammlung.server"' in text and "--no-deps" in text
