"""A match: a number of rounds with a rotating first player (SS-SEAT-3)."""

from __future__ import annotations

from typing import Any

from sixseq.engine.record import (
    RecordError,
    action_texts,
    bounded,
    check_header,
    header,
    replay_actions,
    seed_field,
)
from sixseq.engine.rng import derived_seeds
from sixseq.games.six_sequences.rules.actions import parse_action
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.record import explicit_stops, stops_field, table_config
from sixseq.games.six_sequences.rules.scoring import RoundScore
from sixseq.games.six_sequences.rules.table import TableConfig

MATCH_KIND = "six-sequences-match"
DEFAULT_ROUNDS = 3  # SS-SEAT-3
MAX_ROUNDS = 10  # the most a match may be set to (a record asking for more is refused)


def round_seeds(seed: int, rounds: int) -> list[int]:
    """The deal seed of each round, all drawn from the match seed so a match replays whole."""
    return derived_seeds(seed, rounds)


class Match:
    """Rounds played in turn; the first player moves one seat clockwise each round."""

    def __init__(self, config: TableConfig, rounds: int = DEFAULT_ROUNDS, seed: int = 0,
                 explicit_stops: bool = True) -> None:
        """``explicit_stops``: see :class:`GameState` (False only to replay older saves)."""
        if rounds < 1:
            raise ValueError("SS-SEAT-3: a match has at least one round")
        self.config = config
        self.rounds = rounds
        self.seed = seed
        self.explicit_stops = explicit_stops
        self._seeds = round_seeds(seed, rounds)
        self._games = [self._deal(0)]

    def _deal(self, index: int) -> GameState:
        return GameState(self.config, self._seeds[index], first=index % self.config.seats,
                         explicit_stops=self.explicit_stops)

    @property
    def round(self) -> GameState:
        """The round in play (the last one, once the match is over)."""
        return self._games[-1]

    @property
    def round_number(self) -> int:
        """1-based number of the round in play."""
        return len(self._games)

    @property
    def rounds_after(self) -> int:
        """How many rounds are still to be dealt after the one in play."""
        return self.rounds - self.round_number

    @property
    def results(self) -> list[RoundScore]:
        """The scores of the rounds played to their end."""
        return [score for game in self._games if (score := game.outcome()) is not None]

    def next_round(self) -> GameState:
        if not self.round.is_over():
            raise ValueError("the current round is not over")
        if len(self._games) == self.rounds:
            raise ValueError("the match is over")
        self._games.append(self._deal(len(self._games)))
        return self.round

    def is_over(self) -> bool:
        return len(self._games) == self.rounds and self.round.is_over()

    def totals(self) -> tuple[int, ...]:
        """SS-SCORE-4: a side's match total is the sum of its round scores."""
        results = self.results
        return tuple(sum(r.totals[side] for r in results) for side in range(self.config.sides))

    def winners(self) -> tuple[int, ...]:
        """SS-SEAT-3: the side(s) with the most points (more than one on a tie)."""
        totals = self.totals()
        return tuple(side for side, total in enumerate(totals) if total == max(totals))

    def record(self) -> dict[str, Any]:
        return header(MATCH_KIND, self.seed, seats=self.config.seats, teams=self.config.teams,
                      rounds=self.rounds, stops=stops_field(self.explicit_stops),
                      games=[[str(a) for a in game.actions] for game in self._games])


def replay_match(data: object) -> Match:
    """Rebuild a match, mid-round included, from its record (see :meth:`Match.record`)."""
    record = check_header(data, MATCH_KIND)
    games = record.get("games")
    if not isinstance(games, list) or not games:
        raise RecordError("'games' should be a non-empty list of action lists")
    config = table_config(record)
    match = Match(config, bounded(record, "rounds", 1, MAX_ROUNDS), seed_field(record),
                  explicit_stops=explicit_stops(record))
    for number, actions in enumerate(games, start=1):
        action_texts(actions, where=f"round {number}: ")  # every text checked before any play
    if len(games) > match.rounds:
        raise RecordError(f"{len(games)} rounds recorded for a match of {match.rounds}")
    for number, actions in enumerate(games, start=1):
        if number > 1:
            if not match.round.is_over():
                raise RecordError(f"round {number - 1} is unfinished but a later round follows")
            match.next_round()
        replay_actions(match.round, actions, parse_action, where=f"round {number}: ",
                       undoable=number == len(games))
    return match
