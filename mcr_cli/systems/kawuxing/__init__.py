"""Hubei 卡五星: ``flags.py`` declares its flags and settings, ``system.py`` the system and its scoring."""
