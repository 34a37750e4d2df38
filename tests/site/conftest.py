"""The page in a real browser: the site built (``make site``), served on 127.0.0.1, Chromium by Playwright.

Session fixtures: ``site`` builds ``site/`` unless it is built from these sources already
(``web/build.py --if-stale``), ``served`` serves it from a thread, ``browser`` is Chromium
(``/usr/bin/chromium``, headless, a fresh profile), ``phone`` a context the size of a phone held
upright (360×640, touch) and ``app`` one page of it, loaded once, that most tests drive.

Where Chromium, Playwright or npm is missing the tests are skipped, saying why; with ``CI`` set they
fail instead (CI installs them: ``.ci/run``).  Against the compiled build (``MCR_CLI_EXPECT_BUILD=
compiled``) they are skipped: the page runs the pure wheel, tested in the pure run.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

from tests.helpers.paths import ROOT

CHROMIUM = Path(os.environ.get("MCR_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 360, "height": 640}
SITE = ROOT / "site"


def _missing() -> str | None:
    """Why the browser tests cannot run here, or ``None``."""
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (apt-get install -y chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is missing (pip install -e '.[test]')"
    if shutil.which("npm") is None:
        return "npm is missing: make site needs it for Pyodide's runtime"
    return None


@pytest.fixture(scope="session")
def site() -> Path:
    """``site/``, built from these sources (by ``make site``'s script)."""
    if os.environ.get("MCR_CLI_EXPECT_BUILD") == "compiled":
        pytest.skip(
            "the page runs the pure wheel: its browser tests run in the pure run, not the compiled one"
        )
    missing = _missing()
    if missing is not None:
        if os.environ.get("CI"):
            pytest.fail(f"browser tests cannot run in CI: {missing}", pytrace=False)
        pytest.skip(f"browser tests need Chromium, Playwright and npm: {missing}")
    done = subprocess.run(
        [sys.executable, str(ROOT / "web" / "build.py"), "--if-stale"], capture_output=True, text=True
    )
    if done.returncode:
        pytest.fail(f"make site failed:\n{done.stdout}{done.stderr}", pytrace=False)
    return SITE


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def served(site: Path) -> Iterator[str]:
    """The site's address on 127.0.0.1 (a port of its own), served by a thread."""
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser(served: str) -> Iterator[Any]:
    """Headless Chromium with a fresh profile (Playwright's ``launch`` makes one and removes it)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def new_phone(browser: Any, **options: Any) -> Any:
    """A context the size of a phone held upright, with touch; its pages' errors fail the test."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True, **options)
    context.set_default_timeout(30_000)
    return context


def open_page(context: Any, url: str) -> Any:
    """A page of ``context`` at ``url``, once the scorer is up (``window.mcrPage.ready``)."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    page.evaluate("window.mcrPage.ready")
    page.errors = errors  # type: ignore[attr-defined]
    return page


@pytest.fixture(scope="session")
def phone(browser: Any) -> Iterator[Any]:
    context = new_phone(browser, locale="en-GB")
    yield context
    context.close()


@pytest.fixture(scope="session")
def app(phone: Any, served: str) -> Any:
    """One page of the site, loaded once: the tests that follow drive it (``reset`` between them)."""
    return open_page(phone, served + "#lang=en")


@pytest.fixture
def page(app: Any) -> Iterator[Any]:
    """The loaded page, cleared: no hand, MCR, English, no flag set, the JSON view hidden."""
    app.evaluate("mcrPage.reset('en')")
    yield app
    assert app.errors == [], app.errors
