"""MCR, the 1998 competition rules (system no. 1): ``flags.py`` declares its flags, ``system.py`` the system.

The rest of the package is its scorer: ``fans/`` (catalogue, detectors, 不计,
套算一次), ``scoring.py`` (the pipeline), ``payments.py``, ``result.py``,
``waits.py`` and ``shanten.py``.
"""
