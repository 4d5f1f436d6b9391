"""The 20/20 patience (TT-1 … TT-7) as a pure library: deals, rules, exact solver, hints."""
