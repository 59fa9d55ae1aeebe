"""The scenario editor: build a Mansions scenario with the mouse (either edition), check it
as it is made, and play, debug-play or simulate it at once. The model of the file and its
edits stay Qt-free, under games/mansions/scenario/."""
