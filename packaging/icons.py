"""Render the app icon resources/icons/spielesammlung.svg to PNGs: spielesammlung-<size>.png.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/icons.py

The PNGs are committed: the window, the desktop files and the bundles use them as they are.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "spielesammlung.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png(size: int) -> Path:
    return ICONS / f"spielesammlung-{size}.png"


def render(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    for size in SIZES:
        png(size).write_bytes(render(renderer, size))
    print(f"wrote {len(SIZES)} PNGs to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
