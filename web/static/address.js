// The address: #line=<a batch line>&lang=zh|en, read and kept in step (a hand to share or bookmark).

import { state } from "./state.js";

// --- the address: #line=<a batch line>&lang=zh|en (&file=NAME&toml=TEXT for a house-rule file) ----------

export function readAddress() {
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

export function writeAddress(line) {
  const parts = [];
  if (line) parts.push(`line=${encodeURIComponent(line)}`);
  parts.push(`lang=${state.lang}`);
  if (state.house) parts.push(`file=${encodeURIComponent(state.house.name)}`, `toml=${encodeURIComponent(state.house.text)}`);
  const hash = "#" + parts.join("&");
  if (location.hash !== hash) history.replaceState(null, "", hash);
}
