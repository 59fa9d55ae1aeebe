"""Mansions: the shared table of both rule profiles (second edition, first edition with Forbidden Alchemy)."""
