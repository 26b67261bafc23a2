"""Install the top-level resources/ and translations/ inside the package, as spielesammlung/data/.

Everything else is in pyproject.toml; an editable install reads both folders from the source tree.
"""

import shutil
from pathlib import Path

from setuptools import setup
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


setup(cmdclass={"build_py": BuildPyWithData})
