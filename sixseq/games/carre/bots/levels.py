"""Le Carré's computer levels by name, weakest first."""

from sixseq.engine.bots import Levels
from sixseq.games.carre.bots.easy import EasyBot
from sixseq.games.carre.bots.hard import HardBot
from sixseq.games.carre.bots.medium import MediumBot

LEVELS = Levels({"easy": EasyBot, "medium": MediumBot, "hard": HardBot})
