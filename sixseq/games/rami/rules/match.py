"""A match of Rami: rounds until a player's total reaches the limit; the lowest total wins
(RA-SCORE-4). The first player moves one seat clockwise each round (RA-SEAT-2)."""

from __future__ import annotations

import random
from typing import Any

from sixseq.engine.record import (
    RecordError,
    action_texts,
    check_header,
    field,
    header,
    replay_actions,
    seed_field,
)
from sixseq.games.rami.rules.actions import parse_action
from sixseq.games.rami.rules.record import table_config
from sixseq.games.rami.rules.scoring import RoundScore
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import TableConfig

MATCH_KIND = "rami-match"
LIMITS = (500, 1000)  # RA-SCORE-4: 500, or 1000 for a longer game
DEFAULT_LIMIT = 500
# Every round gives each player but the winner at least 2 points, so a match to 1000 lasts
# at most 500 rounds; a record claiming more is refused before any round is dealt.
MAX_ROUNDS = 500


class Match:
    """Rounds played in turn until someone's total reaches ``limit``."""

    def __init__(self, config: TableConfig, limit: int = DEFAULT_LIMIT, seed: int = 0) -> None:
        if limit not in LIMITS:
            raise ValueError(f"RA-SCORE-4: a match is played to {' or '.join(map(str, LIMITS))}"
                             f" points, not {limit!r}")
        self.config = config
        self.limit = limit
        self.seed = seed
        self._seeds = random.Random(seed)
        self._rounds = [self._deal(0)]

    def _deal(self, index: int) -> GameState:
        return GameState(self.config, self._seeds.getrandbits(63),
                         first=index % self.config.seats)

    @property
    def round(self) -> GameState:
        """The round in play (the last one, once the match is over)."""
        return self._rounds[-1]

    @property
    def round_number(self) -> int:
        return len(self._rounds)

    @property
    def results(self) -> list[RoundScore]:
        """The scores of the rounds played to their end."""
        return [score for r in self._rounds if (score := r.outcome()) is not None]

    def totals(self) -> tuple[int, ...]:
        totals = [0] * self.config.seats
        for score in self.results:
            for seat, points in enumerate(score.points):
                totals[seat] += points
        return tuple(totals)

    def is_over(self) -> bool:
        """RA-SCORE-4: a finished round left someone at the limit or beyond."""
        return self.round.is_over() and max(self.totals()) >= self.limit

    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total (ties share the win)."""
        totals = self.totals()
        return tuple(s for s, t in enumerate(totals) if t == min(totals))

    def next_round(self) -> GameState:
        if not self.round.is_over():
            raise ValueError("the current round is not over")
        if self.is_over():
            raise ValueError("the match is over")
        self._rounds.append(self._deal(len(self._rounds)))
        return self.round

    def record(self) -> dict[str, Any]:
        return header(MATCH_KIND, self.seed, seats=self.config.seats,
                      open51=self.config.open51, limit=self.limit,
                      rounds=[[str(a) for a in r.actions] for r in self._rounds])


def replay_match(data: object) -> Match:
    """Rebuild a match, mid-round included, from its record (see :meth:`Match.record`)."""
    record = check_header(data, MATCH_KIND)
    config = table_config(record)
    limit = field(record, "limit", int)
    if limit not in LIMITS:
        raise RecordError(f"'limit' is {limit}, not one of {LIMITS}")
    rounds = record.get("rounds")
    if not isinstance(rounds, list) or not rounds:
        raise RecordError("'rounds' should be a non-empty list of action lists")
    if len(rounds) > MAX_ROUNDS:
        raise RecordError(f"{len(rounds)} rounds is more than a match can last")
    for number, actions in enumerate(rounds, start=1):
        action_texts(actions, where=f"round {number}: ")  # every text checked before play
    match = Match(config, limit, seed_field(record))
    for number, actions in enumerate(rounds, start=1):
        if number > 1:
            if not match.round.is_over():
                raise RecordError(f"round {number - 1} is unfinished but a later round follows")
            if match.is_over():
                raise RecordError(f"the match was over before round {number}")
            match.next_round()
        replay_actions(match.round, actions, parse_action, where=f"round {number}: ",
                       undoable=number == len(rounds))
    return match


__all__ = ["DEFAULT_LIMIT", "LIMITS", "MATCH_KIND", "MAX_ROUNDS", "Match", "replay_match"]
