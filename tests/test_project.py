"""The project's own promises: one test command everywhere, and a pygame-free rules core."""

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


def test_pure_packages_do_not_import_pygame() -> None:
    code = (
        "import sys, sixseq.decks.sixsuit, sixseq.cli; "
        "import importlib, pkgutil, sixseq.games.six_sequences.rules\n"
        "rules = sixseq.games.six_sequences.rules\n"
        "for m in pkgutil.walk_packages(rules.__path__, rules.__name__ + '.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_python_dash_m_sixseq_prints_help() -> None:
    out = subprocess.run([sys.executable, "-m", "sixseq", "--help"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "sixseq" in out.stdout


def test_every_six_sequences_rule_id_is_cited_by_a_test() -> None:
    rules = (ROOT.parent / "shared" / "rules" / "six-sequences.md")
    if not rules.exists():
        pytest.skip("the shared rules live beside the checkout on development machines only")
    ids = set(re.findall(r"\b(SS-[A-Z]+-\d+)\b", rules.read_text(encoding="utf-8")))
    cited = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("test_*.py"))
    cited = cited.upper().replace("_", "-")
    assert ids and {i for i in ids if i not in cited} == set()
