"""``python -m mcr_cli`` runs the ``mcr`` command, as the console script does."""

from .cli.entry import run

if __name__ == "__main__":
    run()
