# One word to check everything: make check (after `make dev`, or pip install -e '.[test,dev]')
PY ?= .venv/bin/python

.PHONY: check dev format format-check lint types test bench bench-batch bench-systems vectors

check: format-check lint types test

dev:
	$(PY) -m pip install -q -e '.[test,dev]'

format:
	$(PY) -m ruff format mcr_cli tests benchmarks

format-check:
	$(PY) -m ruff format --check mcr_cli tests benchmarks

lint:
	$(PY) -m ruff check mcr_cli tests benchmarks

types:
	$(PY) -m mypy

test:
	$(PY) -m pytest

bench:
	$(PY) benchmarks/bench_score.py

bench-batch:
	$(PY) benchmarks/bench_batch.py

bench-systems:
	$(PY) benchmarks/bench_systems.py

vectors:
	python3 ../shared/tools/check_vectors.py --project .
