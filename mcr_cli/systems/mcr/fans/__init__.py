"""The 81 fans: the table (``table``), its public types (``catalogue``), the detectors by family,
exclusions and 套算一次.

Nothing is imported here, so that loading a detector does not build the public ``FanId`` enum.
"""
