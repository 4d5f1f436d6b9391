"""``python -m sixseq`` runs the same command line as ``sixseq``."""

from sixseq.cli import main

raise SystemExit(main())
