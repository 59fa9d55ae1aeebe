"""What the two card tables (Magnum Opus, Miskatonic Madness) share: the phase bar above the
table, dragging cards, painting card faces."""
