"""The one error every game's rules raise: an action refused, naming the rule it breaks.

A refusal carries a catalogue key and values rather than finished text, so the table words it
in the player's language (``<game>.refusal.<name>`` in the game's catalogue) and the English
text, kept here beside the rule id, serves logs, records and tests. Each game writes its
refusals once, as a :class:`Refusals` book::

    REFUSE = Refusals("rami", {"take_unusable": ("RA-TURN-1", "{card} cannot be used now")})
    raise REFUSE("take_unusable", card="9♠")
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping


class IllegalAction(ValueError):
    """An action the rules refuse. ``rule`` is the id players and tests see (``RA-TURN-1``);
    ``key`` (``rami.refusal.take_unusable``) and ``params`` let the table translate
    ``reason``, the English text."""

    def __init__(self, key: str, rule: str, template: str,
                 params: Mapping[str, object] | None = None) -> None:
        self.key = key
        self.rule = rule
        self.template = template
        self.params = {name: str(value) for name, value in (params or {}).items()}
        self.reason = template.format(**self.params)
        super().__init__(f"{rule}: {self.reason}")

    @property
    def name(self) -> str:
        """The refusal's name within its game (the key's last part)."""
        return self.key.rsplit(".", 1)[-1]

    def __reduce__(self) -> tuple[object, ...]:
        """Picklable (a refusal may cross from a worker process)."""
        return (IllegalAction, (self.key, self.rule, self.template, self.params))


class Refusals:
    """A game's refusals: name → (rule id, English text with ``{placeholders}``)."""

    def __init__(self, game: str, entries: Mapping[str, tuple[str, str]]) -> None:
        self.game = game
        self.entries = dict(entries)

    def key(self, name: str) -> str:
        return f"{self.game}.refusal.{name}"

    def __call__(self, name: str, rule: str | None = None, **params: object) -> IllegalAction:
        """The refusal ``name`` (its own rule id unless ``rule`` names a more precise one)."""
        default_rule, template = self.entries[name]
        return IllegalAction(self.key(name), rule or default_rule, template, params)

    def __iter__(self) -> Iterator[str]:
        return iter(self.entries)
