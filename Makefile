# One word to check everything: make check (it installs the dev tools the first time they are missing)
PY ?= .venv/bin/python

.PHONY: check tools dev format format-check lint types test bench bench-batch bench-systems vectors site serve

check: tools format-check lint types test

tools:  # the dev tools, installed the first time they are missing
	@$(PY) -c 'import ruff, mypy' 2>/dev/null || $(PY) -m pip install -q -e '.[test,dev]'

dev:
	$(PY) -m pip install -q -e '.[test,dev]'

format:
	$(PY) -m ruff format mcr_cli tests benchmarks web

format-check:
	$(PY) -m ruff format --check mcr_cli tests benchmarks web

lint:
	$(PY) -m ruff check mcr_cli tests benchmarks web

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

site:  # the page: site/ (index.html, Pyodide's runtime, the pure wheel); docs/page.md
	$(PY) web/build.py

serve: site  # the page on http://127.0.0.1:8000/
	$(PY) -m http.server --bind 127.0.0.1 --directory site 8000

vectors:
	python3 ../shared/tools/check_vectors.py --project .
