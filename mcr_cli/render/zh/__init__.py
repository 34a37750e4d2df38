"""The catalogue of faults in Chinese: one table per area, from a fault's code to its template.

Each module holds ``ZH``, the templates of one area's faults (``model.py``
for ``model/faults.py``), with the same ``{parameters}`` as the English.
``render/faults.py`` joins them; a test holds every fault of the catalogue
to a template here that names exactly its parameters.
"""
