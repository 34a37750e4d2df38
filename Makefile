# One word to check everything: make check (it installs the dev tools the first time they are missing)
PY ?= .venv/bin/python

.PHONY: check tools dev format format-check lint types test bench bench-batch bench-systems vectors

check: tools format-check lint types test

tools:  # the dev tools, installed the first time they are missing
	@$(PY) -c 'import ruff, mypy' 2>/dev/null || $(PY) -m pip install -q -e '.[test,dev]'

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
