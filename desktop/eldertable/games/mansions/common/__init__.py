"""Logic both Mansions rule profiles share and that neither owns: house rules as data
(:mod:`.houserules`). First-edition play uses it; second-edition play may switch to it."""
