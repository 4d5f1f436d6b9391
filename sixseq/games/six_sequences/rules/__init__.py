"""The rules of Les Six Séquences as a pure library: no pygame, fully typed, fast."""
