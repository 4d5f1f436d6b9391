"""The window: pygame-ce scenes, card art and fonts. Draws the core's state, decides nothing."""
