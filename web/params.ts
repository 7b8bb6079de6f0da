// The page's set-up from its address (?board=banglejs2&lang=en&rules=yahtzee&house=...):
// each value is checked against what the build knows (every board of espruino.config.json,
// the rule presets and house-rule switches, the languages); a value it does not know is
// said in one line and the default is used, so a link never shows a broken page.
import type { Lang, Rules } from "../firmware/core";
import { buildRules, errorText, houseRules, isError, LANGS, PRESET_IDS } from "../firmware/core";
import { boardIds, loadConfig } from "../sim/profiles";

export interface PageSetup {
  board: string;
  /** Absent: the device's own setting stays. */
  lang?: Lang;
  /** The rule set of the next new game; absent: the device's own setting stays. */
  rules?: Rules;
  /** The real firmware in the page (firmware=1). */
  firmware: boolean;
  /** Reproducible dice (the simulator's --seed); absent: Web Crypto. */
  seed?: number;
  /** A clock that moves only when the test API advances it (clock=virtual; the browser tests). */
  virtual: boolean;
  /** The test API on window.kniffel (test=1). */
  test: boolean;
  /** One line per value that was not taken. */
  notes: string[];
}

export const PARAMS = ["board", "lang", "rules", "house", "firmware", "seed", "clock", "test"];

/** The set-up the query string `search` asks for. */
export function parseParams(search: string): PageSetup {
  const q = new URLSearchParams(search);
  const notes: string[] = [];
  const config = loadConfig();
  const s: PageSetup = { board: config.defaultBoard, firmware: false, virtual: false, test: false, notes };
  const board = q.get("board");
  if (board !== null) {
    if (boardIds().indexOf(board) >= 0) s.board = board;
    else notes.push(`Unknown board "${board}" (known: ${boardIds().join(", ")}); showing ${config.boards[s.board].name}.`);
  }
  const lang = q.get("lang");
  if (lang !== null) {
    if ((LANGS as string[]).indexOf(lang) >= 0) s.lang = lang as Lang;
    else notes.push(`Unknown language "${lang}" (known: ${LANGS.join(", ")}); the device's own is kept.`);
  }
  const preset = q.get("rules");
  const house = q.get("house");
  if (preset !== null || house !== null) {
    const p = preset ?? "kniffel";
    const r = PRESET_IDS.indexOf(p as (typeof PRESET_IDS)[number]) < 0 ? null : buildRules(p, house ? house.split(",") : []);
    if (r === null) notes.push(`Unknown rule set "${p}" (known: ${PRESET_IDS.join(", ")}); the device's own is kept.`);
    else if (isError(r)) notes.push(`Rules "${p}" with "${house}": ${errorText(r, "en")}; the device's own are kept.`);
    else s.rules = r;
  }
  const fw = q.get("firmware");
  if (fw !== null) {
    if (fw === "1" || fw === "0") s.firmware = fw === "1";
    else notes.push(`firmware=${fw}: use 1 (the real firmware) or 0 (the simulator); the simulator runs.`);
  }
  const seed = q.get("seed");
  if (seed !== null) {
    if (/^\d+$/.test(seed) && +seed <= 0xffffffff) s.seed = +seed;
    else notes.push(`seed=${seed}: needs a whole number from 0 to 4294967295; the dice are random.`);
  }
  const clock = q.get("clock");
  if (clock !== null) {
    if (clock === "virtual" || clock === "real") s.virtual = clock === "virtual";
    else notes.push(`clock=${clock}: use virtual or real; the real clock runs.`);
  }
  s.test = q.get("test") === "1";
  for (const k of q.keys()) if (PARAMS.indexOf(k) < 0) notes.push(`Unknown parameter "${k}" (known: ${PARAMS.join(", ")}); ignored.`);
  return s;
}

/** The query string of a set-up as the page's selectors show it (only what differs from the defaults). */
export function queryOf(o: { board: string; lang?: Lang; rules?: Rules; firmware?: boolean }): string {
  const q = new URLSearchParams();
  q.set("board", o.board);
  if (o.lang) q.set("lang", o.lang);
  if (o.rules) q.set("rules", o.rules.preset);
  if (o.rules && houseRules(o.rules).length) q.set("house", houseRules(o.rules).join(","));
  if (o.firmware) q.set("firmware", "1");
  return "?" + q.toString();
}
