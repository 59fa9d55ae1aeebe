"""No widget keeps an attribute under the name of one of its Qt base class's methods.

Such an attribute hides the method from Qt: the Magnum Opus transmutation dialog kept a
flag ``self.done``, which hid ``QDialog.done()``; closing the dialog made Qt call the flag
and the program crashed (a segmentation fault inside PySide6).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil

import eldertable.ui


def _qt_base(cls):
    return next((k for k in cls.__mro__ if k.__module__.startswith(("PySide6", "shiboken6"))),
                None)


def _assigned(node: ast.ClassDef) -> set[str]:
    names = set()
    for sub in ast.walk(node):
        targets = sub.targets if isinstance(sub, ast.Assign) else \
            [sub.target] if isinstance(sub, (ast.AnnAssign, ast.AugAssign)) else []
        for t in targets:
            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) \
                    and t.value.id == "self":
                names.add(t.attr)
    return names


def test_no_attribute_hides_a_qt_method():
    found = []
    for info in pkgutil.walk_packages(eldertable.ui.__path__, "eldertable.ui."):
        module = importlib.import_module(info.name)
        try:
            tree = ast.parse(inspect.getsource(module))
        except (OSError, TypeError):
            continue
        classes = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        for name, node in classes.items():
            cls = getattr(module, name, None)
            base = _qt_base(cls) if inspect.isclass(cls) else None
            if base is None:
                continue
            for attr in _assigned(node):
                if callable(getattr(base, attr, None)):
                    found.append(f"{info.name}.{name}.{attr} hides {base.__name__}.{attr}()")
    assert found == [], "\n".join(found)
