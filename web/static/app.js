// The page: a hand and its flags make one line of `mcr score --batch`; the package scores it in
// Pyodide (python.js) and says what the command says.  Nothing here scores, parses or words a result.

import { t } from "./i18n.js";
import { startPython } from "./python.js";
import { readAddress, writeAddress } from "./address.js";
import { chooseSystem, renderControls, renderSystems } from "./controls.js";
import { makeMeld, markWinning, meldError, renderHand, renderKeyboard, renderOffers, setStructure } from "./hand.js";
import { composeLine, takeFields } from "./line.js";
import { drawDiscards, drawError, fitTables, renderResult } from "./result.js";
import { $, page, state } from "./state.js";

let typingTimer = 0;

// --- scoring --------------------------------------------------------------------------------------------

export function score({ line = composeLine(), address = true } = {}) {
  $("#line-text").textContent = line;
  if (address) writeAddress(line);
  if (!page.api) return null;
  if (!line.trim()) {
    state.result = null;
    state.structure = { melds: [], standing: [] };
    renderResult(null);
    renderHand();
    return null;
  }
  const started = performance.now();
  const result = JSON.parse(page.api.run(line, state.lang, 1));
  const took = performance.now() - started;
  document.documentElement.dataset.scoreMs = took.toFixed(1);
  state.result = result;
  state.structure = result.structure || { melds: [], standing: [] }; // text that is no notation: no tiles
  state.selected = state.selected.filter((i) => i < state.structure.standing.length);
  renderResult(result);
  renderHand();
  return result;
}

function rescoreSoon() {
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => score(), 150);
}

// --- words of the page, language and the JSON view -------------------------------------------------------

function renderWords() {
  document.documentElement.lang = state.lang === "zh" ? "zh-CN" : "en";
  for (const node of document.querySelectorAll("[data-i18n]")) {
    if (node.id === "status" && page.api) continue;
    node.textContent = t(state.lang, node.dataset.i18n);
  }
  $("#lang-toggle").textContent = state.lang === "zh" ? "English" : "中文";
}

function setLang(lang) {
  state.lang = lang;
  renderWords();
  if (page.desc) {
    renderSystems();
    renderControls();
  }
  renderKeyboard();
  renderOffers();
  score();
}

function setStatus(key, extra = "") {
  const status = $("#status");
  status.dataset.state = key;
  status.textContent = t(state.lang, key) + (extra ? ` ${extra}` : "");
}

// --- house rules from the phone ----------------------------------------------------------------------------

function loadHouse(name, text, { rescore = true } = {}) {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^[.-]+/, "") || "house.toml";
  const said = JSON.parse(page.api.house(safe, text));
  if (said.error) {
    drawError(said.error);
    return false;
  }
  state.house = { name: safe, text, system: said.system };
  state.system = said.system;
  const note = $("#house-name");
  note.hidden = false;
  note.textContent = t(state.lang, "house-loaded", { name: safe, system: said.system });
  $("#house-clear").hidden = false;
  renderSystems();
  chooseSystem(said.system, { rescore });
  return true;
}

function clearHouse({ rescore = true } = {}) {
  state.house = null;
  $("#house-name").hidden = true;
  $("#house-clear").hidden = true;
  renderSystems();
  chooseSystem(page.desc.default, { rescore });
}

// --- start -------------------------------------------------------------------------------------------------

function fromAddress() {
  const address = readAddress();
  if (address.lang === "zh" || address.lang === "en") state.lang = address.lang;
  if (!page.api) return address;
  if (address.file && address.toml !== undefined) loadHouse(address.file, address.toml, { rescore: false });
  else if (state.house) clearHouse({ rescore: false });
  if (address.line !== undefined) {
    const result = score({ line: address.line, address: false }); // the line as given is scored
    if (result) takeFields(result.fields);
    renderSystems();
    renderKeyboard();
    renderControls();
    renderHand();
  }
  return address;
}

function wire() {
  window.addEventListener("resize", () => {
    fitTables($("#result-view"));
    fitTables($("#analysis-view"));
  });
  $("#discards").addEventListener("toggle", () => drawDiscards(state.result));
  $("#summary").addEventListener("click", () => $(".result").scrollIntoView({ behavior: "smooth" }));
  $("#lang-toggle").addEventListener("click", () => setLang(state.lang === "zh" ? "en" : "zh"));
  $("#json-toggle").addEventListener("click", () => {
    const view = $("#json-view");
    view.hidden = !view.hidden;
    $("#json-toggle").setAttribute("aria-pressed", String(!view.hidden));
  });
  $("#hand-text").addEventListener("input", () => {
    state.wins = []; // a hand typed: the taps' order is gone
    rescoreSoon();
  });
  $("#hand-text").addEventListener("change", () => score());
  $("#clear-hand").addEventListener("click", () => {
    state.selected = [];
    setStructure({ melds: [], standing: [] });
  });
  $("#select-mode").addEventListener("click", () => {
    state.selecting = !state.selecting;
    state.selected = [];
    $("#select-mode").setAttribute("aria-pressed", String(state.selecting));
    meldError(null);
    renderHand();
  });
  for (const button of document.querySelectorAll("[data-meld]")) {
    button.addEventListener("click", () => makeMeld(button.dataset.meld));
  }
  $("#mark-win").addEventListener("click", markWinning);
  $("#system").addEventListener("change", (e) => chooseSystem(e.target.value));
  $("#house-file").addEventListener("change", async (e) => {
    const file = e.target.files && e.target.files[0];
    if (file) loadHouse(file.name, await file.text());
    e.target.value = "";
    score();
  });
  $("#house-clear").addEventListener("click", () => clearHouse());
  window.addEventListener("hashchange", () => {
    const wanted = readAddress();
    if (wanted.line !== undefined && wanted.line !== composeLine()) fromAddress();
    else if ((wanted.lang === "zh" || wanted.lang === "en") && wanted.lang !== state.lang) setLang(wanted.lang);
  });
}

function serviceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const updating = navigator.serviceWorker.controller !== null; // a first visit installs, it does not update
  navigator.serviceWorker.register("sw.js").then((registration) => {
    const offer = (worker) => {
      if (!worker || !updating) return;
      $("#update").hidden = false;
      $("#update-button").onclick = () => worker.postMessage("skip-waiting");
    };
    offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker.addEventListener("statechange", () => worker.state === "installed" && offer(worker));
    });
  });
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!reloading && !$("#update").hidden) {
      reloading = true;
      location.reload();
    }
  });
}

async function main() {
  fromAddress();
  renderWords();
  renderKeyboard();
  renderOffers();
  renderHand();
  wire();
  serviceWorker();
  const started = performance.now();
  try {
    page.api = await startPython();
  } catch (err) {
    setStatus("failed", String(err && err.message ? err.message : err));
    throw err;
  }
  page.desc = JSON.parse(page.api.describe());
  $("#version").textContent = `mcr_cli ${page.desc.version} · Pyodide ${page.api.pyodide}`;
  renderSystems();
  renderControls();
  renderKeyboard();
  fromAddress();
  if (readAddress().line === undefined) score({ address: false });
  document.documentElement.dataset.loadMs = (performance.now() - started).toFixed(0);
  document.documentElement.dataset.loadMarks = JSON.stringify(
    Object.fromEntries(Object.entries(page.api.marks).map(([k, v]) => [k, Math.round(v - page.api.marks.start)])),
  );
  setStatus(navigator.serviceWorker && navigator.serviceWorker.controller ? "offline" : "ready");
  document.documentElement.dataset.ready = "1";
  setTimeout(page.api.warm, 0);
}

const ready = main();

/** Back to an empty hand under MCR, no flag, no house rules (the tests start each case from here). */
function reset(lang = state.lang) {
  Object.assign(state, { flags: {}, extra: {}, selected: [], wins: [], selecting: false, offer: "left", promoted: false });
  $("#hand-text").value = "";
  $("#select-mode").setAttribute("aria-pressed", "false");
  $("#json-view").hidden = true;
  $("#json-toggle").setAttribute("aria-pressed", "false");
  $("#discards").open = false;
  meldError(null);
  if (state.house) clearHouse();
  state.system = page.desc.default;
  setLang(lang);
  renderSystems();
  chooseSystem(page.desc.default);
}

// For the tests and for anyone at the console: the page's own scoring, line by line.
window.mcrPage = {
  reset,
  ready,
  run: (line, number = 1, lang = state.lang) => JSON.parse(page.api.run(line, lang, number)),
  runMany: (lines, lang = state.lang) => lines.map((line, i) => JSON.parse(page.api.run(line, lang, i + 1)).json),
  line: () => composeLine(),
  describe: () => page.api.describe(),
};
