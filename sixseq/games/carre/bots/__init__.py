"""Le Carré's computer players: Easy, Medium (its own turn searched), Hard (the reply too)."""
