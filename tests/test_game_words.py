"""The words Rami, Sixte and Le Carré say during play, collected over seeded games in French
and English: the status line, the move log, the hints' sentences and the sheets' lines. Each
is read by the checks a French or English player would make: no placeholder left, no word of
the other language, French spacing before ``:`` (a no-break space), the cards named in the
player's language (R D V for K Q J in French, ★ for a joker), a count of one in the singular,
"Vous" conjugated."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from typography import french_spacing_faults

from sixseq.decks.standard import localized_cards
from sixseq.ui.i18n import configure, current_locale, tr
from sixseq.ui.table.overlay import hint_sentence

SEEDS = range(1, 5)
ENGLISH = re.compile(r"\b(the|you|your|plays?|takes?|trick|lays?|draws?|and|with|from|of|is|"
                     r"cards?|hand|leads|left|won)\b")
FRENCH = re.compile(r"\b(le|la|les|vous|votre|levée|carte|cartes|avec|joue|prend|pose|pioche|"
                    r"de|du|une?|restantes?)\b")
CARD = r"(?<![\w=])[{}][♠♥♦♣]"  # a face card named in the other language


hint_line = hint_sentence  # the table's own sentence, as the hint shows it


def standard_words(text: str) -> str:
    return localized_cards(text, current_locale())


def rami_words() -> Iterator[str]:
    from sixseq.games.rami.bots.base import make_bot
    from sixseq.games.rami.rules.match import Match
    from sixseq.games.rami.rules.table import TableConfig
    from sixseq.games.rami.view import describe, scoreboard

    for seed in SEEDS:
        seats = (2, 3, 4, 6)[seed % 4]
        match = Match(TableConfig(seats, seed % 2 == 0), 500, seed)
        bots = {s: make_bot(("easy", "medium")[(s + seed) % 2], seed * 7 + s)
                for s in range(seats)}
        hints = [make_bot("easy", seed), make_bot("medium", seed)]
        while True:
            state = match.round
            while not state.is_over():
                seat, mine = state.to_move, state.observation(0)
                yield describe.status_text(mine)
                obs = state.observation(seat)
                if seat == 0:
                    for bot in hints:
                        yield hint_line(bot.suggest(obs),
                                        lambda a, o=obs: describe.action_text(a, o),  # type: ignore[misc]
                                        describe.card_words)
                action = bots[seat].choose(obs)
                yield describe.log_line(seat, action, mine, 0)
                state.push(action)
            score = match.results[-1]
            yield scoreboard.headline(score)
            for row in score.seats:
                yield scoreboard.reason_text(row.reason, row.hand_points)
            if match.is_over():
                yield scoreboard.winner_line(match)
                break
            match.next_round()


def sixte_words() -> Iterator[str]:
    from sixseq.games.sixte.bots.base import make_bot
    from sixseq.games.sixte.rules.cards import Options
    from sixseq.games.sixte.rules.match import Match
    from sixseq.games.sixte.view import describe

    for seed in SEEDS:
        game = Match(seed, Options(bool(seed & 1), bool(seed & 2), bool(seed & 4)))
        bots = {s: make_bot("easy", seed * 7 + s) for s in range(6)}
        hint = make_bot("medium", seed)
        for _ in range(3):
            hand = game.hand
            while not hand.is_over():
                seat = hand.to_move
                yield describe.status_text(hand.observation(0), seat, False)
                obs = hand.observation(seat)
                if seat == 0:
                    yield hint_line(hint.suggest(obs), lambda a: describe.card_text(a.card),  # type: ignore[attr-defined]
                                    standard_words)
                action = bots[seat].choose(obs)
                hand.push(action)
                after = hand.observation(0)
                taken = (after.winners[-1], len(after.tricks)) \
                    if after.tricks and not after.trick.cards else None
                yield describe.log_line(seat, action.card, taken)
            outcome = hand.outcome()
            assert outcome is not None
            yield describe.score_sentence(outcome)
            if game.is_over():
                break
            game.next_hand()


def carre_words() -> Iterator[str]:
    from sixseq.games.carre.bots.base import make_bot
    from sixseq.games.carre.rules.match import Match
    from sixseq.games.carre.view import describe, sheet

    for seed in SEEDS:
        match = Match(1, seed, bool(seed & 1))
        bots = {s: make_bot(("easy", "medium")[(s + seed) % 2], seed * 7 + s) for s in (0, 1)}
        hint = make_bot("medium", seed)
        state = match.game
        for _ in range(600):
            if state.is_over():
                break
            seat = state.to_move
            yield describe.status_text(state.observation(0), "medium")
            obs = state.observation(seat)
            if seat == 0:
                yield hint_line(hint.suggest(obs),
                                lambda a, o=obs: describe.action_words(a, o),  # type: ignore[misc]
                                standard_words)
            action = bots[seat].choose(obs)
            state.push(action)
            yield describe.log_line(seat == 0, action, state.observation(0))
        if match.results:
            yield sheet.end_sentence(match.results[-1])
    for n in range(4):
        yield sheet.cards_left_text(n)


GAMES = {"rami": rami_words, "sixte": sixte_words, "carre": carre_words}


def sentences(game: str, language: str) -> set[str]:
    configure(language)
    try:
        return {line for line in GAMES[game]() if line}
    finally:
        configure("en")


def faults(line: str, language: str) -> list[str]:
    found = []
    if "%{" in line:
        found.append("placeholder")
    if re.search(r"(?:— |\ble )\? ", line):
        found.append("a card written ?")
    if re.search(r"(?<!\w)jk(?!\w)", line):
        found.append("joker written jk")
    if re.search(r"(?<![\d,.])1 (cartes|levées|restantes|points|tricks|cards)\b", line):
        found.append("plural after 1")
    if language == "fr":
        if re.search(r"[^\s\d★=][:;?!]", line):
            found.append("no space before : ; ? !")
        if french_spacing_faults(line):
            found.append("a mark not held by a no-break space")
        if ENGLISH.search(line):
            found.append(f"English word {ENGLISH.search(line).group(0)!r}")  # type: ignore[union-attr]
        if re.search(CARD.format("KQJ"), line):
            found.append("English card name")
        if re.search(r"\bVous \w+(?<!ez)(?<!ous) ", line) and not \
                re.search(r"\bVous (avez|êtes|et)\b", line):
            found.append("'Vous' not in the second person")
    else:
        if re.search(r"\s[:;?!]", line):
            found.append("space before : ; ? !")
        if FRENCH.search(line):
            found.append(f"French word {FRENCH.search(line).group(0)!r}")  # type: ignore[union-attr]
        if re.search(CARD.format("RDV"), line):
            found.append("French card name")
        if re.search(r"\bYou \w+s\b", line):
            found.append("'You' in the third person")
    return found


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_sentence_of_seeded_games_reads_right(game: str, language: str) -> None:
    said = sentences(game, language)
    assert len(said) > 40
    wrong = {line: found for line in sorted(said) if (found := faults(line, language))}
    assert wrong == {}


def test_a_rami_match_the_person_wins_says_so_in_the_second_person() -> None:
    """"Vous gagnez la partie", not "Vous gagne" (nor "You wins"), alone or tied."""
    from sixseq.games.rami.view import scoreboard

    class Over:
        def __init__(self, totals: tuple[int, ...]) -> None:
            self._totals = totals

        def totals(self) -> tuple[int, ...]:
            return self._totals

        def winners(self) -> tuple[int, ...]:
            low = min(self._totals)
            return tuple(s for s, t in enumerate(self._totals) if t == low)

    lines = {}
    for language in ("en", "fr"):
        configure(language)
        try:
            lines[language] = [scoreboard.winner_line(Over(t))  # type: ignore[arg-type]
                               for t in ((80, 510, 300), (80, 80, 510), (300, 80, 510),
                                         (0, 510, 300), (510, 1, 300), (1, 1, 510))]
        finally:
            configure("en")
    assert lines["en"] == ["You win the match with 80 points",
                           "You and Alice share the win with 80 points",
                           "Alice wins the match with 80 points",
                           "You win the match with 0 points",
                           "Alice wins the match with 1 point",
                           "You and Alice share the win with 1 point"]
    # French counts zero in the singular, as Le Carré's cards left do.
    assert lines["fr"] == ["Vous gagnez la partie avec 80 points",
                           "Vous et Alice gagnez ensemble avec 80 points",
                           "Alice gagne la partie avec 80 points",
                           "Vous gagnez la partie avec 0 point",
                           "Alice gagne la partie avec 1 point",
                           "Vous et Alice gagnez ensemble avec 1 point"]


def test_le_carre_counts_one_card_left_in_the_singular() -> None:
    from sixseq.games.carre.view.sheet import cards_left_text

    configure("fr")
    try:
        assert [cards_left_text(n) for n in (0, 1, 2)] == \
            ["0 restante", "1 restante", "2 restantes"]  # French: zero takes the singular
    finally:
        configure("en")
    assert [cards_left_text(n) for n in (1, 2)] == ["1 left", "2 left"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_sixte_hints_speak_of_the_player_s_own_cards(language: str) -> None:
    """A hint is for the person: "follows ♥ with its lowest card" spoke of the bot that
    found it; every reason now says "your" ("votre") where it names the hand's cards."""
    from sixseq.games.sixte.bots.reasons import BECAUSE

    third = {"en": re.compile(r"\b(its|it plays|whatever it)\b"),
             "fr": re.compile(r"\b(sa|ses|son|qu'il)\b")}[language]
    configure(language)
    try:
        for name in BECAUSE.entries:
            words = tr(f"sixte.reason.{name}", card="7♥", suit="♥", chance="80", tricks="2")
            assert not third.search(words), words
    finally:
        configure("en")


def test_french_elides_the_article_before_an_ace() -> None:
    """Rami's French hint said "prenez le A♥ de la défausse" ("le as"); French elides before
    the ace's vowel: "l'A♥", "de l'A●", "à l'A♠". Other ranks keep their article ("le 8♥",
    "le 11♦": huit and onze take none)."""
    from sixseq.ui.i18n import configure, tr

    try:
        configure("fr")
        assert tr("rami.table.you.take", card="A♥") == "prenez l'A♥ de la défausse"
        assert tr("rami.reason.take_use", card="A♥") == "l'A♥ se pose aussitôt sur la table"
        assert tr("sixseq.table.no_use", card="A●") == "Rien à faire de l'A● pour l'instant"
        assert tr("rami.reason.take_use", card="8♥") == "le 8♥ se pose aussitôt sur la table"
        assert tr("sixseq.table.log_claimed", who="Est", card="A★") == "Est revendique l'A★"
        assert tr("sixseq.table.no_use", card="11♦") == "Rien à faire du 11♦ pour l'instant"
        configure("en")
        assert tr("rami.table.you.take", card="A♥") == "take the A♥ from the discard"
    finally:
        configure("en")
