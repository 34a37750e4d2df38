"""Batch mode: lines in, one outcome per line out, in order, in one process or several.

``reader.py`` reads the lines of a stream (bytes, a cap per line, numbered as
an editor numbers them); ``runner.py`` turns one line into an ``Outcome``
(``LineRunner``) and says how to build a runner anywhere (``Job``: the
runner's factory itself and its options); ``run.py`` drives a run
(``run_batch``, ``run_items``) in this process or through the worker
processes of ``pool.py``, fed in chunks by ``feed.py``; ``writer.py`` writes
the outcomes in input order; ``options.py`` declares ``--batch``, ``--jobs``
and ``--quiet``; ``parser.py`` reads a line's words as the command's parameters.
"""
