"""The one error the rules raise: an illegal action, naming the rule it breaks."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse; ``rule`` is the id (``SS-MELD-3``) players and tests see."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.reason = message
