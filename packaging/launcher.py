"""The bundle's entry point (PyInstaller needs a script; the package uses relative imports)."""

import sys

from spielesammlung.__main__ import main

sys.exit(main())
