// What the watch app's page shows of the watch: the statistics per rule set, the last
// games, the game in progress as a sheet (the web page's own, web/end/panel.ts), the backup,
// and the exact coach's tables with the form for another rule set. The actions are the
// page's (main.ts), given in.
import type { DeviceData } from "../../sim/backup";
import type { ExtraKniffel, GameError, Lang, Rules, SwitchName } from "../../firmware/core";
import { buildRules, keyOf, PRESET_IDS, text } from "../../firmware/core";
import { sheetsTable } from "../end/panel";
import { HEAD, lastRows, statsRows } from "./data";
import { el, kb, section, table } from "./dom";
import type { CoachEntry, TableFileInfo } from "./tables";
import { coachEntries, rulesLabel, SWITCH_CHOICES } from "./tables";
import { say } from "./text";

/** What the page read of the watch. */
export interface Watch {
  /** The app's Storage names (kniffel.*). */
  names: string[];
  /** The data files (DATA_FILES) with their bytes. */
  files: Map<string, string>;
  data: DeviceData;
  /** What the watch says of its table files. */
  tables: TableFileInfo[];
  /** Storage bytes free (with what compacting would give back). */
  free: number;
}

export interface Actions {
  button(label: string, id: string, act: () => Promise<void> | void): HTMLButtonElement;
  setLang(l: Lang): void;
  statsCsv(): void;
  lastCsv(): void;
  clearStats(): Promise<void>;
  download(): void;
  restore(f: File): Promise<void>;
  removeTable(t: CoachEntry): Promise<void>;
  sendTable(r: Rules | GameError): Promise<void>;
}

function valueWord(lang: Lang, name: string, v: string): string {
  if (name === "extraKniffel") return text(lang, keyOf("x.", v as ExtraKniffel));
  if (v === "true") return lang === "en" ? "yes" : "ja";
  if (v === "false") return lang === "en" ? "no" : "nein";
  return v;
}

function statsSection(w: Watch, lang: Lang, a: Actions): HTMLElement {
  const st = w.data.stats;
  return section(say(lang, "stats"),
    Object.keys(st.p).length ? table(HEAD[lang].stats, statsRows(st, lang), "stats") : el("p", {}, say(lang, "statsNone")),
    el("div", { class: "actions" },
      a.button(say(lang, "statsCsv"), "stats-csv", () => a.statsCsv()),
      a.button(say(lang, "lastCsv"), "last-csv", () => a.lastCsv()),
      a.button(say(lang, "clearStats"), "clear-stats", () => a.clearStats())));
}

function gameSection(w: Watch, lang: Lang): HTMLElement {
  const g = w.data.game;
  if (!g) return section(say(lang, "game"), el("p", {}, say(lang, "gameNone")));
  const boxes = g.sheet.ids.length;
  return section(say(lang, "game"), el("div", { id: "game" },
    el("p", {}, say(lang, "gameRound", rulesLabel(g.setup.rules, lang), Math.min(boxes, Math.floor(g.turn / g.np) + 1), boxes)),
    sheetsTable(g, lang)));
}

function backupSection(lang: Lang, a: Actions): HTMLElement {
  const file = el("input", { type: "file", id: "restore-file", accept: ".json,application/json" });
  file.onchange = () => {
    const f = file.files?.[0];
    file.value = "";
    if (f) void a.restore(f);
  };
  return section(say(lang, "backup"), el("p", {}, say(lang, "backupHint")),
    el("div", { class: "actions" }, a.button(say(lang, "download"), "download", () => a.download()), el("label", { class: "file" }, say(lang, "restore"), file)));
}

function coachSection(w: Watch, lang: Lang, a: Actions): HTMLElement {
  const coach = coachEntries(w.tables, w.names, lang);
  const list = coach.length
    ? el("ul", { id: "tables" }, ...coach.map((t) => {
      const state = t.state === "waiting" ? say(lang, "tableWaiting") : t.state === "ready" ? `${kb(t.bytes)} KB` : say(lang, "tableBroken");
      return el("li", { "data-code": String(t.code), "data-state": t.state }, `${t.label} (${state}) `, a.button(say(lang, "remove"), `remove-${t.code}`, () => a.removeTable(t)));
    }))
    : el("p", {}, say(lang, "tablesNone"));
  const preset = el("select", { id: "preset" }, ...PRESET_IDS.map((p) => el("option", p === "yahtzee" ? { value: p, selected: "" } : { value: p }, text(lang, keyOf("preset.", p)))));
  const switches = el("div", { id: "switches" });
  const showSwitches = () => {
    const base = buildRules(preset.value, []) as Rules;
    switches.replaceChildren();
    if (base.game === "yatzy") return;
    for (const [name, values] of SWITCH_CHOICES) {
      const cur = String((base as unknown as { [k: string]: unknown })[name]);
      const s = el("select", { name }, ...values.map((v) => el("option", v === cur ? { value: "", selected: "" } : { value: v }, valueWord(lang, name, v))));
      switches.append(el("label", {}, text(lang, keyOf("sw.", name as SwitchName)), " ", s));
    }
  };
  preset.onchange = showSwitches;
  showSwitches();
  // The preset with the switches changed from it (an empty value: the preset's own).
  const chosen = () => buildRules(preset.value, [...switches.querySelectorAll("select")].filter((s) => s.value !== "").map((s) => `${s.name}=${s.value}`));
  return section(say(lang, "coach"), el("p", {}, say(lang, "coachHint")), list,
    el("div", { class: "rules" }, el("label", {}, say(lang, "preset"), " ", preset), switches),
    el("div", { class: "actions" }, a.button(say(lang, "send"), "send-table", () => a.sendTable(chosen()))),
    el("progress", { id: "progress", max: "1", value: "0", hidden: "" }));
}

/** The page's content for what was read of the watch. */
export function watchView(w: Watch, lang: Lang, a: Actions): Node[] {
  const langSelect = el("select", { id: "lang" }, ...(["de", "en"] as Lang[]).map((l) => el("option", l === lang ? { value: l, selected: "" } : { value: l }, l === "de" ? "Deutsch" : "English")));
  langSelect.onchange = () => a.setLang(langSelect.value as Lang);
  const st = w.data.stats;
  return [
    el("header", {}, el("h1", {}, say(lang, "title")), el("label", {}, say(lang, "lang"), " ", langSelect)),
    statsSection(w, lang, a),
    section(say(lang, "lastGames"), st.last.length ? table(HEAD[lang].last, lastRows(st, lang), "last") : el("p", {}, say(lang, "lastNone"))),
    gameSection(w, lang),
    backupSection(lang, a),
    coachSection(w, lang, a),
  ];
}
