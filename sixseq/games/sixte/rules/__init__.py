"""Sixte's rules core: pure, no pygame."""
