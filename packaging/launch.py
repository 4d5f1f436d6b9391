"""Entry script of the bundled program (PyInstaller needs a file, not a console script)."""

from sixseq.cli import main

raise SystemExit(main())
