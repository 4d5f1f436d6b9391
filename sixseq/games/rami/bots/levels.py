"""Rami's computer levels by name, weakest first."""

from sixseq.engine.bots import Levels
from sixseq.games.rami.bots.easy import EasyBot
from sixseq.games.rami.bots.hard import HardBot
from sixseq.games.rami.bots.medium import MediumBot

LEVELS = Levels({"easy": EasyBot, "medium": MediumBot, "hard": HardBot})
