"""The app icon: an SVG and its PNG sizes, used by the window and the desktop files."""

from __future__ import annotations

from PySide6.QtGui import QImage

from spielesammlung.ui import paths
from spielesammlung.ui.app import app_icon

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def test_icon_svg_and_every_png_size():
    icons = paths.resources() / "icons"
    assert (icons / "spielesammlung.svg").is_file()
    for size in SIZES:
        image = QImage(str(icons / f"spielesammlung-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_window_icon_has_every_size(qapp):
    assert set(SIZES) <= {size.width() for size in app_icon().availableSizes()}
