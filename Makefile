# One word to check everything: make check
PY ?= .venv/bin/python

.PHONY: check format lint types test bench vectors

check: format lint types test

format:
	$(PY) -m ruff format mcr_cli tests benchmarks

lint:
	$(PY) -m ruff check mcr_cli tests benchmarks

types:
	$(PY) -m mypy

test:
	$(PY) -m pytest

bench:
	$(PY) benchmarks/bench_score.py

vectors:
	python3 ../shared/tools/check_vectors.py --project .
