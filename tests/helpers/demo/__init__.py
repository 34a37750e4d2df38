"""A tiny fourth system for the layer's tests: ``flags.py`` declares it, ``system.py`` scores it."""
