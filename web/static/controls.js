// The context: the system selector and each flag's control, generated from the declarations.

import { flagName, SEAT_ZH, t } from "./i18n.js";
import { TILES } from "./tiles.js";
import { score } from "./app.js";
import { renderHand, renderKeyboard } from "./hand.js";
import { $, el, page, state } from "./state.js";

// --- the context: controls generated from the declarations ------------------------------------------------

export function systemOf(name) {
  return page.desc.systems.find((s) => s.name === name) || page.desc.systems[0];
}

export function setFlag(name, value) {
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

export function control(flag, system) {
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

export function renderControls() {
  const box = $("#controls");
  box.replaceChildren();
  if (!page.desc) return;
  const system = systemOf(state.system);
  const has = new Set(system.flags);
  for (const flag of page.desc.flags) if (has.has(flag.name)) box.append(control(flag, system));
}

export function renderSystems() {
  const select = $("#system");
  select.replaceChildren();
  for (const system of page.desc.systems) {
    const name = state.lang === "zh" ? system.zh : system.en;
    select.append(el("option", { value: system.name }, `${name} (${system.name})`));
  }
  select.value = state.system;
  select.disabled = state.house !== null;
}

export function chooseSystem(name, { rescore = true } = {}) {
  state.system = name;
  const has = new Set(systemOf(name).flags);
  for (const key of Object.keys(state.flags)) if (!has.has(key)) delete state.flags[key];
  renderKeyboard();
  renderControls();
  if (rescore) score();
}
