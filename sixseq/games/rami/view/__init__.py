"""Rami's table: what is drawn where, what a gesture means, the words, the round sheet."""
