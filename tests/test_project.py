"""The project's own promises: one test command everywhere, and a pygame-free rules core."""

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = text.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", setup)


def test_readme_has_exactly_two_setup_commands() -> None:
    commands = _readme_commands()
    assert len(commands) == 2
    assert commands[0].endswith("sixseq")
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command() -> None:
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert _readme_commands()[1] in ci_lines


# Every package that must never import pygame: the engine, the decks, and all of each game
# but its view and its ui entry (a game's only pygame parts).
PURE_ROOTS = ("sixseq.engine", "sixseq.decks")
WINDOW_PARTS = ("view", "ui")


def test_pure_packages_do_not_import_pygame() -> None:
    code = (
        "import importlib, pkgutil, sys\n"
        "import sixseq.cli, sixseq.games.registry as registry\n"
        f"roots = list({PURE_ROOTS!r})\n"
        "for info in registry.GAMES:\n"
        "    try:\n"
        "        package = importlib.import_module(info.package)\n"
        "    except ModuleNotFoundError:\n"
        "        continue\n"
        "    for m in pkgutil.iter_modules(package.__path__):\n"
        f"        if m.name not in {WINDOW_PARTS!r}:\n"
        "            roots.append(info.package + '.' + m.name)\n"
        "checked = []\n"
        "for root in roots:\n"
        "    module = importlib.import_module(root)\n"
        "    checked.append(root)\n"
        "    for m in pkgutil.walk_packages(getattr(module, '__path__', []), root + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "        checked.append(m.name)\n"
        "print('pygame' in sys.modules, len(checked))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    imported, checked = out.stdout.split()
    assert imported == "False" and int(checked) > 40


def test_python_dash_m_sixseq_prints_help() -> None:
    out = subprocess.run([sys.executable, "-m", "sixseq", "--help"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "sixseq" in out.stdout


RULES = ROOT / "docs" / "rules"
SHARED_RULES = ROOT.parent / "shared" / "rules"


def test_the_rules_in_docs_are_the_shared_rules_word_for_word() -> None:
    """The rules the program enforces travel with the repository (the README links them);
    where the shared originals are beside the checkout, the copies must not drift."""
    copies = sorted(p.name for p in RULES.glob("*.md"))
    assert copies == ["carre.md", "rami.md", "six-sequences.md", "sixte.md",
                      "twenty-twenty.md"]
    if SHARED_RULES.exists():
        for name in copies:
            assert (RULES / name).read_bytes() == (SHARED_RULES / name).read_bytes(), name


def _rule_ids(name: str, prefix: str) -> set[str]:
    """Every numbered rule id of a rules file (``SS-MELD-3``, ``TT-2``)."""
    text = (RULES / name).read_text(encoding="utf-8")
    return set(re.findall(rf"\b({prefix}-(?:[A-Z]+-)?\d+)\b", text))


@pytest.mark.parametrize(("name", "prefix", "tests"), [
    ("six-sequences.md", "SS", "test_*.py"),
    ("twenty-twenty.md", "TT", "test_patience*.py"),
    ("rami.md", "RA", "test_rami*.py"),
    ("sixte.md", "SX", "test_sixte*.py"),
    ("carre.md", "CA", "test_carre*.py"),
])
def test_every_rule_id_is_cited_by_a_test(name: str, prefix: str, tests: str) -> None:
    ids = _rule_ids(name, prefix)
    cited = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob(tests))
    cited = cited.upper().replace("_", "-")
    assert ids and {i for i in ids if i not in cited} == set()


# Where the screens' colours are written: the program's pages and tables. The card art and
# the felts keep their own tables (cardart, deckart, drawing), measured by their own tests.
SCREENS = ("sixseq/ui/**/*.py", "sixseq/games/*/view/*.py")
OWN_TABLES = {"palette.py", "cardart.py", "deckart.py", "drawing.py"}
SAME_COLOUR = 3.0  # CIEDE2000: a difference seen only side by side, if at all


def _colours_written(path: Path) -> list[tuple[int, tuple[int, int, int]]]:
    """Every colour a module writes out (a tuple of three or four bytes, a ``#rrggbb``
    string), with its line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Tuple) and len(node.elts) in (3, 4) and all(
                isinstance(e, ast.Constant) and type(e.value) is int and 0 <= e.value <= 255
                for e in node.elts):
            found.append((node.lineno, tuple(e.value for e in node.elts[:3])))  # type: ignore[union-attr]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and re.fullmatch(r"#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?", node.value):
            found.append((node.lineno, tuple(int(node.value[i:i + 2], 16) for i in (1, 3, 5))))
    return found  # type: ignore[return-value]


def test_every_colour_of_the_screens_is_written_once_in_the_palette() -> None:
    """A colour picked again in a module drifts from its name's: the 20/20's titles had a
    gold of their own, Sixte's dealer chip a cream. No module of the screens writes a colour
    the palette has (or one a player could not tell from it); translucent black and white
    (veils, shadows, faint borders) are no palette colour."""
    from colour_metrics import delta_e_2000

    from sixseq.ui import palette
    from sixseq.ui.cardart import FACE_COLOUR

    named = {name: value[:3] for name, value in vars(palette).items()
             if name.isupper() and isinstance(value, tuple) and value[:3] != (0, 0, 0)}
    names = sorted(named)
    assert not [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
                if delta_e_2000(named[a], named[b]) < SAME_COLOUR], "one colour, two names"
    named["FACE_COLOUR"] = FACE_COLOUR
    twins = []
    for pattern in SCREENS:
        for path in sorted(ROOT.glob(pattern)):
            if path.name in OWN_TABLES:
                continue
            for line, colour in _colours_written(path):
                twins += [f"{path.relative_to(ROOT)}:{line} {colour} is {name} {value}"
                          for name, value in named.items()
                          if delta_e_2000(colour, value) < SAME_COLOUR]
    assert not twins, "\n".join(twins)
