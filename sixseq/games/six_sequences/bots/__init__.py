"""Computer players for Les Six Séquences. A bot sees one seat's Observation, nothing else."""
