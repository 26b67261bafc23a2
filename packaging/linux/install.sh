#!/bin/sh
# Install Spielesammlung from this folder for the current user, or under PREFIX: the program,
# the `spielesammlung` command, the menu entry, the icons, the AppStream data and the type of
# the saved games (*.spiel: application/x-spielesammlung-save, opened with the app).
#   ./install.sh               into ~/.local (PREFIX=/usr/local ./install.sh for everyone)
#   ./install.sh --uninstall   remove it again
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
id=de.spielesammlung.Spielesammlung
app=$prefix/lib/spielesammlung
share=$prefix/share

rm -rf "$app" "$prefix/bin/spielesammlung" "$share/applications/$id.desktop" \
  "$share/metainfo/$id.metainfo.xml" "$share/mime/packages/$id.xml"
[ -d "$share/icons/hicolor" ] && find "$share/icons/hicolor" -name "$id.*" -exec rm -f {} +
if [ "${1:-}" = --uninstall ]; then
  message="Spielesammlung removed from $prefix"
else
  mkdir -p "$app" "$prefix/bin"
  cp -R "$here/spielesammlung" "$here/_internal" "$app/"
  ln -s "$app/spielesammlung" "$prefix/bin/spielesammlung"
  (cd "$here/share" && find . -type f) | while read -r file; do
    mkdir -p "$(dirname "$share/$file")"
    cp "$here/share/$file" "$share/$file"
  done
  sed -i "s|^Exec=.*|Exec=\"$app/spielesammlung\" %f|" "$share/applications/$id.desktop"
  message="Spielesammlung installed: start it from the menu or with $prefix/bin/spielesammlung"
fi
# the desktop's caches of menu entries, icons and file types
if command -v update-mime-database >/dev/null && [ -d "$share/mime/packages" ]; then
  update-mime-database "$share/mime" || true
fi
if command -v update-desktop-database >/dev/null && [ -d "$share/applications" ]; then
  update-desktop-database -q "$share/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null && [ -d "$share/icons/hicolor" ]; then
  gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
fi
echo "$message"
