"""The rules of Le Carré: places, actions, the table, a game in play, records and matches."""
