"""Guangdong 推倒胡: ``flags.py`` declares its flags and settings, ``system.py`` the system."""
