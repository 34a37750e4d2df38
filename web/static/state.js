// What every part of the page shares: the state of the hand and its flags, the Python side once up
// (page.api) and the declarations it describes (page.desc), and two small DOM helpers.

import { defaultLang } from "./i18n.js";

export const $ = (sel) => document.querySelector(sel);
export const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

export const state = {
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
export const page = {
  api: null, // {run, describe, house} once Python is up
  desc: null, // the declarations, from mcr_cli.cli.page.describe()
};
