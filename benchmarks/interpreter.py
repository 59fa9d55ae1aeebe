"""Which Python runs a benchmark, printed first by the speed benchmarks.

The simulators' figures depend on how CPython was compiled, not only on the project's
code. On the development machine the same code runs about 1.2 times faster on Debian's
``/usr/bin/python3.11`` (a static executable) than on the pyenv Python that ``python3``
finds first there (a shared libpython, compiled without profile-guided or link-time
optimisation); see docs/speed.md. Compare figures only between runs of one interpreter.
"""

from __future__ import annotations

import os
import platform
import sys


def libpython() -> str:
    """How this process reaches the interpreter: 'shared' when a libpython is mapped in
    (Linux), 'static' when it is not, 'unknown' where /proc is missing."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
            maps = f.read()
    except OSError:
        return "unknown"
    return "shared" if "libpython" in maps else "static"


def describe() -> dict[str, str]:
    return {"python": platform.python_version(),
            "implementation": platform.python_implementation(),
            "executable": os.path.realpath(sys.executable),
            "libpython": libpython(),
            "compiler": platform.python_compiler(),
            "built": " ".join(platform.python_build())}
