// Pyodide with the package's own pure wheel (and click's), from this site alone: no other host is asked.
// The page calls three functions of mcr_cli.cli.page, each taking and giving text.

import { loadPyodide } from "./pyodide/pyodide.mjs";

const HOME = "/home/pyodide";

export async function startPython() {
  const base = new URL("./", location.href);
  const buildInfo = fetch(new URL("build.json", base)).then((r) => {
    if (!r.ok) throw new Error(`build.json: ${r.status}`);
    return r.json();
  });
  const marks = { start: performance.now() };
  const fetched = buildInfo.then((info) =>
    Promise.all(
      info.wheels.map((path) =>
        fetch(new URL(path, base)).then((r) => {
          if (!r.ok) throw new Error(`${path}: ${r.status}`);
          return r.arrayBuffer();
        }),
      ),
    ),
  );
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href, fullStdLib: false });
  marks.pyodide = performance.now();
  const info = await buildInfo;
  const wheels = await fetched;
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const wheel of wheels) pyodide.unpackArchive(wheel, "zip", { extractDir: sitePackages });
  pyodide.runPython(`import os; os.makedirs(${JSON.stringify(HOME)}, exist_ok=True); os.chdir(${JSON.stringify(HOME)})`);
  marks.wheels = performance.now();
  const page = pyodide.pyimport("mcr_cli.cli.page");
  marks.imported = performance.now();
  marks.warm = performance.now();
  return {
    marks,
    // The first score imports the scorer (about a quarter of a second): done once the page is up,
    // before the first tap, unless the page's first score does it.
    warm: () => {
      page.run("123m456p789s111z22z", "en", 1);
      page.run("123m456p789s11pEE", "en", 1);
    },
    pyodide: pyodide.version,
    build: info.build,
    run: (line, lang, number) => page.run(line, lang, number),
    describe: () => page.describe(),
    discards: (line, lang) => page.discards(line, lang),
    house: (name, text) => {
      pyodide.FS.writeFile(`${HOME}/${name}`, text);
      return page.house(name);
    },
  };
}
