"""sixseq: a desktop card table for the six-suit, 120-card deck."""

import os

__version__ = "0.1.0"

# pygame prints a greeting on import; a player's terminal stays quiet (set before any import).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
