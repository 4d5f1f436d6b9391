"""The decks the games are played with: the six-suit, 120-card deck (:mod:`.sixsuit`) and the
standard 52-card deck with jokers (:mod:`.standard`). Pure: cards are small integers."""
