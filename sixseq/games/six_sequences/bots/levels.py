"""Imports every bot level so that each registers itself in ``BOT_FACTORIES``."""

from sixseq.games.six_sequences.bots import easy, hard, medium

LEVELS = ("random", easy.EasyBot.level, medium.MediumBot.level, hard.HardBot.level)
