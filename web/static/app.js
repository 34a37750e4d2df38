// The page: a hand and its flags make one line of `mcr score --batch`; the package scores it in
// Pyodide (python.js) and says what the command says.  Nothing here scores, parses or words a result.

import { flagName, defaultLang, SEAT_ZH, t } from "./i18n.js";
import { startPython } from "./python.js";
import { byTile, handText, isChow, TILES, tileFace, withGlyphs } from "./tiles.js";

const $ = (sel) => document.querySelector(sel);
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

const state = {
  lang: defaultLang(),
  system: "mcr",
  flags: {}, // declared flag name → true | word | [words]
  extra: {}, // other parameters of a line read from the address (--expect …), kept as they were
  house: null, // {name, text, system}
  structure: { melds: [], standing: [] },
  selected: [], // indices of standing tiles, in the order tapped
  wins: [], // the tiles that were the winning tile before each tile added by a tap
  selecting: false,
  offer: "left",
  promoted: false,
  result: null,
};
let api = null; // {run, describe, house} once Python is up
let desc = null; // the declarations, from mcr_cli.cli.page.describe()
let typingTimer = 0;

// --- the address: #line=<a batch line>&lang=zh|en (&file=NAME&toml=TEXT for a house-rule file) ----------

function readAddress() {
  const out = {};
  for (const part of location.hash.replace(/^#/, "").split("&")) {
    if (!part) continue;
    const at = part.indexOf("=");
    const key = at < 0 ? part : part.slice(0, at);
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(at < 0 ? "" : part.slice(at + 1));
    } catch {
      // a malformed escape: that part is ignored
    }
  }
  return out;
}

function writeAddress(line) {
  const parts = [];
  if (line) parts.push(`line=${encodeURIComponent(line)}`);
  parts.push(`lang=${state.lang}`);
  if (state.house) parts.push(`file=${encodeURIComponent(state.house.name)}`, `toml=${encodeURIComponent(state.house.text)}`);
  const hash = "#" + parts.join("&");
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

// --- the line ------------------------------------------------------------------------------------------

function quoteWord(word) {
  if (/^[A-Za-z0-9[\],.:=_\/+-]+$/.test(word)) return word;
  if (!word.includes("'")) return `'${word}'`;
  return `"${word.replace(/(["\\])/g, "\\$1")}"`;
}

function optionOf(name) {
  const flag = desc && desc.flags.find((f) => f.name === name);
  return flag ? flag.short || flag.option : "--" + name.replace(/_/g, "-");
}

function flagWords(name, value) {
  const option = optionOf(name);
  if (value === true) return [option];
  if (value === false || value === null || value === undefined || value === "") return [];
  if (Array.isArray(value)) return value.flatMap((v) => [option, quoteWord(v)]);
  return [option, quoteWord(String(value))];
}

function composeLine() {
  const hand = $("#hand-text").value.trim();
  const words = hand ? [quoteWord(hand)] : [];
  if (state.house) words.push("--rules-file", quoteWord(state.house.name));
  else if (desc && state.system !== desc.default) words.push("--rules", state.system);
  if (desc) for (const flag of desc.flags) words.push(...flagWords(flag.name, state.flags[flag.name]));
  for (const [name, value] of Object.entries(state.extra)) words.push(...flagWords(name, value));
  return words.join(" ");
}

/** Controls from a line's words (mcr_cli.cli.page.fields): what an address or a pasted line says. */
function takeFields(fields) {
  $("#hand-text").value = fields.hand;
  state.flags = {};
  state.extra = {};
  state.system = desc.default;
  const declared = new Set(desc.flags.map((f) => f.name));
  for (const [name, value] of Object.entries(fields.flags)) {
    if (name === "rules") state.system = String(value);
    else if (name === "rules_file") continue; // the file itself comes with the address (file=, toml=)
    else if (declared.has(name)) state.flags[name] = value;
    else state.extra[name] = value;
  }
  if (state.house) state.system = state.house.system;
}

// --- scoring --------------------------------------------------------------------------------------------

function score({ line = composeLine(), address = true } = {}) {
  $("#line-text").textContent = line;
  if (address) writeAddress(line);
  if (!api) return null;
  if (!line.trim()) {
    state.result = null;
    state.structure = { melds: [], standing: [] };
    renderResult(null);
    renderHand();
    return null;
  }
  const started = performance.now();
  const result = JSON.parse(api.run(line, state.lang, 1));
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

// --- the hand: tiles by taps, melds by selection -----------------------------------------------------------

function setStructure(structure) {
  state.structure = structure;
  $("#hand-text").value = handText(structure);
  score();
}

function editable() {
  return state.result === null || state.result.structure !== null || !$("#hand-text").value.trim();
}

function addTile(name) {
  if (name === "flower") {
    const now = Number(state.flags.flowers || 0);
    if (now < 8) state.flags.flowers = String(now + 1);
    renderControls();
    score();
    return;
  }
  if (!editable()) {
    $("#hand-text").value += name;
    score();
    return;
  }
  const { melds, standing } = state.structure;
  if (standing.length) state.wins.push(standing[standing.length - 1]);
  const rest = [...standing].sort(byTile); // the winning tile so far goes in among the others
  setStructure({ melds, standing: [...rest, name] });
}

function tapStanding(index) {
  if (state.selecting) {
    const at = state.selected.indexOf(index);
    if (at < 0) state.selected.push(index);
    else state.selected.splice(at, 1);
    renderHand();
    return;
  }
  let standing = state.structure.standing.filter((_, i) => i !== index);
  if (index === standing.length && state.wins.length) {
    // the winning tile taken back: the one that won before it wins again
    const before = state.wins.pop();
    const at = standing.lastIndexOf(before);
    if (at >= 0) standing = [...standing.filter((_, i) => i !== at), before];
  }
  setStructure({ melds: state.structure.melds, standing });
}

function tapMeld(index) {
  const melds = state.structure.melds.filter((_, i) => i !== index);
  setStructure({ melds, standing: state.structure.standing });
}

function meldError(key) {
  const note = $("#meld-error");
  note.hidden = !key;
  note.textContent = key ? t(state.lang, key) : "";
}

const OFFERS = { left: 1, across: 2, right: 3 };

function makeMeld(kind) {
  const { melds, standing } = state.structure;
  const chosen = state.selected.map((i) => standing[i]);
  const sorted = [...chosen].sort(byTile);
  let tiles;
  let offer;
  if (kind === "chow") {
    if (!isChow(sorted)) return meldError("need-chow");
    tiles = sorted;
    offer = sorted.indexOf(chosen[0]) + 1; // the first tile tapped is the one claimed
  } else {
    const size = kind === "pung" ? 3 : 4;
    if (!chosen.length || chosen.some((x) => x !== chosen[0])) return meldError("need-same");
    if (chosen.length > size) return meldError("too-many");
    if (kind === "pung" && state.offer === "concealed") return meldError("concealed-pung");
    tiles = Array(size).fill(chosen[0]);
    offer = state.offer === "concealed" ? 0 : OFFERS[state.offer] + (kind === "kong" && state.promoted ? 4 : 0);
  }
  meldError(null);
  const rest = standing.filter((_, i) => !state.selected.includes(i));
  state.selected = [];
  setStructure({ melds: [...melds, { kind, tiles, offer }], standing: rest });
}

function markWinning() {
  if (state.selected.length !== 1) return meldError("need-one");
  meldError(null);
  const { melds, standing } = state.structure;
  const win = standing[state.selected[0]];
  const rest = standing.filter((_, i) => i !== state.selected[0]).sort(byTile);
  state.selected = [];
  setStructure({ melds, standing: [...rest, win] });
}

function offerLabel(meld) {
  if (meld.kind === "kong" && !meld.offer) return t(state.lang, "concealed");
  const from = ["", "left", "across", "right", "", "left", "across", "right"][meld.offer] || "left";
  const promoted = meld.offer >= 5 ? ` ${t(state.lang, "promoted")}` : "";
  return meld.kind === "chow" ? t(state.lang, "left") : t(state.lang, from) + promoted;
}

function renderHand() {
  const box = $("#hand-tiles");
  box.replaceChildren();
  const { melds, standing } = state.structure;
  melds.forEach((meld, i) => {
    const group = el("button", { type: "button", className: "meld", title: meld.kind });
    group.dataset.meld = String(i);
    const row = el("span", { className: "meld-tiles" });
    for (const name of meld.tiles) row.append(tileFace(el("span"), name, state.lang));
    group.append(row);
    group.append(el("span", { className: "meld-label" }, `${t(state.lang, meld.kind)} · ${offerLabel(meld)}`));
    group.addEventListener("click", () => tapMeld(i));
    box.append(group);
  });
  const count = melds.reduce((n, m) => n + 3, 0) + standing.length;
  const error = state.result && state.result.error;
  const faultAt = error && error.position !== null ? error.position : null; // the tile the error names
  standing.forEach((name, i) => {
    const tile = tileFace(el("button", { type: "button" }), name, state.lang);
    tile.dataset.index = String(i);
    if (faultAt !== null && (state.structure.standing_at || [])[i] === faultAt) tile.classList.add("fault");
    if (i === standing.length - 1 && count >= 14) tile.classList.add("win");
    if (state.selected.includes(i)) tile.classList.add("selected");
    tile.addEventListener("click", () => tapStanding(i));
    box.append(tile);
  });
  const flowers = Number(state.flags.flowers || 0);
  if (flowers) {
    const chip = tileFace(el("button", { type: "button" }), "flower", state.lang);
    chip.append(el("span", { className: "count" }, `×${flowers}`));
    chip.addEventListener("click", () => {
      state.flags.flowers = flowers > 1 ? String(flowers - 1) : undefined;
      renderControls();
      score();
    });
    box.append(chip);
  }
  if (!box.children.length) box.append(el("p", { className: "note" }, t(state.lang, "empty")));
  $("#meld-tools").hidden = !state.selecting;
  $("#meld-from").hidden = !state.selecting;
}

function renderKeyboard() {
  const board = $("#keyboard");
  board.replaceChildren();
  const system = desc && desc.systems.find((s) => s.name === state.system);
  const names = [...TILES, ...(system && system.flags.includes("flowers") ? ["flower"] : [])];
  for (const name of names) {
    const key = tileFace(el("button", { type: "button" }), name, state.lang);
    key.classList.add("key");
    key.addEventListener("click", () => addTile(name));
    board.append(key);
  }
}

function renderOffers() {
  const box = $("#meld-offer");
  box.replaceChildren();
  for (const key of ["concealed", "left", "across", "right", "promoted"]) {
    const button = el("button", { type: "button", className: "chip" }, t(state.lang, key));
    const on = key === "promoted" ? state.promoted : state.offer === key;
    button.setAttribute("aria-pressed", String(on));
    button.dataset.offer = key;
    button.addEventListener("click", () => {
      if (key === "promoted") state.promoted = !state.promoted;
      else state.offer = key;
      renderOffers();
    });
    box.append(button);
  }
  box.append(el("p", { className: "note" }, t(state.lang, "select-hint")));
}

// --- the context: controls generated from the declarations ------------------------------------------------

function systemOf(name) {
  return desc.systems.find((s) => s.name === name) || desc.systems[0];
}

function setFlag(name, value) {
  if (value === undefined || value === "" || value === false || (Array.isArray(value) && !value.length)) {
    delete state.flags[name];
  } else {
    state.flags[name] = value;
  }
  if (name === "self_drawn" && value) delete state.flags.discarder; // won by self-draw: no one discarded
  if (name === "discarder" && value) delete state.flags.self_drawn;
  renderControls();
  renderHand();
  score();
}

function control(flag, system) {
  const label = flagName(flag, state.lang);
  const row = el("div", { className: `control kind-${flag.kind}`, title: flag.help });
  row.dataset.flag = flag.name;
  const value = state.flags[flag.name];
  const head = el("span", { className: "control-label" }, label, " ", el("code", {}, flag.option));
  if (flag.kind === "switch") {
    const button = el("button", { type: "button", className: "toggle" }, label);
    button.setAttribute("aria-pressed", String(value === true));
    button.dataset.option = flag.option;
    button.addEventListener("click", () => setFlag(flag.name, value === true ? undefined : true));
    row.append(button);
    return row;
  }
  row.append(head);
  if (flag.kind === "seat") {
    const seats = el("div", { className: "segmented" });
    for (const seat of system.seats) {
      const text = state.lang === "zh" ? SEAT_ZH[seat] : seat;
      const button = el("button", { type: "button", className: "chip" }, text);
      const isDefault = value === undefined && flag.default !== null && system.seats[flag.default] === seat;
      button.setAttribute("aria-pressed", String(String(value).toUpperCase() === seat));
      if (isDefault) button.classList.add("is-default");
      button.dataset.seat = seat;
      button.addEventListener("click", () => setFlag(flag.name, String(value).toUpperCase() === seat ? undefined : seat));
      seats.append(button);
    }
    row.append(seats);
    if (flag.default === null) row.append(el("span", { className: "note" }, `${t(state.lang, "default")}: ${t(state.lang, "winner-left")}`));
    return row;
  }
  if (flag.kind === "tile") {
    const select = el("select", { className: "tile-select" });
    select.append(el("option", { value: "" }, "—"));
    for (const name of TILES) select.append(el("option", { value: name }, name));
    select.value = value ? String(value) : "";
    select.addEventListener("change", () => setFlag(flag.name, select.value || undefined));
    row.append(select);
    return row;
  }
  if (flag.kind === "number") {
    const input = el("input", { type: "number", inputMode: "numeric", min: String(flag.low), max: String(flag.high) });
    input.value = value === undefined ? "" : String(value);
    input.placeholder = flag.default === null || flag.default === undefined ? t(state.lang, "none") : String(flag.default);
    const step = (by) => {
      const now = input.value === "" ? Number(flag.default || 0) : Number(input.value);
      const next = Math.min(flag.high, Math.max(flag.low, now + by));
      setFlag(flag.name, next === flag.default && flag.name === "flowers" ? undefined : String(next));
    };
    const minus = el("button", { type: "button", className: "chip step" }, "−");
    const plus = el("button", { type: "button", className: "chip step" }, "+");
    minus.addEventListener("click", () => step(-1));
    plus.addEventListener("click", () => step(1));
    input.addEventListener("change", () => setFlag(flag.name, input.value.trim() || undefined));
    row.append(el("div", { className: "stepper" }, minus, input, plus));
    return row;
  }
  const input = el("input", { type: "text", autocapitalize: "off", spellcheck: false, placeholder: flag.metavar || "" });
  input.value = Array.isArray(value) ? value.join(" ") : value || "";
  input.addEventListener("change", () => {
    const text = input.value.trim();
    setFlag(flag.name, flag.repeat ? text.split(/\s+/).filter(Boolean) : text || undefined);
  });
  row.append(input);
  return row;
}

function renderControls() {
  const box = $("#controls");
  box.replaceChildren();
  if (!desc) return;
  const system = systemOf(state.system);
  const has = new Set(system.flags);
  for (const flag of desc.flags) if (has.has(flag.name)) box.append(control(flag, system));
}

function renderSystems() {
  const select = $("#system");
  select.replaceChildren();
  for (const system of desc.systems) {
    const name = state.lang === "zh" ? system.zh : system.en;
    select.append(el("option", { value: system.name }, `${name} (${system.name})`));
  }
  select.value = state.system;
  select.disabled = state.house !== null;
}

function chooseSystem(name, { rescore = true } = {}) {
  state.system = name;
  const has = new Set(systemOf(name).flags);
  for (const key of Object.keys(state.flags)) if (!has.has(key)) delete state.flags[key];
  renderKeyboard();
  renderControls();
  if (rescore) score();
}

// --- the result: the command's blocks, drawn ---------------------------------------------------------------

function drawBlocks(box, blocks) {
  box.replaceChildren();
  for (const block of blocks || []) {
    if ("line" in block) {
      const styles = String(block.style || "").split(/\s+/).filter(Boolean).map((s) => `s-${s}`);
      box.append(el("p", { className: ["out-line", ...styles].join(" ") }, ...withGlyphs(block.line, state.lang)));
      continue;
    }
    const table = el("table", { className: "out-table" });
    if (block.table) table.append(el("caption", {}, block.table));
    const head = el("tr");
    for (const column of block.columns) head.append(el("th", { className: `j-${column.justify}` }, column.header));
    table.append(el("thead", {}, head));
    const body = el("tbody");
    for (const row of block.rows) {
      const tr = el("tr");
      row.forEach((cell, i) => {
        const td = el("td", { className: `j-${block.columns[i].justify}` }, ...withGlyphs(cell, state.lang));
        td.dataset.header = block.columns[i].header;
        tr.append(td);
      });
      body.append(tr);
    }
    table.append(body);
    const wrap = el("div", { className: "table-wrap" }, table);
    box.append(wrap);
  }
  fitTables(box);
}

/** A table wider than the page is stacked, each row as header and value lines (the command does so too). */
function fitTables(box) {
  for (const table of box.querySelectorAll(".out-table")) {
    table.classList.remove("stacked");
    if (table.scrollWidth > table.parentElement.clientWidth + 1) table.classList.add("stacked");
  }
}

function drawError(error) {
  const box = $("#result-error");
  box.hidden = !error;
  box.replaceChildren();
  if (!error) return;
  box.append(el("p", { className: "error-line" }, `${error.label}: ${error.message}`));
  if (error.position !== null && error.hand) {
    const at = Math.max(0, Math.min(error.position, error.hand.length));
    const chars = [...error.hand];
    const before = chars.slice(0, at).join("");
    const fault = chars[at] === undefined ? " " : chars[at];
    const after = chars.slice(at + 1).join("");
    const shown = el("pre", { className: "caret" }, before, el("mark", {}, fault), after, "\n", " ".repeat([...before].length) + "^");
    if (error.hint) shown.append(` ${state.lang === "zh" ? "此处" : "here"}: ${error.hint}`);
    box.append(shown);
  }
}

function renderResult(result) {
  drawError(result ? result.error : null);
  drawBlocks($("#result-view"), result ? result.blocks : []);
  const analysis = $("#analysis-view");
  analysis.replaceChildren();
  if (result && result.analysis_blocks) {
    analysis.append(el("h2", {}, t(state.lang, result.analysis === "waits" ? "waits" : "discards")));
    const inner = el("div");
    analysis.append(inner); // drawn in place, so that a table too wide is seen to be
    drawBlocks(inner, result.analysis_blocks);
  }
  analysis.dataset.analysis = result && result.analysis ? result.analysis : "";
  $("#result-json").textContent = result ? result.json : "";
  drawSummary(result);
  drawDiscards(result);
}

/** For 14 tiles, mcr shanten's discard table, worked out when it is opened (not at every tap). */
function drawDiscards(result) {
  const box = $("#discards");
  const { melds, standing } = state.structure;
  const tiles = melds.length * 3 + standing.length;
  box.hidden = !result || result.structure === null || tiles !== 14 || result.analysis === "shanten";
  const view = $("#discards-view");
  view.replaceChildren();
  if (box.hidden || !box.open) return;
  const said = JSON.parse(api.discards($("#line-text").textContent, state.lang));
  if (said.error) view.append(el("p", { className: "error-text" }, `${said.error.label}: ${said.error.message}`));
  else drawBlocks(view, said.blocks);
}

/** One line under the hand: the total and whether it is a win, or the error's first words. */
function drawSummary(result) {
  const summary = $("#summary");
  summary.hidden = !result;
  if (!result) return;
  let said;
  if (result.error) {
    summary.dataset.state = result.analysis === "waits" ? "short" : "error";
    said = result.analysis === "waits" ? t(state.lang, "waits") : `${result.error.label}: ${result.error.message}`;
  } else {
    const scored = JSON.parse(result.json);
    summary.dataset.state = scored.valid ? "win" : "short";
    said = `${t(state.lang, "total")} ${scored.total}${scored.valid ? " ✓" : ` · ${t(state.lang, "no-win")}`}`;
  }
  summary.replaceChildren(el("span", { className: "summary-text" }, said), el("span", { className: "note" }, t(state.lang, "see-result")));
}

// --- words of the page, language and the JSON view -------------------------------------------------------

function renderWords() {
  document.documentElement.lang = state.lang === "zh" ? "zh-CN" : "en";
  for (const node of document.querySelectorAll("[data-i18n]")) {
    if (node.id === "status" && api) continue;
    node.textContent = t(state.lang, node.dataset.i18n);
  }
  $("#lang-toggle").textContent = state.lang === "zh" ? "English" : "中文";
}

function setLang(lang) {
  state.lang = lang;
  renderWords();
  if (desc) {
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
  const said = JSON.parse(api.house(safe, text));
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
  chooseSystem(desc.default, { rescore });
}

// --- start -------------------------------------------------------------------------------------------------

function fromAddress() {
  const address = readAddress();
  if (address.lang === "zh" || address.lang === "en") state.lang = address.lang;
  if (!api) return address;
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
    api = await startPython();
  } catch (err) {
    setStatus("failed", String(err && err.message ? err.message : err));
    throw err;
  }
  desc = JSON.parse(api.describe());
  $("#version").textContent = `mcr_cli ${desc.version} · Pyodide ${api.pyodide}`;
  renderSystems();
  renderControls();
  renderKeyboard();
  fromAddress();
  if (readAddress().line === undefined) score({ address: false });
  document.documentElement.dataset.loadMs = (performance.now() - started).toFixed(0);
  document.documentElement.dataset.loadMarks = JSON.stringify(
    Object.fromEntries(Object.entries(api.marks).map(([k, v]) => [k, Math.round(v - api.marks.start)])),
  );
  setStatus(navigator.serviceWorker && navigator.serviceWorker.controller ? "offline" : "ready");
  document.documentElement.dataset.ready = "1";
  setTimeout(api.warm, 0);
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
  state.system = desc.default;
  setLang(lang);
  renderSystems();
  chooseSystem(desc.default);
}

// For the tests and for anyone at the console: the page's own scoring, line by line.
window.mcrPage = {
  reset,
  ready,
  run: (line, number = 1, lang = state.lang) => JSON.parse(api.run(line, lang, number)),
  runMany: (lines, lang = state.lang) => lines.map((line, i) => JSON.parse(api.run(line, lang, i + 1)).json),
  line: () => composeLine(),
  describe: () => api.describe(),
};
