"""sixseq: a desktop card table for the six-suit, 120-card deck."""

__version__ = "0.1.0"
