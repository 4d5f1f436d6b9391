"""What the 20/20 draws: the still layer (felt, piles, marks, the strip), then the status, the
flights, the dragged card, the win's banner and the message line. It reads the scene and the
session and decides nothing; the scene keeps the gestures and the buttons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.games.twenty_twenty.view import panel
from sixseq.games.twenty_twenty.view.layout import PatienceLayout
from sixseq.games.twenty_twenty.view.sprites import draw_piles, draw_removed, draw_strip
from sixseq.ui import drawing
from sixseq.ui.cardart import Highlight
from sixseq.ui.i18n import current_locale
from sixseq.ui.table.stage import Spot

if TYPE_CHECKING:
    from sixseq.games.twenty_twenty.view.scene import PatienceScene


class PatiencePicture:
    """The scene's picture, with the still layer kept until the scene's ``version`` moves."""

    def __init__(self, scene: PatienceScene) -> None:
        self.scene = scene
        self._still: pygame.Surface | None = None
        self._still_key: tuple[object, ...] = ()

    def draw(self, screen: pygame.Surface) -> None:
        scene = self.scene
        layout = scene.layout
        if layout is None:
            return
        dragged = scene.gestures.dragged()
        flying = scene.stage.flying() | frozenset(dragged)
        key = (scene.version, flying, layout.size, current_locale())
        if key != self._still_key or self._still is None:
            self._still_key = key
            self._still = self.draw_still(layout, flying)
        screen.blit(self._still, (0, 0))
        panel.draw_status(screen, layout, *scene.status_line())
        panel.draw_info(screen, layout, panel.info_forms(scene.session))
        scene.stage.draw_flights(screen, self.flight_image, self.flight_shadow)
        for index, rect in dragged.items():
            drawing.blit_shadow(screen, rect, lift=2.5, alpha=80)
            screen.blit(self.flight_image(scene.stage.spots[index], rect.width, True), rect)
        session = scene.session
        if session.won and not scene.stage.busy:
            panel.draw_banner(screen, layout, session.game.deal, session.saved.seconds,
                              len(session.game.moves), session.saved.demo)
        self.draw_message(screen, layout)

    def flight_image(self, spot: Spot, width: int, face_up: bool) -> pygame.Surface:
        card = spot.card if isinstance(spot.card, int) else None
        return self.scene.painter.image(card, width, face_up)

    @staticmethod
    def flight_shadow(screen: pygame.Surface, rect: pygame.Rect) -> None:
        drawing.blit_shadow(screen, rect, lift=2.2, alpha=70)

    def draw_still(self, layout: PatienceLayout, flying: frozenset[int]) -> pygame.Surface:
        """Everything that stands still, in one layer redrawn only when it changes."""
        scene = self.scene
        layer = self._still
        if layer is None or layer.get_size() != layout.size:
            layer = pygame.Surface(layout.size)
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
        layer.blit(drawing.felt(layout.size, scene.app.settings.table_colour), (0, 0))
        layer.blit(drawing.panel(layout.info.size, layout.px(12), (0, 0, 0, 70),
                                 (255, 255, 255, 30), 1), layout.info)
        scenery = scene.scenery
        if scenery is not None:
            draw_piles(layer, scene.painter, layout, scenery, flying)
            self.draw_marks(layer, layout, flying)
            draw_removed(layer, scene.painter, layout, scenery, flying)
        draw_strip(layer, layout, scene.session.position)
        return layer

    def draw_marks(self, layer: pygame.Surface, layout: PatienceLayout,
                   flying: frozenset[int]) -> None:
        """The selected card, its legal partners, a hint, the keyboard focus."""
        scene = self.scene
        marks: list[tuple[int, Highlight]] = []
        hint = scene.session.hint
        if scene.gestures.selected is not None:
            if scene.top_spot(scene.gestures.selected) not in flying:  # not while it is dragged
                marks.append((scene.gestures.selected, Highlight.SELECTED))
            marks += [(p, Highlight.TARGET)
                      for p in sorted(scene.session.partners(scene.gestures.selected))]
        elif hint is not None and hint.move is not None:
            marks += [(hint.move.a, Highlight.TARGET), (hint.move.b, Highlight.TARGET)]
        for pile, kind in marks:
            scene.painter.overlay(layer, layout.piles[pile], kind)
        if scene.gestures.keyboard:
            ring = layout.stack_rect(scene.gestures.focus).inflate(layout.px(14), layout.px(14))
            pygame.draw.rect(layer, (255, 255, 255), ring, width=max(2, layout.px(3)),
                             border_radius=layout.px(10))

    def draw_message(self, screen: pygame.Surface, layout: PatienceLayout) -> None:
        """The message line; a hint has its *Play it* button just right of its words."""
        scene = self.scene
        shown = scene.shown_message()
        buttons = scene.buttons
        spec = buttons.specs.get("play_hint")
        with_button = shown is not None and shown == scene.hint_message() and spec is not None
        if shown is not None:
            beside = spec.rect.width if with_button and spec is not None else 0
            pill = panel.draw_message(screen, layout, shown, beside)
            if with_button and spec is not None:
                rect = spec.rect.copy()
                rect.midleft = (pill.right + layout.margin // 2, pill.centery)
                if rect != spec.rect:
                    buttons.place("play_hint", rect, spec.key, spec.px)
        buttons.state("play_hint", with_button, True)
