"""``python -m mcr_cli`` runs the ``mcr`` command."""

from .cli import main

if __name__ == "__main__":
    main()
