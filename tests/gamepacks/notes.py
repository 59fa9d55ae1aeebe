"""Not a game: a module beside the game packages, which discovery passes over."""
