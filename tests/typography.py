"""French typography a test can check: a no-break space holds a mark to its word."""

from __future__ import annotations

import re

# French keeps a mark to its word: a no-break space (U+00A0) before ":" and "»" and after "«",
# a narrow no-break space (U+202F) before ";", "?" and "!" (a no-break space does too), so a
# wrapped line never starts with a colon or a question mark, nor ends with a lone "«".
NBSP, NNBSP = "\u00a0", "\u202f"
_NOT_PROSE = re.compile(r"[a-z][a-z0-9+.-]*://\S*"  # a URL
                        r"|%?\{\w+\}"  # a placeholder, %{name} or {name}
                        r"|<[^>]*>"  # an HTML tag in a text box
                        r"|(?<=\d)[:.,/](?=\d)")  # a time, a ratio, a number: 12:30, 3:1


def french_spacing_faults(text: str) -> list[str]:
    """The places in French ``text`` where ``: ; ? ! » %`` has no no-break space before it,
    or ``«`` none after it (what is not prose is set aside first: URLs, placeholders, tags,
    times and ratios)."""
    prose = _NOT_PROSE.sub("x", text)
    faults = []
    for at, mark in enumerate(prose):
        if mark == "«":
            held = prose[at + 1:at + 2] == NBSP
        elif mark in ":»%":
            held = prose[at - 1:at] == NBSP if at else False
        elif mark in ";?!":
            held = at > 0 and prose[at - 1] in (NBSP, NNBSP, "?", "!")
        else:
            continue
        if not held:
            faults.append(prose[max(0, at - 12):at + 12])
    return faults
