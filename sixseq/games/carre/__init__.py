"""Le Carré: the two-deck square duel (rules in ``shared/rules/carre.md``, ids ``CA-…``)."""
