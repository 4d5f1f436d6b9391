"""Sixte: six players, six cards, six points — a trick-taking game (rules: SX-… in
``shared/rules/sixte.md``)."""
