"""Desktop integration: the .desktop and AppStream files pass their validators and agree."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from spielesammlung import __version__
from spielesammlung.ui.app import APP_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is missing: apt-get install {package} (scripts/setup.sh --test)")
    return path


def test_desktop_file_is_valid():
    done = subprocess.run(
        [tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_metainfo_is_valid():
    # --no-net: the screenshots' web addresses are not fetched (see packaging/README.md)
    done = subprocess.run(
        [tool("appstreamcli", "appstream"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def desktop_entries() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_desktop_file_names_the_app():
    entry = desktop_entries()
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == "spielesammlung"
    assert entry["Categories"].split(";")[:2] == ["Game", "BoardGame"]
    assert "Comment[de]" in entry and "GenericName[de]" in entry


def test_metainfo_agrees_with_the_app():
    root = ElementTree.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert [c.text for c in root.iter("category")] == ["Game", "BoardGame"]
    assert root.find("content_rating") is not None
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == __version__
    description = root.find("description")
    assert description is not None
    languages = {element.get(LANG) for element in description}
    assert {None, "de"} <= languages  # English (untagged) and German
    assert {s.get(LANG) for s in root.iter("summary")} == {None, "de"}


def test_screenshots_are_in_packaging():
    root = ElementTree.parse(METAINFO).getroot()
    images = [image.text or "" for image in root.iter("image")]
    assert images
    for url in images:
        assert url.startswith("https://")
        assert (ROOT / "packaging" / "screenshots" / url.rsplit("/", 1)[1]).is_file(), url


MIME = LINUX / f"{APP_ID}.mime.xml"
SHARED_MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_the_save_files_type_is_declared_alike_everywhere():
    """Desktop entry, shared-mime-info file and AppStream data name one type for saved games,
    whose glob is the saves' suffix; the desktop entry passes the file to the app."""
    from spielesammlung.core import saves

    root = ElementTree.parse(MIME).getroot()
    (declared,) = root.findall(f"{SHARED_MIME}mime-type")
    kind = declared.get("type")
    assert kind == "application/x-spielesammlung-save"
    assert [g.get("pattern") for g in declared.iter(f"{SHARED_MIME}glob")] == [f"*{saves.SUFFIX}"]
    entry = desktop_entries()
    assert entry["MimeType"].split(";") == [kind, ""]
    assert entry["Exec"] == "spielesammlung %f"
    metainfo = ElementTree.parse(METAINFO).getroot()
    assert [m.text for m in metainfo.iter("mediatype")] == [kind]
    magic = declared.find(f"{SHARED_MIME}magic/{SHARED_MIME}match")
    assert magic is not None and saves.FORMAT in (magic.get("value") or "")
    build = (ROOT / "packaging" / "build").read_text(encoding="utf-8")
    assert '"packaging/linux/$id.mime.xml" "$share/mime/packages/$id.xml"' in build


def test_a_save_file_is_recognised_by_its_type(tmp_path: Path):
    """update-mime-database accepts the type, and a save file is found to be of it."""
    from spielesammlung.core import saves

    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    (packages / f"{APP_ID}.xml").write_bytes(MIME.read_bytes())
    done = subprocess.run(
        [tool("update-mime-database", "shared-mime-info"), str(tmp_path / "mime")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"application/x-spielesammlung-save:*{saves.SUFFIX}" in globs
