"""Mansions: the shared table of both rule profiles (second edition and Forbidden Alchemy)."""
