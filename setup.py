"""Install the top-level resources/ and translations/ inside the package, as spielesammlung/data/,
and compile the computer players' native solvers.

Everything else is in pyproject.toml; an editable install reads both folders from the source tree.
The solvers are optional: without a C compiler the install goes on and the computer players use
their pure-Python solvers (slower, so the strong level is not perfect everywhere then).
"""

import shutil
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

DATA = ("resources", "translations")
SKIP = shutil.ignore_patterns("*.qm", "__pycache__", ".*")  # .qm: compiled when first needed


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for name in DATA:
            target = Path(self.build_lib) / "spielesammlung" / "data" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(name, target, ignore=SKIP)


NATIVE = [  # (module, C source): each is pure C, with its Python twin beside it
    ("spielesammlung.games.geheime_mission._c4", "spielesammlung/games/geheime_mission/_c4.c"),
    ("spielesammlung.games.heimlich._endgame", "spielesammlung/games/heimlich/_endgame.c"),
]

setup(
    cmdclass={"build_py": BuildPyWithData},
    ext_modules=[
        Extension(name, [source], optional=True, extra_compile_args=["-O2"])
        for name, source in NATIVE
    ],
)
