// The result: the command's blocks (tables, lines, errors) drawn as the command shows them.

import { t } from "./i18n.js";
import { withGlyphs } from "./tiles.js";
import { $, el, page, state } from "./state.js";

// --- the result: the command's blocks, drawn ---------------------------------------------------------------

export function drawBlocks(box, blocks) {
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
export function fitTables(box) {
  for (const table of box.querySelectorAll(".out-table")) {
    table.classList.remove("stacked");
    if (table.scrollWidth > table.parentElement.clientWidth + 1) table.classList.add("stacked");
  }
}

export function drawError(error) {
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

export function renderResult(result) {
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
export function drawDiscards(result) {
  const box = $("#discards");
  const { melds, standing } = state.structure;
  const tiles = melds.length * 3 + standing.length;
  box.hidden = !result || result.structure === null || tiles !== 14 || result.analysis === "shanten";
  const view = $("#discards-view");
  view.replaceChildren();
  if (box.hidden || !box.open) return;
  const said = JSON.parse(page.api.discards($("#line-text").textContent, state.lang));
  if (said.error) view.append(el("p", { className: "error-text" }, `${said.error.label}: ${said.error.message}`));
  else drawBlocks(view, said.blocks);
}

/** One line under the hand: the total and whether it is a win, or the error's first words. */
export function drawSummary(result) {
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
