"""Game packages for the registration tests, found the way the shipped games are
(``registry.discover("gamepacks")``): ``coin`` is a tiny game added by its own package
alone, ``cracked`` declares itself badly, ``notes`` is a module and declares nothing."""
