// The page's own words, in 中文 and English.  What the scorer says (tables, reasons, errors) comes
// from the package in the language chosen; flags are named from their declarations (mcr_cli.cli.page.describe).

export const TEXT = {
  en: {
    title: "mcr scorer",
    loading: "Loading the scorer…",
    ready: "Ready",
    offline: "Ready · works offline",
    failed: "The scorer could not start:",
    update: "A new version is ready.",
    reload: "Reload",
    system: "System",
    house: "House rules…",
    "house-clear": "No house rules",
    "house-loaded": "House rules: {name} ({system})",
    hand: "Hand",
    clear: "Clear",
    select: "Select",
    chow: "Chow",
    pung: "Pung",
    kong: "Kong",
    "win-tile": "Winning tile",
    from: "Claimed",
    concealed: "concealed",
    left: "left",
    across: "across",
    right: "right",
    promoted: "promoted",
    context: "How it was won",
    json: "mcr score --json",
    line: "Line",
    waits: "Waits",
    discards: "Discards",
    "select-hint": "Tap tiles of the hand to select them, then a meld; for a chow the first tile tapped is the one claimed.",
    "need-chow": "A chow is three tiles of one suit in a row.",
    "need-same": "A pung or a kong is of one tile.",
    "need-one": "Select one standing tile.",
    "concealed-pung": "A concealed pung stays among the standing tiles.",
    "too-many": "Too many tiles for that meld.",
    default: "default",
    auto: "auto",
    none: "none",
    "winner-left": "winner's left",
    "tiles-count": "{n} tiles",
    flowers: "flowers",
    "empty": "Tap tiles below, or type a hand.",
    "score-time": "scored in {ms} ms",
    total: "total",
    "discard-table": "Discards (mcr shanten)",
    "no-win": "no win",
    "see-result": "details ↓",
  },
  zh: {
    title: "麻将计分",
    loading: "正在载入计分器…",
    ready: "就绪",
    offline: "就绪 · 可离线使用",
    failed: "计分器无法启动：",
    update: "有新版本。",
    reload: "重新载入",
    system: "规则",
    house: "本地规则…",
    "house-clear": "不用本地规则",
    "house-loaded": "本地规则：{name}（{system}）",
    hand: "手牌",
    clear: "清空",
    select: "选牌",
    chow: "吃",
    pung: "碰",
    kong: "杠",
    "win-tile": "和牌张",
    from: "来自",
    concealed: "暗",
    left: "上家",
    across: "对家",
    right: "下家",
    promoted: "加杠",
    context: "和牌情况",
    json: "mcr score --json",
    line: "命令行",
    waits: "听牌",
    discards: "打牌",
    "select-hint": "点手牌选中，再选吃、碰、杠；吃牌时最先点的一张是吃进的牌。",
    "need-chow": "吃：同一花色相连的三张。",
    "need-same": "碰或杠：同一种牌。",
    "need-one": "请选一张立牌。",
    "concealed-pung": "暗刻留在立牌中，不作副露。",
    "too-many": "这副副露的牌太多。",
    default: "默认",
    auto: "自动",
    none: "无",
    "winner-left": "和牌者上家",
    "tiles-count": "{n} 张",
    flowers: "花",
    "empty": "点下面的牌，或输入手牌。",
    "score-time": "计分用时 {ms} 毫秒",
    total: "合计",
    "discard-table": "打哪张（mcr shanten）",
    "no-win": "不能和牌",
    "see-result": "详情 ↓",
  },
};

// Names of the declared flags where their help names no Chinese term of its own, and short English ones.
export const FLAG_NAMES = {
  self_drawn: ["自摸", "Self-drawn"],
  fourth_tile: ["和绝张", "Fourth tile"],
  kong: ["杠上开花 / 抢杠", "Kong"],
  last_tile: ["妙手回春 / 海底捞月", "Last tile"],
  seat_wind: ["门风", "Seat wind"],
  prevalent_wind: ["圈风", "Prevalent wind"],
  flowers: ["花牌", "Flowers"],
  discarder: ["点炮", "Discarder"],
  after_kong: ["杠上炮", "After a kong"],
  indicator: ["翻牌（定混）", "Indicator"],
  wild: ["混牌", "Wild tile"],
  heavenly: ["天胡", "Heavenly hand"],
  earthly: ["地胡", "Earthly hand"],
  dealer: ["庄家", "Dealer"],
  base: ["底分", "Base"],
  cap: ["封顶", "Cap"],
  min_fan: ["起和番", "Minimum fan"],
  min_points: ["起和分", "Minimum points"],
  horses: ["买马", "Horses"],
  other_kong: ["他家的杠", "Others' kongs"],
  revealed: ["亮倒", "Revealed (亮倒)"],
  zuozhuang: ["坐庄", "Zuozhuang (坐庄)"],
  lazhuang: ["拉庄", "Lazhuang (拉庄)"],
  chan: ["铲", "Chan (铲)"],
};

export const SEAT_ZH = { E: "东", S: "南", W: "西", N: "北" };

export function flagName(flag, lang) {
  const known = FLAG_NAMES[flag.name];
  if (lang === "zh") return (known && known[0]) || flag.zh || flag.name;
  if (known) return known[1];
  const words = flag.name.replace(/_/g, " ");
  return words[0].toUpperCase() + words.slice(1);
}

export function t(lang, key, params = {}) {
  const text = (TEXT[lang] && TEXT[lang][key]) || TEXT.en[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? ""));
}

export function defaultLang() {
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
  return String(langs[0] || "en").toLowerCase().startsWith("zh") ? "zh" : "en";
}
