"""Do the tests notice when the code changes? A small mutation run: docs/mutation-testing.md.

Each change is one small edit of a module's syntax tree — a comparison turned round or moved
by one, ``and`` made ``or``, a ``not`` dropped, a number moved by one, a call, ``raise``,
``break`` or ``continue`` dropped, a returned value made ``None``, an ``except`` body made
``raise`` — and only the tests that ran the changed line are run against it (from a coverage
run that records which test ran each line), stopping at the first failure. A change no test
notices is an equivalent change, a promise no test holds, or a bug.

Needs ``coverage`` and ``pytest-cov`` (not project dependencies)::

    pip install coverage pytest-cov
    python tools/mutation_run.py map                       # which tests run each line
    python tools/mutation_run.py run sixseq/storage.py --out storage.jsonl [--shard 0/2] \\
        [--first tests/test_storage.py]                     # these files' tests run first
    python tools/mutation_run.py run sixseq/stats.py --out stats.jsonl \\
        --tests tests/test_stats.py tests/test_files_faults.py   # these tests, not the map's
    python tools/mutation_run.py report storage.jsonl          # the changes not noticed
    python tools/mutation_run.py run sixseq/storage.py --out again.jsonl --only 3 17 \\
        --tests tests/test_storage.py        # those changes again, against the tests since

``run`` edits the module in place and puts it back after each change (and if stopped), so
it runs in a copy of the repository (``git archive HEAD | tar -x -C COPY``), never in a
worktree being edited, and each shard in a copy of its own: two runs in one copy would test
each other's changes (a second is refused while the first holds the copy). A change's
outcome is one JSON line, so a run stopped part-way goes on where it was. Module-level lines
run when the module is imported, before any test: the map gives them no test, and
``--tests`` names the tests to run against them.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAP = ".mutation-map"  # the coverage data file ``map`` writes, at the root of the copy
HELD = ".mutation-run"  # at the root of a copy while a run changes its code
MOST_TESTS = 80  # a change is run against at most this many of the tests that ran its line
SECONDS = 300  # a change whose tests run longer is counted as noticed (an endless loop)

TURNED = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
          ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot,
          ast.IsNot: ast.Is}
SWAPPED = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult,
           ast.FloorDiv: ast.Mult, ast.Mod: ast.Mult}


class Changes(ast.NodeTransformer):
    """Walks a module in a fixed order, numbering every change it could make; makes change
    ``target`` (none when -1). ``found``: (line, its statement's line, what) for each."""

    def __init__(self, target: int = -1) -> None:
        self.target = target
        self.found: list[tuple[int, int, str]] = []
        self.statements = [0]
        self.where = ["<module>"]

    def _change(self, node: ast.AST, what: str) -> bool:
        line = getattr(node, "lineno", self.statements[-1])
        self.found.append((line, self.statements[-1], f"{self.where[-1]}: line {line}: {what}"))
        return len(self.found) - 1 == self.target

    def visit(self, node: ast.AST) -> ast.AST:
        statement = node.lineno if isinstance(node, ast.stmt) else None
        if statement is not None:
            self.statements.append(statement)
        try:
            return super().visit(node)  # type: ignore[no-any-return]
        finally:
            if statement is not None:
                self.statements.pop()

    def _body(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> ast.AST:
        """A definition's body only: annotations, defaults and decorators are left alone."""
        self.where.append(node.name)
        try:
            node.body = [self.visit(statement) for statement in node.body]  # type: ignore[misc]
            return node
        finally:
            self.where.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _body

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if node.value is not None:
            node.value = self.visit(node.value)  # type: ignore[assignment]
        return node

    def visit_If(self, node: ast.If) -> ast.AST:
        if isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            return node
        if not isinstance(node.test, ast.Compare | ast.BoolOp | ast.UnaryOp) and self._change(
                node, f"if not ({ast.unparse(node.test)[:50]})"):
            node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
            return node
        return self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        for i, op in enumerate(node.ops):
            turned = TURNED.get(type(op))
            if turned and self._change(node, f"{ast.unparse(node)[:60]}: {type(op).__name__} "
                                             f"-> {turned.__name__}"):
                node.ops[i] = turned()
                return node
        return self.generic_visit(node)

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        other = ast.Or if isinstance(node.op, ast.And) else ast.And
        if self._change(node, f"{type(node.op).__name__} -> {other.__name__} in "
                              f"{ast.unparse(node)[:60]}"):
            node.op = other()
            return node
        return self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        if isinstance(node.op, ast.Not) and self._change(
                node, f"not dropped in {ast.unparse(node)[:60]}"):
            return node.operand
        return self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        swapped = SWAPPED.get(type(node.op))
        text = isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)
        if swapped and not text and self._change(
                node, f"{ast.unparse(node)[:60]}: {type(node.op).__name__} -> "
                      f"{swapped.__name__}"):
            node.op = swapped()
            return node
        return self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        value = node.value
        if isinstance(value, bool):
            if self._change(node, f"{value} -> {not value}"):
                return ast.Constant(not value)
        elif isinstance(value, int):
            if self._change(node, f"{value} -> {value + 1}"):
                return ast.Constant(value + 1)
            if value != 0 and self._change(node, f"{value} -> {value - 1}"):
                return ast.Constant(value - 1)
        elif isinstance(value, float) and value != 0.0 and self._change(
                node, f"{value} -> {value * 2}"):
            return ast.Constant(value * 2)
        return node

    def _dropped(self, node: ast.stmt, what: str) -> ast.AST:
        if self._change(node, f"dropped {what}"):
            return ast.Pass()
        return self.generic_visit(node)

    def visit_Expr(self, node: ast.Expr) -> ast.AST:
        if isinstance(node.value, ast.Call):
            return self._dropped(node, ast.unparse(node)[:60])
        return node  # a docstring

    def visit_Raise(self, node: ast.Raise) -> ast.AST:
        return self._dropped(node, ast.unparse(node)[:60])

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        return self._dropped(node, ast.unparse(node)[:60])

    def visit_Continue(self, node: ast.Continue) -> ast.AST:
        return self._dropped(node, "continue")

    def visit_Break(self, node: ast.Break) -> ast.AST:
        return self._dropped(node, "break")

    def visit_Return(self, node: ast.Return) -> ast.AST:
        returns_none = isinstance(node.value, ast.Constant) and node.value.value is None
        if node.value is not None and not returns_none and self._change(
                node, f"{ast.unparse(node)[:50]} -> return None"):
            node.value = ast.Constant(None)
            return node
        return self.generic_visit(node)

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> ast.AST:
        if self._change(node, "except body -> raise"):
            node.body = [ast.Raise()]
            return node
        return self.generic_visit(node)


def changes_of(source: str) -> list[tuple[int, int, str]]:
    walker = Changes()
    walker.visit(ast.parse(source))
    return walker.found


def changed_source(source: str, target: int) -> str:
    tree = Changes(target).visit(ast.parse(source))
    return ast.unparse(ast.fix_missing_locations(tree))


def tests_by_line(module: str) -> dict[int, set[str]]:
    """Which tests ran each line of ``module`` (from ``map``'s coverage data)."""
    from coverage import CoverageData

    data = CoverageData(basename=str(ROOT / MAP))
    data.read()
    for measured in data.measured_files():
        if measured.endswith(module):
            return {line: {context.split("|")[0] for context in contexts if context}
                    for line, contexts in data.contexts_by_lineno(measured).items()}
    return {}


def make_map() -> int:
    """Run the suite once (not the slow tests) recording which test ran each line."""
    return subprocess.call(
        [sys.executable, "-m", "pytest", "-n", "auto", "--dist", "loadfile", "-m", "not slow",
         "-p", "no:cacheprovider", "--cov=sixseq", "--cov-context=test", "--cov-report="],
        cwd=ROOT, env=dict(os.environ, COVERAGE_FILE=str(ROOT / MAP)))


@contextmanager
def holding(root: Path) -> Iterator[None]:
    """The copy at ``root`` for one run at a time: another run there would change the code
    under this one's tests (and read a changed module as the original)."""
    held = root / HELD
    try:
        held.open("x").close()
    except FileExistsError:
        sys.exit(f"another run is changing the code in {root}: run each shard in a copy of its "
                 f"own (if no run is going on, delete {held})")
    try:
        yield
    finally:
        held.unlink()


def run(module: str, out: Path, tests: list[str] | None, shard: tuple[int, int],
        first: tuple[str, ...] = (), only: set[int] | None = None,
        most: int = MOST_TESTS) -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # so ``finally`` puts it back
    with holding(ROOT):
        _run(module, out, tests, shard, first, only, most)


def _run(module: str, out: Path, tests: list[str] | None, shard: tuple[int, int],
         first: tuple[str, ...], only: set[int] | None, most: int) -> None:
    path = ROOT / module
    original = path.read_text(encoding="utf-8")
    lines = {} if tests else tests_by_line(module)
    done = {json.loads(row)["index"] for row in out.read_text().splitlines()} \
        if out.exists() else set()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    try:
        for index, (line, statement, what) in enumerate(changes_of(original)):
            if index in done or index % shard[1] != shard[0] \
                    or (only is not None and index not in only):
                continue
            # The module's own tests (``first``) before the rest, so that what they notice
            # is known in seconds rather than after a minute of window tests.
            chosen = tests or sorted(lines.get(line, set()) | lines.get(statement, set()),
                                     key=lambda test: (not test.startswith(first), test))
            row: dict[str, object] = {"index": index, "line": line, "what": what,
                                      "tests": len(chosen)}
            if not chosen:
                row["outcome"] = "not run: no test ran the line"
            else:
                path.write_text(changed_source(original, index), encoding="utf-8")
                start = time.monotonic()
                try:
                    result = subprocess.run(
                        [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                         "-o", "addopts=", *chosen[:most]],
                        cwd=ROOT, env=env, capture_output=True, text=True, timeout=SECONDS)
                    row["outcome"] = "noticed" if result.returncode else "not noticed"
                    row["by"] = next((text[7:] for text in result.stdout.splitlines()
                                      if text.startswith("FAILED")), "")
                except subprocess.TimeoutExpired:
                    row["outcome"] = "noticed"
                    row["by"] = f"ran out of time ({SECONDS} s)"
                finally:
                    path.write_text(original, encoding="utf-8")
                row["seconds"] = round(time.monotonic() - start, 1)
            with out.open("a") as file:
                file.write(json.dumps(row) + "\n")
    finally:
        path.write_text(original, encoding="utf-8")


def report(outs: list[Path]) -> None:
    rows = [json.loads(text) for out in outs for text in out.read_text().splitlines()]
    print(dict(Counter(str(row["outcome"]) for row in rows)))
    for row in sorted(rows, key=lambda row: int(row["index"])):
        if row["outcome"] != "noticed":
            print(row["index"], row["outcome"], "|", row["what"])


def shard(text: str) -> tuple[int, int]:
    """``K/N``, K counted from 0: ``2/2`` would select nothing, and a run of nothing looks
    like a run where every change was noticed."""
    k, _, n = text.partition("/")
    if not (k.isdigit() and n.isdigit() and int(k) < int(n)):
        raise argparse.ArgumentTypeError(f"K/N with 0 <= K < N, not {text!r}")
    return int(k), int(n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("map", help="record which test runs each line")
    changing = commands.add_parser("run", help="change a module, run its tests")
    changing.add_argument("module", help="a path from the repository's root")
    changing.add_argument("--out", type=Path, required=True, help="JSON lines, appended")
    changing.add_argument("--tests", nargs="+", help="run these, not the map's")
    changing.add_argument("--shard", type=shard, default=(0, 1),
                          help="K/N: every Nth change from the Kth (K from 0: 0/2 and 1/2)")
    changing.add_argument("--first", nargs="+", default=[],
                          help="of the map's tests, those in these files run first")
    changing.add_argument("--most", type=int, default=MOST_TESTS,
                          help="run at most this many of the map's tests against a change")
    changing.add_argument("--only", nargs="+", type=int,
                          help="these changes only (by number: those an earlier run left)")
    reporting = commands.add_parser("report", help="the changes not noticed")
    reporting.add_argument("outs", nargs="+", type=Path)
    args = parser.parse_args()
    if args.command == "map":
        sys.exit(make_map())
    if args.command == "run":
        run(args.module, args.out, args.tests, args.shard, tuple(args.first),
            None if args.only is None else set(args.only), args.most)
    else:
        report(args.outs)


if __name__ == "__main__":
    main()
