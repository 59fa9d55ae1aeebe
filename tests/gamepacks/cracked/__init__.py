"""A game package whose declaration is broken (its seats run backwards)."""
