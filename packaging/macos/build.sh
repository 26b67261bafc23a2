#!/usr/bin/env bash
# Build the macOS app with PyInstaller: dist/Spielesammlung.app and
# dist/spielesammlung-<version>-macos-<arch>.zip. On macOS 12 or newer with Python 3.11+:
#   packaging/macos/build.sh          (CODESIGN_IDENTITY="Developer ID Application: ..." to sign)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
[ -x .venv/bin/python ] || python3 -m venv .venv
python=$root/.venv/bin/python
"$python" -m pip install -q --disable-pip-version-check -e ".[build]" pillow
version=$("$python" -c 'import spielesammlung; print(spielesammlung.__version__)')
name=spielesammlung-$version-macos-$(uname -m)
work=$root/build/packaging
stage=$work/stage
rm -rf "$stage" "$work/dist" dist/Spielesammlung.app "dist/$name.zip"
mkdir -p "$stage" dist

# The data the app reads, with compiled translations (the bundle needs no lrelease).
cp -R resources translations "$stage/"
rm -f "$stage"/translations/*.qm
for ts in "$stage"/translations/*.ts; do
  .venv/bin/pyside6-lrelease -silent "$ts" -qm "${ts%.ts}.qm"
done

SPIELESAMMLUNG_STAGE=$stage "$python" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$work/dist" --workpath "$work/pyinstaller" packaging/macos/spielesammlung.spec
mv "$work/dist/Spielesammlung.app" dist/

# It starts: the main window opens and closes after its first frame.
QT_QPA_PLATFORM=offscreen dist/Spielesammlung.app/Contents/MacOS/Spielesammlung --smoke

ditto -c -k --keepParent dist/Spielesammlung.app "dist/$name.zip"
echo "built dist/Spielesammlung.app and dist/$name.zip"
