#!/usr/bin/env bash
# Set up Spielesammlung on a Debian/Ubuntu machine: Qt's system libraries, a virtual
# environment in .venv and the package in it. `--test` also installs the test tools.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
  echo "Spielesammlung needs Python 3.11 or newer." >&2; exit 1; }

# The libraries Qt loads: offscreen (tests) and on a real X display.
debs=(libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
      libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xkb1 fonts-dejavu-core)
# A C compiler and Python's headers for the computer players' native solvers (setup.py builds
# them; without them the install goes on and the strong players are slower, not perfect).
debs+=(gcc python3-dev)
# The tests also check the desktop files and build the bundle (packaging/build), and play
# on the phone page in a real browser (chromium driven by Selenium), and through a real
# accessibility bus on a virtual screen as a screen reader would (Xvfb, D-Bus, AT-SPI and the
# system Python's pyatspi: tests/ui/test_screen_reader_bus.py).
if [ "${1:-}" = "--test" ]; then
  debs+=(desktop-file-utils appstream binutils chromium chromium-driver)
  debs+=(xvfb xdotool dbus at-spi2-core python3-pyatspi)
fi
missing=()
if command -v dpkg >/dev/null; then
  for deb in "${debs[@]}"; do
    dpkg -s "$deb" >/dev/null 2>&1 || missing+=("$deb")
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

[ -x .venv/bin/python ] || "$python" -m venv .venv
extra=""; [ "${1:-}" = "--test" ] && extra="[test]"
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".${extra}"
