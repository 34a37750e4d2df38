// Tiles: their names as the notation writes them, how a hand is written back, how a tile is drawn.
// The notation itself is read by the package (mcr_cli.cli.page.structure); this only writes it.

export const TILES = [
  ..."123456789".split("").map((r) => r + "m"),
  ..."123456789".split("").map((r) => r + "p"),
  ..."123456789".split("").map((r) => r + "s"),
  "E", "S", "W", "N", "C", "F", "P",
];
const INDEX = new Map(TILES.map((t, i) => [t, i]));
const SUIT_ZH = { m: "万", p: "饼", s: "条" };
const RANK_ZH = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONOR_ZH = { E: "东", S: "南", W: "西", N: "北", C: "中", F: "发", P: "白" };
const HONOR_EN = { E: "East", S: "South", W: "West", N: "North", C: "Red", F: "Green", P: "White" };
const SUIT_EN = { m: "characters", p: "dots", s: "bamboo" };

export function tileIndex(name) {
  return INDEX.has(name) ? INDEX.get(name) : 99;
}

export function byTile(a, b) {
  return tileIndex(a) - tileIndex(b);
}

/** Tiles as the notation writes them: a run of digits shares its suit letter ("123m5pE"). */
export function formatTiles(names) {
  let out = "";
  let digits = "";
  let suit = "";
  for (const name of names) {
    if (name.length === 2) {
      if (suit && suit !== name[1]) {
        out += digits + suit;
        digits = "";
      }
      suit = name[1];
      digits += name[0];
    } else {
      if (suit) out += digits + suit;
      digits = "";
      suit = "";
      out += name;
    }
  }
  return out + (suit ? digits + suit : "");
}

/** A meld as notation: "[123m,2]", "[999s,3]", "[EEEE]" (a concealed kong has no offer). */
export function meldText(meld) {
  const tiles = formatTiles(meld.tiles);
  return meld.offer ? `[${tiles},${meld.offer}]` : `[${tiles}]`;
}

/** The hand's text: its melds, then its standing tiles in their order (the last one wins). */
export function handText(structure) {
  return structure.melds.map(meldText).join("") + formatTiles(structure.standing);
}

export function tileLabel(name, lang) {
  if (name.length === 2) {
    return lang === "zh" ? RANK_ZH[+name[0]] + SUIT_ZH[name[1]] : `${name[0]} ${SUIT_EN[name[1]]}`;
  }
  return lang === "zh" ? HONOR_ZH[name] : HONOR_EN[name];
}

/** A tile's face, as child nodes of a button or a span. */
export function tileFace(el, name, lang) {
  el.classList.add("tile");
  el.dataset.tile = name;
  el.setAttribute("aria-label", `${name} ${tileLabel(name, lang)}`);
  el.title = `${name} · ${tileLabel(name, lang)}`;
  if (name === "flower") {
    el.classList.add("tile-flower");
    el.innerHTML = '<span class="honor">花</span>';
    el.setAttribute("aria-label", lang === "zh" ? "花牌" : "flower");
    el.title = el.getAttribute("aria-label");
    return el;
  }
  if (name.length === 2) {
    el.classList.add(`suit-${name[1]}`);
    el.innerHTML = `<span class="rank">${name[0]}</span><span class="suit">${SUIT_ZH[name[1]]}</span>`;
  } else {
    el.classList.add(`honor-${name}`);
    el.innerHTML = `<span class="honor">${HONOR_ZH[name]}</span>`;
  }
  return el;
}

// The Mahjong Tiles block of Unicode, as the command prints it beside a hand (U+1F000 …).
const GLYPH_ORDER = [
  "E", "S", "W", "N", "C", "F", "P",
  ..."123456789".split("").map((r) => r + "m"),
  ..."123456789".split("").map((r) => r + "s"),
  ..."123456789".split("").map((r) => r + "p"),
];

/** The tile a glyph of the command's output stands for (🀇 → "1m"), or null. */
export function glyphTile(ch) {
  const code = ch.codePointAt(0) - 0x1f000;
  if (code >= 0 && code < GLYPH_ORDER.length) return GLYPH_ORDER[code];
  if (code >= 0x22 && code <= 0x29) return "flower";
  return null;
}

/** Text with the command's tile glyphs drawn as small tiles: a list of nodes. */
export function withGlyphs(text, lang) {
  const nodes = [];
  let plain = "";
  let run = null; // the glyphs side by side, kept on one line
  for (const ch of text) {
    const tile = glyphTile(ch);
    if (tile === null) {
      plain += ch;
      run = null;
      continue;
    }
    if (plain) nodes.push(document.createTextNode(plain));
    plain = "";
    if (run === null) {
      run = document.createElement("span");
      run.className = "glyph-run";
      nodes.push(run);
    }
    const face = tileFace(document.createElement("span"), tile, lang);
    face.classList.add("mini");
    run.append(face);
  }
  if (plain) nodes.push(document.createTextNode(plain));
  return nodes;
}

/** Can these tiles (sorted) be a chow? Three of one suit in a row. */
export function isChow(tiles) {
  if (tiles.length !== 3 || tiles.some((t) => t.length !== 2)) return false;
  const [a, b, c] = tiles;
  return a[1] === b[1] && b[1] === c[1] && +b[0] === +a[0] + 1 && +c[0] === +b[0] + 1;
}
