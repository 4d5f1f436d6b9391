"""The table machinery every game's view shares, written once: the stage (every card's spot
and the flights between them), the scene base (the session's clock, gestures, keyboard,
buttons, hints, the move log, the menu button), the buttons, the words on the table (status
line, messages with the rule small after them), the move log, and keyboard focus."""
