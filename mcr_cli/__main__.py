"""``python -m mcr_cli`` runs the ``mcr`` command."""

from .cli.main import main

if __name__ == "__main__":
    main()
