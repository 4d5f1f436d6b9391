"""``sixseq`` alone opens the main menu; ``sixseq bench render`` reports its figures."""

import json
from pathlib import Path

import pytest

from sixseq import cli
from sixseq.ui.app import App
from sixseq.ui.menu import MainMenu


def test_sixseq_without_a_command_opens_the_menu_and_logs(cli_apps: list[App],
                                                          tmp_path: Path) -> None:
    opened = cli_apps
    assert cli.main([]) == 0
    assert isinstance(opened[0].scene, MainMenu)
    log = (tmp_path / "logs" / "sixseq.log").read_text(encoding="utf-8")
    assert "sixseq 0.1.0 starts" in log and "showing MainMenu" in log


def test_bench_render_reports_frame_times_idle_cpu_and_card_count(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "render", "--frames", "5", "--idle-seconds", "0.2",
                     "--no-cold-start", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"frame_ms_p50", "frame_ms_p95", "fps", "idle_cpu_percent"} <= set(result)
    assert result["cards_visible"] >= 85 and result["size"] == "1920x1080"


def test_bench_render_times_the_patience_too(capsys: pytest.CaptureFixture[str]) -> None:
    """Any game whose table stands its cards on the shared stage is timed (the 20/20's has
    no computer players)."""
    assert cli.main(["bench", "render", "--game", "twenty-twenty", "--frames", "5",
                     "--idle-seconds", "0.2", "--no-cold-start", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "twenty-twenty" and result["size"] == "1920x1080"
    assert {"frame_ms_p50", "full_redraw_ms_p50", "idle_cpu_percent"} <= set(result)
    assert result["cards_visible"] >= 80  # 20 piles' cards, each drawn where it lies
