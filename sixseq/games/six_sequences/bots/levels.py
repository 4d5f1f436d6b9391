"""Les Six Séquences' computer levels by name, weakest first."""

from sixseq.engine.bots import Levels
from sixseq.games.six_sequences.bots.easy import EasyBot
from sixseq.games.six_sequences.bots.hard import HardBot
from sixseq.games.six_sequences.bots.medium import MediumBot

LEVELS = Levels({"easy": EasyBot, "medium": MediumBot, "hard": HardBot})
