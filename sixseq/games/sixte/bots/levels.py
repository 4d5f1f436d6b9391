"""Sixte's computer levels by name, weakest first."""

from sixseq.engine.bots import Levels
from sixseq.games.sixte.bots.easy import EasyBot
from sixseq.games.sixte.bots.hard import HardBot
from sixseq.games.sixte.bots.medium import MediumBot

LEVELS = Levels({"easy": EasyBot, "medium": MediumBot, "hard": HardBot})
