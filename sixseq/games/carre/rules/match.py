"""A match: a number of games chosen at the start, each won game counting one, the cards left
in the loser's hand shown as the margin (CA-END-3); the deal alternates, the non-dealer plays
first (CA-DEAL-2)."""

from __future__ import annotations

from typing import Any

from sixseq.engine.record import (
    RecordError,
    action_texts,
    bounded,
    check_header,
    field,
    header,
    replay_actions,
    seed_field,
)
from sixseq.engine.rng import derived_seeds
from sixseq.games.carre.rules.actions import parse_action
from sixseq.games.carre.rules.outcome import SEATS, Outcome
from sixseq.games.carre.rules.state import CarreState

MATCH_KIND = "carre-match"
DEFAULT_GAMES = 1  # CA-END-3
MAX_GAMES = 15  # the most a match may be set to (a record asking for more is refused)


class Match:
    """Games played in turn; game ``i`` is dealt by seat ``(i + 1) % 2``, so seat ``i % 2``
    plays first."""

    def __init__(self, games: int = DEFAULT_GAMES, seed: int = 0, variant: bool = False) -> None:
        if not 1 <= games <= MAX_GAMES:
            raise ValueError(f"CA-END-3: a match has 1 to {MAX_GAMES} games, not {games}")
        self.games = games
        self.seed = seed
        self.variant = variant
        self._seeds = derived_seeds(seed, games)
        self._played = [self._deal(0)]

    def _deal(self, index: int) -> CarreState:
        return CarreState(self._seeds[index], first=index % SEATS, variant=self.variant)

    @property
    def game(self) -> CarreState:
        """The game in play (the last one, once the match is over)."""
        return self._played[-1]

    @property
    def game_number(self) -> int:
        """1-based number of the game in play."""
        return len(self._played)

    @property
    def results(self) -> list[Outcome]:
        """The outcomes of the games played to their end."""
        return [out for game in self._played if (out := game.outcome()) is not None]

    def next_game(self) -> CarreState:
        if not self.game.is_over():
            raise ValueError("the game in play is not over")
        if len(self._played) == self.games:
            raise ValueError("the match is over")
        self._played.append(self._deal(len(self._played)))
        return self.game

    def is_over(self) -> bool:
        return len(self._played) == self.games and self.game.is_over()

    def wins(self) -> tuple[int, ...]:
        """Games won by each seat (a drawn game counts for neither)."""
        return tuple(sum(out.winner == seat for out in self.results) for seat in range(SEATS))

    def margins(self) -> tuple[int, ...]:
        """Per seat, the cards left in the loser's hand over the games it won."""
        return tuple(sum(out.margin for out in self.results if out.winner == seat)
                     for seat in range(SEATS))

    def winners(self) -> tuple[int, ...]:
        """The seat(s) with the most games won (both on a tie: a drawn match)."""
        wins = self.wins()
        return tuple(seat for seat, n in enumerate(wins) if n == max(wins))

    def record(self) -> dict[str, Any]:
        return header(MATCH_KIND, self.seed, variant=self.variant, games=self.games,
                      played=[[str(a) for a in game.actions] for game in self._played])


def replay_match(data: object) -> Match:
    """Rebuild a match, mid-game included, from its record (see :meth:`Match.record`)."""
    record = check_header(data, MATCH_KIND)
    played = record.get("played")
    if not isinstance(played, list) or not played:
        raise RecordError("'played' should be a non-empty list of action lists")
    match = Match(bounded(record, "games", 1, MAX_GAMES), seed_field(record),
                  field(record, "variant", bool))
    if len(played) > match.games:
        raise RecordError(f"{len(played)} games recorded for a match of {match.games}")
    for number, actions in enumerate(played, start=1):
        action_texts(actions, where=f"game {number}: ")  # every text checked before any play
    for number, actions in enumerate(played, start=1):
        if number > 1:
            if not match.game.is_over():
                raise RecordError(f"game {number - 1} is unfinished but a later game follows")
            match.next_game()
        replay_actions(match.game, actions, parse_action, where=f"game {number}: ",
                       undoable=number == len(played))
    return match
