"""Where the tests find the repository's files: the examples, benchmarks and the copied reference data."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository's top folder."""
EXAMPLES = ROOT / "examples"
DATA = ROOT / "tests" / "data"
"""Test data kept in the repository, the 2,000 reference vectors among it."""
VECTORS = DATA / "mcr-reference.jsonl"
