// The line: the hand and its flags as one line of `mcr score --batch`, and back.

import { $, page, state } from "./state.js";

// --- the line ------------------------------------------------------------------------------------------

export function quoteWord(word) {
  if (/^[A-Za-z0-9[\],.:=_\/+-]+$/.test(word)) return word;
  if (!word.includes("'")) return `'${word}'`;
  return `"${word.replace(/(["\\])/g, "\\$1")}"`;
}

export function optionOf(name) {
  const flag = page.desc && page.desc.flags.find((f) => f.name === name);
  return flag ? flag.short || flag.option : "--" + name.replace(/_/g, "-");
}

export function flagWords(name, value) {
  const option = optionOf(name);
  if (value === true) return [option];
  if (value === false || value === null || value === undefined || value === "") return [];
  if (Array.isArray(value)) return value.flatMap((v) => [option, quoteWord(v)]);
  return [option, quoteWord(String(value))];
}

export function composeLine() {
  const hand = $("#hand-text").value.trim();
  const words = hand ? [quoteWord(hand)] : [];
  if (state.house) words.push("--rules-file", quoteWord(state.house.name));
  else if (page.desc && state.system !== page.desc.default) words.push("--rules", state.system);
  if (page.desc) for (const flag of page.desc.flags) words.push(...flagWords(flag.name, state.flags[flag.name]));
  for (const [name, value] of Object.entries(state.extra)) words.push(...flagWords(name, value));
  return words.join(" ");
}

/** Controls from a line's words (mcr_cli.cli.page.fields): what an address or a pasted line says. */
export function takeFields(fields) {
  $("#hand-text").value = fields.hand;
  state.flags = {};
  state.extra = {};
  state.system = page.desc.default;
  const declared = new Set(page.desc.flags.map((f) => f.name));
  for (const [name, value] of Object.entries(fields.flags)) {
    if (name === "rules") state.system = String(value);
    else if (name === "rules_file") continue; // the file itself comes with the address (file=, toml=)
    else if (declared.has(name)) state.flags[name] = value;
    else state.extra[name] = value;
  }
  if (state.house) state.system = state.house.system;
}
