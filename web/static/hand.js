// The hand: tiles by taps on the keyboard, melds by selection, the winning tile marked.

import { t } from "./i18n.js";
import { byTile, handText, isChow, tileFace, TILES } from "./tiles.js";
import { score } from "./app.js";
import { renderControls } from "./controls.js";
import { $, el, page, state } from "./state.js";

// --- the hand: tiles by taps, melds by selection -----------------------------------------------------------

export function setStructure(structure) {
  state.structure = structure;
  $("#hand-text").value = handText(structure);
  score();
}

export function editable() {
  return state.result === null || state.result.structure !== null || !$("#hand-text").value.trim();
}

export function addTile(name) {
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

export function tapStanding(index) {
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

export function tapMeld(index) {
  const melds = state.structure.melds.filter((_, i) => i !== index);
  setStructure({ melds, standing: state.structure.standing });
}

export function meldError(key) {
  const note = $("#meld-error");
  note.hidden = !key;
  note.textContent = key ? t(state.lang, key) : "";
}

export const OFFERS = { left: 1, across: 2, right: 3 };

export function makeMeld(kind) {
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

export function markWinning() {
  if (state.selected.length !== 1) return meldError("need-one");
  meldError(null);
  const { melds, standing } = state.structure;
  const win = standing[state.selected[0]];
  const rest = standing.filter((_, i) => i !== state.selected[0]).sort(byTile);
  state.selected = [];
  setStructure({ melds, standing: [...rest, win] });
}

export function offerLabel(meld) {
  if (meld.kind === "kong" && !meld.offer) return t(state.lang, "concealed");
  const from = ["", "left", "across", "right", "", "left", "across", "right"][meld.offer] || "left";
  const promoted = meld.offer >= 5 ? ` ${t(state.lang, "promoted")}` : "";
  return meld.kind === "chow" ? t(state.lang, "left") : t(state.lang, from) + promoted;
}

export function renderHand() {
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

export function renderKeyboard() {
  const board = $("#keyboard");
  board.replaceChildren();
  const system = page.desc && page.desc.systems.find((s) => s.name === state.system);
  const names = [...TILES, ...(system && system.flags.includes("flowers") ? ["flower"] : [])];
  for (const name of names) {
    const key = tileFace(el("button", { type: "button" }), name, state.lang);
    key.classList.add("key");
    key.addEventListener("click", () => addTile(name));
    board.append(key);
  }
}

export function renderOffers() {
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
