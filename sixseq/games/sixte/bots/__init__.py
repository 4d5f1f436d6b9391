"""Sixte's computer players: Easy, Medium, Hard."""
