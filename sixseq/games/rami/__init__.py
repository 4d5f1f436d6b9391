"""Rami: French rummy with two 54-card decks, 2 to 6 players (rules: shared/rules/rami.md)."""
