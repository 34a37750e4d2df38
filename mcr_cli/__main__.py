"""``python -m mcr_cli`` runs the ``mcr`` command."""

from .cli import main

main()
