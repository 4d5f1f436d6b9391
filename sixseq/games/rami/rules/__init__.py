"""Rami's rules core: pure Python, no pygame."""
