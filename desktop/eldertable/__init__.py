"""Elder Table: a desktop table for four tabletop game systems."""

__version__ = "0.1.0"

