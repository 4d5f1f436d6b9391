"""Entry script of the bundled program (PyInstaller needs a file, not a console script).

``freeze_support`` first: Hard's search workers are spawned processes, and in a frozen program
each of them starts this very script, which must hand over to multiprocessing at once.
"""

import multiprocessing

from sixseq.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
