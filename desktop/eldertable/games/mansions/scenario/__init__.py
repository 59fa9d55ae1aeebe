"""Scenario format v1: models, loading and checking."""
