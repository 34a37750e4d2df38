"""Is there a working C compiler?  Asked before a compiled build starts: its absence is one clear line."""

from __future__ import annotations

import os
import sys
import tempfile

MESSAGE = (
    "MCR_CLI_COMPILE=1 asks for the compiled build, but no working C compiler was found ({why}). "
    "Install one (gcc or clang, and the Python headers), or install without MCR_CLI_COMPILE "
    "for the pure-Python package, which gives the same answers."
)


def require_c_compiler() -> None:
    """Compile and link a one-line C file as extensions are built; stop with ``MESSAGE`` if it fails."""
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.sysconfig import customize_compiler

    compiler = new_compiler()
    customize_compiler(compiler)
    cc = os.environ.get("CC") or " ".join(getattr(compiler, "compiler_so", ["cc"])[:1])
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "probe.c")
        with open(source, "w", encoding="ascii") as fh:
            fh.write("int mcr_cli_probe(void) { return 0; }\n")
        try:
            objects = compiler.compile([source], output_dir=tmp)
            compiler.link_shared_object(objects, os.path.join(tmp, "probe.so"))
        except Exception as err:  # whatever stops the probe stops the build
            first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
            sys.stderr.write("error: " + MESSAGE.format(why=f"CC={cc}: {first}") + "\n")
            raise SystemExit(1) from None
