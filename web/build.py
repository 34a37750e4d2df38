"""Build the static site of the page into ``site/``: ``make site`` (docs/page.md).

    python web/build.py [--if-stale] [--out site]

1. ``npm ci`` in ``web/``: Pyodide's runtime, at the version ``web/package-lock.json`` pins.
2. The page's sources (``web/static/``), Pyodide's runtime files (``site/pyodide/``), the package's
   own pure wheel (``pip wheel``, ``MCR_CLI_COMPILE`` unset) and click's wheel at the version this
   Python has installed (the batch-line parser is click's parameters), into ``site/wheels/``.
3. The icons (PNG, drawn here with zlib alone), the web app manifest, ``build.json`` (the wheels,
   a hash of every file) and the service worker, whose cache is named by that hash: a new build is
   a new cache, filled whole before it serves, and the old one is dropped.

The site is built in ``site.tmp/`` and then put in place of ``site/``.  With ``--if-stale`` nothing is
done when ``site/build.json`` records the same inputs (the sources of the page and of the package,
the lock file, click's version).  Standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import struct
import subprocess
import sys
import time
import zlib
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
STATIC = WEB / "static"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
"""Pyodide's runtime as its npm package has it (``.asm.mjs`` in recent releases, ``.asm.js`` before)."""
PYODIDE_NEEDED = ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
EPOCH = "315532800"
"""``SOURCE_DATE_EPOCH`` for the wheel (1980-01-01): the same sources give the same bytes, the same cache."""
THEME = "#1d5c3f"


def inputs_hash() -> str:
    """A hash of everything the site is made from (for ``--if-stale``)."""
    digest = hashlib.sha256()
    paths = [WEB / "package-lock.json", WEB / "build.py", ROOT / "pyproject.toml"]
    paths += sorted(p for p in STATIC.rglob("*") if p.is_file())
    paths += sorted((ROOT / "mcr_cli").rglob("*.py"))
    for path in paths:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    digest.update(f"click {version('click')} python {sys.version_info[:2]}".encode())
    return digest.hexdigest()


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> None:
    started = time.monotonic()
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode:  # what it said is shown only when it failed (setuptools warns at length)
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"make site: {' '.join(command)} failed (exit {done.returncode})")
    print(f"  {' '.join(command[:3])} … {time.monotonic() - started:.1f} s", file=sys.stderr)


def npm_ci() -> Path:
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit(
            "make site needs npm (Node.js) to install Pyodide's runtime: apt-get install nodejs npm"
        )
    run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], WEB)
    return WEB / "node_modules" / "pyodide"


def wheels(out: Path) -> list[str]:
    """The package's pure wheel and click's, into ``out``; their file names."""
    out.mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if k != "MCR_CLI_COMPILE"}
    env["SOURCE_DATE_EPOCH"] = EPOCH
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    run([*pip, "wheel", "--no-deps", "-w", str(out), str(ROOT)], ROOT, env)
    click = f"click=={version('click')}"
    run([*pip, "download", "--no-deps", "--only-binary", ":all:", "-d", str(out), click], ROOT, env)
    names = sorted(p.name for p in out.glob("*.whl"))
    if len(names) != 2 or not all(n.endswith("-py3-none-any.whl") for n in names):
        raise SystemExit(f"expected two pure wheels (mcr_cli, click), found {names}")
    return names


# --- icons: a tile of 中 on green, as PNG, with zlib alone --------------------------------------------


def png(width: int, height: int, pixels: bytearray) -> bytes:
    """An RGBA image as PNG bytes."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    stride = width * 4
    raw = b"".join(b"\0" + bytes(pixels[y * stride : (y + 1) * stride]) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def icon(size: int, *, maskable: bool = False) -> bytes:
    """The icon at ``size`` px: an ivory tile with a red 中 on green (a maskable one within its safe zone)."""
    green, ivory, red, edge = (
        (0x1D, 0x5C, 0x3F, 255),
        (0xFB, 0xF6, 0xE9, 255),
        (0xC6, 0x28, 0x28, 255),
        (0xD8, 0xCF, 0xB8, 255),
    )
    pixels = bytearray(size * size * 4)

    def fill(x0: float, y0: float, x1: float, y1: float, colour: tuple[int, ...], radius: float = 0) -> None:
        for y in range(max(0, int(y0)), min(size, int(y1))):
            for x in range(max(0, int(x0)), min(size, int(x1))):
                dx = max(x0 + radius - x - 0.5, 0, x + 0.5 - (x1 - radius))
                dy = max(y0 + radius - y - 0.5, 0, y + 0.5 - (y1 - radius))
                if radius and dx * dx + dy * dy > radius * radius:
                    continue
                pixels[(y * size + x) * 4 : (y * size + x) * 4 + 4] = bytes(colour)

    s = size
    fill(0, 0, s, s, green, 0 if maskable else s * 0.18)
    scale = 0.62 if maskable else 0.8  # a maskable icon's content stays within the middle 80 %
    w, h = s * scale * 0.72, s * scale
    x0, y0 = (s - w) / 2, (s - h) / 2
    fill(x0, y0 + s * 0.02, x0 + w, y0 + h + s * 0.02, edge, w * 0.14)
    fill(x0, y0, x0 + w, y0 + h, ivory, w * 0.14)
    t = w * 0.09  # the strokes of 中: a box, and a stroke down through it
    bx0, bx1, by0, by1 = x0 + w * 0.2, x0 + w * 0.8, y0 + h * 0.33, y0 + h * 0.62
    fill(bx0, by0, bx1, by0 + t, red)
    fill(bx0, by1 - t, bx1, by1, red)
    fill(bx0, by0, bx0 + t, by1, red)
    fill(bx1 - t, by0, bx1, by1, red)
    fill(x0 + w / 2 - t / 2, y0 + h * 0.18, x0 + w / 2 + t / 2, y0 + h * 0.84, red)
    return png(s, s, pixels)


def manifest() -> dict[str, object]:
    return {
        "name": "mcr — mahjong scorer",
        "short_name": "mcr",
        "description": "Score Chinese Official Mahjong (MCR) and four regional systems, offline.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "portrait",
        "background_color": "#f4f1e8",
        "theme_color": THEME,
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": "icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
            {"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }


# --- the build ----------------------------------------------------------------------------------------


def build(out: Path) -> dict[str, object]:
    """Every file of the site into ``out`` (a fresh folder); returns what ``build.json`` says."""
    started = time.monotonic()
    runtime = npm_ci()
    shutil.copytree(STATIC, out)
    (out / "pyodide").mkdir()
    missing = [name for name in PYODIDE_NEEDED if not (runtime / name).is_file()]
    if missing:
        raise SystemExit(f"Pyodide's npm package lacks {missing}: see web/package.json")
    for name in PYODIDE_FILES:
        if (runtime / name).is_file():
            shutil.copy2(runtime / name, out / "pyodide" / name)
    pyodide_version = json.loads((runtime / "package.json").read_text(encoding="utf-8"))["version"]
    names = wheels(out / "wheels")
    icons = out / "icons"
    icons.mkdir(exist_ok=True)
    (icons / "icon-192.png").write_bytes(icon(192))
    (icons / "icon-512.png").write_bytes(icon(512))
    (icons / "maskable-512.png").write_bytes(icon(512, maskable=True))
    (icons / "apple-touch-icon.png").write_bytes(icon(180, maskable=True))
    (out / "manifest.webmanifest").write_text(json.dumps(manifest(), indent=2) + "\n", encoding="utf-8")
    (out / ".nojekyll").write_text("", encoding="utf-8")
    template = (out / "sw.js").read_text(encoding="utf-8")
    (out / "sw.js").unlink()
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file() and p.name != ".nojekyll")
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (out / name).read_bytes() + b"\0")
    info: dict[str, object] = {
        "build": digest.hexdigest()[:16],
        "inputs": inputs_hash(),
        "pyodide": pyodide_version,
        "wheels": [f"wheels/{n}" for n in names],
    }
    (out / "build.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    cached = ["./", *files, "build.json"]
    worker = template.replace('"__CACHE__"', json.dumps(f"mcr-site-{info['build']}"))
    worker = worker.replace('"__FILES__"', json.dumps(cached, indent=2))
    (out / "sw.js").write_text(worker, encoding="utf-8")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    took = time.monotonic() - started
    print(
        f"site: {len(cached) + 1} files, {size / 1e6:.1f} MB, build {info['build']}, {took:.1f} s",
        file=sys.stderr,
    )
    return info


def stale(out: Path) -> bool:
    try:
        info = json.loads((out / "build.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return True
    return bool(info.get("inputs") != inputs_hash() or not (out / "sw.js").is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the static site of the page (docs/page.md).")
    parser.add_argument(
        "--out", type=Path, default=ROOT / "site", help="the folder to build [default: site/]"
    )
    parser.add_argument(
        "--if-stale", action="store_true", help="do nothing when the site is built from these sources"
    )
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    if args.if_stale and not stale(out):
        print(f"{out.name}/ is up to date", file=sys.stderr)
        return 0
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        build(tmp)
        old = out.with_name(out.name + ".old")
        shutil.rmtree(old, ignore_errors=True)
        if out.exists():
            out.rename(old)
        tmp.rename(out)
        shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
