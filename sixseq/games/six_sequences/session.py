"""A match of Les Six Séquences as the person at the table lives it (pure: no pygame).

On the engine's :class:`~sixseq.engine.session.Session`, it adds what this game's table needs:
which seat is the person's (South), the computer seats and their levels, the claim window
(SS-DISCARD-4: ten seconds to claim a discard, after which the table passes for the person),
the pace of moves with nothing to watch, and telling the bots the match before each round
(Hard plays to win the match).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

from sixseq.engine.bots import Bot
from sixseq.engine.rng import new_seed
from sixseq.engine.session import Played, Session
from sixseq.games.six_sequences.bots.base import make_bot, safe_action
from sixseq.games.six_sequences.bots.levels import LEVELS
from sixseq.games.six_sequences.rules.actions import PASS, Action, Pass, Stop
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

CLAIM_SECONDS = 10.0  # time to decide on a claim before the table passes for the person
HINT_LEVEL = "hard"

SixSeqBot = Bot[Observation, Action]


def south_seat(config: TableConfig) -> int:
    """The person's seat: South (SS-SEAT-1 numbers seats in play order)."""
    return next(s for s in range(config.seats) if config.seat_name(s) == "South")


def computer_seats(config: TableConfig, person: int) -> list[int]:
    """The seats the computer plays, in play order (every seat but the person's)."""
    return [seat for seat in range(config.seats) if seat != person]


def opponent_levels(seats: int, teams: bool, levels: Sequence[str]) -> tuple[str, ...]:
    """Of the computer players' ``levels`` (in seat order, as :attr:`SixSeqSession.levels`
    gives them), those of the person's opponents: all but the partner in 2 against 2
    (SS-SEAT-2). A table the rules do not know, or levels not one a computer seat, keep
    them all."""
    try:
        config = TableConfig(seats, teams)
    except ValueError:
        return tuple(levels)
    person = south_seat(config)
    computers = computer_seats(config, person)
    if len(computers) != len(levels):
        return tuple(levels)
    mine = config.side_of(person)
    return tuple(level for seat, level in zip(computers, levels, strict=True)
                 if config.side_of(seat) != mine)


def seat_bots(config: TableConfig, person: int, levels: Sequence[str], seed: int
              ) -> dict[int, SixSeqBot]:
    """A bot for every computer seat, levels in seat order
    (:meth:`~sixseq.engine.bots.Levels.seat`)."""
    return LEVELS.seat(levels, computer_seats(config, person), seed)


class SixSeqSession(Session[Action]):
    """One match at the table, the person at South."""

    def __init__(self, match: Match, bots: Mapping[int, SixSeqBot],
                 hint_bot: SixSeqBot | None = None) -> None:
        person = south_seat(match.config)
        self.six: Match = match
        self.claim_until: float | None = None
        super().__init__(match, match.config.seats, person, bots, safe_action,
                         hint_bot=hint_bot if hint_bot is not None
                         else make_bot(HINT_LEVEL, match.seed ^ 0x5EED))
        self.begin_round()

    @classmethod
    def new(cls, seats: int, teams: bool, rounds: int, levels: Sequence[str],
            seed: int | None = None) -> SixSeqSession:
        """A new match with the computer players of ``levels`` (in seat order)."""
        seed = new_seed() if seed is None else seed
        match = Match(TableConfig(seats, teams), rounds, seed)
        return cls(match, seat_bots(match.config, south_seat(match.config), levels, seed))

    @classmethod
    def resumed(cls, match: Match, levels: Sequence[str]) -> SixSeqSession:
        return cls(match, seat_bots(match.config, south_seat(match.config), levels, match.seed))

    @property
    def round(self) -> GameState:
        return self.six.round

    @property
    def config(self) -> TableConfig:
        return self.six.config

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer players' levels, in seat order (what a save needs to seat them)."""
        return tuple(self.bots[s].level for s in computer_seats(self.config, self.person))

    def turn_key(self) -> Hashable:
        return (self.round.turn, self.round.turn_seat)

    def pace_for(self, action: Action) -> float:
        """Ends of phases show at once: nothing to watch (the cards a refill brings fly at
        once)."""
        if isinstance(action, Stop | Pass):
            return 0.0
        return super().pace_for(action)

    def wait_for(self, action: Action, quiet_since: float) -> tuple[float, float]:
        """Every seat is asked after every discard (SS-DISCARD-4); each claim answer shows
        when the bot's usual thinking time since it was asked is up, so neither a pause nor
        its absence tells whether it could have claimed."""
        if self.round.phase == Phase.CLAIM:
            return self.bots[self.round.to_move].think_seconds(), self.asked_at
        return super().wait_for(action, quiet_since)

    def hurry_now(self) -> None:
        """Space plays the waiting move at once, but never a claim answer (its timing is what
        keeps the claim window fair)."""
        if self.round.phase != Phase.CLAIM:
            super().hurry_now()

    def begin_round(self) -> None:
        """The points so far and the rounds after this one, for bots that play to win the
        match (the hint's bot too)."""
        totals = self.six.totals()
        for bot in (*self.bots.values(), *([self.hint_bot] if self.hint_bot else [])):
            bot.begin_round(totals, self.six.rounds_after)

    # --- the claim window ---------------------------------------------------------------------

    def claim_open(self) -> bool:
        return self.claim_until is not None

    def tick(self, now: float, idle: bool = True) -> list[Played[Action]]:
        """Also the claim window: opened when the person is asked to claim, the person's pass
        played when its time runs out."""
        applied = super().tick(now, idle)
        asked = self.my_turn() and self.round.phase == Phase.CLAIM
        if asked and idle and self.round.legal_actions() == [PASS]:
            played = self.play(PASS)  # nothing to claim with: no prompt to wait for
            assert not isinstance(played, Exception)
            applied.append(played)
            asked = False
        if not asked:
            self.claim_until = None
        elif self.claim_until is None and idle:
            self.claim_until = now + CLAIM_SECONDS
        elif self.claim_until is not None and now >= self.claim_until:
            self.claim_until = None
            played = self.play(PASS)
            assert not isinstance(played, Exception)
            applied.append(played)
        return applied

    def claim_left(self, now: float) -> float:
        return 0.0 if self.claim_until is None else max(0.0, self.claim_until - now)
