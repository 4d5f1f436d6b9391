"""Rami's computer levels by name, weakest first."""

from sixseq.engine.bots import Levels
from sixseq.games.rami.bots.easy import EasyBot

LEVELS = Levels({"easy": EasyBot})
