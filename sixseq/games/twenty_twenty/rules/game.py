"""A 20/20 game in progress: undo and redo without limit (TT-6) and a JSON record.

The record holds the deal number and the moves, so it replays exactly on any machine (TT-5);
it also keeps the undo and hint counts that the statistics report (TT-6).
"""

from __future__ import annotations

import json
from typing import Any

from sixseq.games.twenty_twenty.rules.deal import check_deal_number
from sixseq.games.twenty_twenty.rules.position import IllegalMove, Move, Position, Status

RECORD_FORMAT = "sixseq-20/20"
RECORD_VERSION = 1
MAX_COUNT = 10**9  # undos or hints a record may hold (bounded like every number read)


class RecordError(ValueError):
    """A record that cannot be replayed; the message says what is wrong and where."""


class Game:
    """One deal being played: the current position, the moves made, and a redo list."""

    def __init__(self, deal: int) -> None:
        self._deal = check_deal_number(deal)
        self._positions = [Position.deal(deal)]
        self._moves: list[Move] = []
        self._redo: list[Move] = []
        self.undos = 0
        self.hints = 0

    @property
    def deal(self) -> int:
        return self._deal

    @property
    def position(self) -> Position:
        return self._positions[-1]

    @property
    def start(self) -> Position:
        return self._positions[0]

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves that led from the deal to the current position."""
        return tuple(self._moves)

    def status(self) -> Status:
        return self.position.status()

    def legal_moves(self) -> list[Move]:
        return self.position.legal_moves()

    def apply(self, move: Move) -> None:
        """Play ``move`` (refused with ``IllegalMove`` citing the rule); a new move ends redo."""
        self._positions.append(self.position.play(move))
        self._moves.append(move)
        self._redo.clear()

    @property
    def can_undo(self) -> bool:
        return bool(self._moves)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Move:
        """Take back the last move (TT-6: any number of times, and it is no cheating)."""
        if not self._moves:
            raise IndexError("nothing to undo: this is the start of the deal")
        self._positions.pop()
        move = self._moves.pop()
        self._redo.append(move)
        self.undos += 1
        return move

    def redo(self) -> Move:
        """Play again the last move taken back."""
        if not self._redo:
            raise IndexError("nothing to redo")
        move = self._redo.pop()
        self._positions.append(self.position.play(move))
        self._moves.append(move)
        return move

    def count_hint(self) -> None:
        """Note that the player asked for a hint (TT-6 statistics)."""
        self.hints += 1

    # --- the record ---------------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "deal": self._deal,
            "moves": [[m.a, m.b] for m in self._moves],
            "redo": [[m.a, m.b] for m in reversed(self._redo)],  # the next to redo first
            "undos": self.undos,
            "hints": self.hints,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_record())

    @classmethod
    def from_record(cls, record: object) -> Game:
        """Replay a record through the rules; ``RecordError`` names the first bad field or move."""
        if not isinstance(record, dict):
            raise RecordError("a 20/20 record is a JSON object")
        if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
            raise RecordError(f"not a 20/20 record (format {record.get('format')!r})")
        if record.get("version") != RECORD_VERSION:
            raise RecordError(f"unknown record version {record.get('version')!r} "
                              f"(this program reads version {RECORD_VERSION})")
        try:
            deal = check_deal_number(record.get("deal"))
        except ValueError as err:
            raise RecordError(f"bad deal number: {err}") from None
        game = cls(deal)
        game._replay(record.get("moves"), "moves", "move")
        # The moves taken back (TT-6: redo survives Save and quit); a record without them
        # has none.
        redo = record.get("redo", [])
        game._replay(redo, "redo", "redo move")
        for _ in redo:
            game.undo()
        for counter in ("undos", "hints"):
            value = record.get(counter, 0)
            if not isinstance(value, int) or isinstance(value, bool) \
                    or not 0 <= value <= MAX_COUNT:
                raise RecordError(f"the record's {counter} must be a whole number from 0 to "
                                  f"{MAX_COUNT}")
            setattr(game, counter, value)
        return game

    def _replay(self, moves: object, field: str, name: str) -> None:
        """Play a record's list of [pile, pile] pairs; ``RecordError`` names the first bad one."""
        if not isinstance(moves, list):
            raise RecordError(f"the record's {field} must be a list of [pile, pile] pairs")
        for number, raw in enumerate(moves, start=1):
            if not (isinstance(raw, list) and len(raw) == 2
                    and all(isinstance(p, int) and not isinstance(p, bool) for p in raw)):
                raise RecordError(f"{name} {number} ({json.dumps(raw)}) is not a [pile, pile] "
                                  "pair")
            try:
                self.apply(Move.of(raw[0], raw[1]))
            except IllegalMove as err:
                raise RecordError(f"{name} {number} ({json.dumps(raw)}) is illegal: {err}") \
                    from None

    @classmethod
    def from_json(cls, text: str) -> Game:
        try:
            record = json.loads(text)
        except json.JSONDecodeError as err:
            raise RecordError(f"not JSON: {err}") from None
        return cls.from_record(record)
