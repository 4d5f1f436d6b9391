"""The shared chooser (a joker's stand-in, a combination's variant): mouse rows, keyboard."""

import pygame

from sixseq.ui.table.chooser import Chooser


def test_the_arrows_wrap_round_and_enter_space_or_a_digit_choose() -> None:
    chooser: Chooser[str] = Chooser()
    assert not chooser
    chooser.open(["4-5-6", "5-6-7", "6-7-8"])
    assert chooser and len(chooser) == 3 and chooser.focus == 0
    chosen: list[str] = []
    chooser.key(pygame.K_UP, chosen.append)
    assert chooser.focus == 2  # wraps round to the last row
    chooser.key(pygame.K_RIGHT, chosen.append)
    assert chooser.focus == 0 and chosen == []
    chooser.key(pygame.K_DOWN, chosen.append)
    for key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_3, pygame.K_4, pygame.K_a):
        chooser.key(key, chosen.append)
    assert chosen == ["5-6-7", "5-6-7", "6-7-8"]  # no fourth way; a letter chooses nothing
    assert chooser.focus == 1


def test_a_click_chooses_the_row_under_it_and_closing_forgets_everything() -> None:
    surface = pygame.Surface((800, 600))
    chooser: Chooser[str] = Chooser()
    chooser.open(["low", "high"])
    drawn: list[int] = []
    chooser.draw(surface, "Which?", 20, [3, 3], 60, 30, 10, 14,
                 lambda i, rect: drawn.append(i))
    assert drawn == [0, 1] and len(chooser.rows) == 2
    assert chooser.rows[0].bottom <= chooser.rows[1].top  # one row under the other
    assert chooser.at(chooser.rows[1].center) == "high"
    assert chooser.at((0, 0)) is None
    chooser.close()
    assert not chooser and chooser.rows == [] and chooser.at((400, 300)) is None
