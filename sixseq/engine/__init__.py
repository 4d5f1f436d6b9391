"""What every game shares and no game owns: refusals, records, seeded shuffles, the bot
protocol and its guard, the bot runner with a deadline, the search under hidden information,
the arena, self-play and the core benchmark. Pure Python: never imports pygame."""
