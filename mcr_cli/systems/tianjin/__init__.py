"""Tianjin 天津麻将: ``flags.py`` declares its flags and settings, ``system.py`` the system."""
