"""The mutation tool (docs/mutation-testing.md) edits the code of the copy it runs in: two
runs in one copy would each test the other's changes, so the second is refused."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parent.parent / "tools" / "mutation_run.py"


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mutation_run", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_second_run_in_the_same_copy_is_refused_and_the_copy_freed_after(
        tmp_path: Path) -> None:
    mutation_run = tool()
    with mutation_run.holding(tmp_path), \
            pytest.raises(SystemExit, match="a copy of its own"), mutation_run.holding(tmp_path):
        pass
    with mutation_run.holding(tmp_path):  # the first run over: the copy is free again
        pass
    assert list(tmp_path.iterdir()) == []
