"""Rami's computer players."""
