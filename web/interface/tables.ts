// The exact coach's value tables on the watch, as the page handles them: which rule set a
// table file is for (its name holds the rules code, firmware/coach/table.ts), and what the
// page sends for a rule set: the table packed into parts (build/pack-table.ts) with the file
// that tells the app they wait (firmware/coach/parts.ts). The watch unpacks them at its next
// question under those rules and checks every part's CRC-32 and every 32 rows it makes
// against the CRC-32s the parts carry (firmware/coach/packed.ts), so a part cut off or
// damaged is never made into a table; the page sends the waiting file last, once every part
// has arrived whole (its CRC-32 read back from the watch), so that parts cut off by a lost
// connection are not even tried.
import { packTable } from "../../build/pack-table";
import { PACKED_FILE, TABLES_WAITING } from "../../firmware/coach/parts";
import { rulesCode, TABLE_FILE, TABLE_HEADER } from "../../firmware/coach/table";
import { stateSpace } from "../../firmware/coach/state";
import type { ExtraKniffel, Lang, Rules, SwitchName } from "../../firmware/core";
import { houseRules, isError, keyOf, PRESET_IDS, presetRules, text, withSwitch } from "../../firmware/core";
import { crc32 } from "../../sim/crc32";

export { TABLES_WAITING };

/** Each switch that changes a table's values, with the values it takes (the house rules menu's). */
export const SWITCH_CHOICES: [string, string[]][] = [
  ["extraKniffel", ["freeChoice", "upperFirst", "mustFit", "joker"]],
  ["voluntaryStrike", ["false", "true"]],
  ["fullHouseScoresSum", ["false", "true"]],
  ["extraKniffelBonus", ["50", "100"]],
  ["kniffelIsFullHouse", ["false", "true"]],
];

/** Every rule set a preset makes with its switches changed. */
function variants(preset: string): Rules[] {
  let out = [presetRules(preset) as Rules];
  if (out[0].game === "yatzy") return out;
  for (const [name, values] of SWITCH_CHOICES) {
    const next: Rules[] = [];
    for (const r of out) for (const v of values) {
      const w = withSwitch(r, name, v);
      if (!isError(w)) next.push(w);
    }
    out = next;
  }
  return out;
}

/** The rule set with the fewest house rules (the first preset among equals) whose table has this rules code, or null. */
export function rulesOfCode(code: number): Rules | null {
  let best: Rules | null = null;
  for (const p of PRESET_IDS) {
    for (const r of variants(p)) {
      if (rulesCode(r) === code && (!best || houseRules(r).length < houseRules(best).length)) best = r;
    }
  }
  return best;
}

/** A rule set in the device's words: the preset, then each house rule ("Yahtzee + Frei streichen: nein"). */
export function rulesLabel(r: Rules, lang: Lang): string {
  const words = houseRules(r).map((h) => {
    const [name, v] = h.split("=");
    const value = name === "extraKniffel" ? text(lang, keyOf("x.", v as ExtraKniffel)) : v === "true" ? (lang === "en" ? "yes" : "ja") : v === "false" ? (lang === "en" ? "no" : "nein") : v;
    return `${text(lang, keyOf("sw.", name as SwitchName))}: ${value}`;
  });
  return [text(lang, keyOf("preset.", r.preset)), ...words].join(" + ");
}

/** A table file's rules code from its Storage name (kniffel.v<code>), or null. */
export function codeOfFile(name: string): number | null {
  const m = new RegExp(`^${TABLE_FILE.replace(".", "\\.")}(\\d+)$`).exec(name);
  return m ? Number(m[1]) : null;
}

/** What the watch says of a table file: its name, length, and whether its last state is written. */
export type TableFileInfo = [string, number, boolean];

/** The parts of rules code `code` among Storage names. */
export function partsOf(names: string[], code: number): string[] {
  const stem = PACKED_FILE + code + ".";
  return names.filter((n) => n.startsWith(stem));
}

/** A rule set's exact coach on the watch: its table, or the parts sent for it. */
export interface CoachEntry {
  code: number;
  rules: Rules | null;
  label: string;
  /** ready: the coach uses the table; waiting: parts sent, made into the table when the app next starts (in the background); broken: neither (cut off). */
  state: "ready" | "waiting" | "broken";
  /** The table's bytes (0 while only parts are there). */
  bytes: number;
  /** Its files on the watch: the table, the parts. */
  files: string[];
}

/** The coach entries of the watch's table files and Storage names (its parts, the file that says they wait). */
export function coachEntries(tables: TableFileInfo[], names: string[], lang: Lang): CoachEntry[] {
  const codes: number[] = [];
  for (const [name] of tables) if (codeOfFile(name) !== null) codes.push(codeOfFile(name) as number);
  for (const n of names) {
    const m = new RegExp(`^${PACKED_FILE.replace(".", "\\.")}(\\d+)\\.0$`).exec(n);
    if (m && !codes.includes(Number(m[1]))) codes.push(Number(m[1]));
  }
  return codes.sort((x, y) => x - y).map((code) => {
    const rules = rulesOfCode(code);
    const t = tables.find(([name]) => codeOfFile(name) === code);
    const parts = partsOf(names, code);
    const complete = !!t && rules !== null && t[2] && t[1] === TABLE_HEADER + 2 * stateSpace(rules).size;
    const waiting = parts.length > 0 && names.includes(TABLES_WAITING);
    return {
      code,
      rules,
      label: rules ? rulesLabel(rules, lang) : `#${code}`,
      state: waiting ? "waiting" : complete ? "ready" : "broken",
      bytes: t ? t[1] : 0,
      files: [...(t ? [t[0]] : []), ...parts],
    };
  });
}

/** The watch's expression that lists its table files as TableFileInfo. */
export const LIST_TABLES =
  `require("Storage").list(/^${TABLE_FILE.replace(".", "\\.")}\\d+$/).map(function(n){var s=require("Storage"),f=s.read(n),l=f.length;return [n,l,l>1&&f.substr(l-2)!="\\xff\\xff"];})`;

/** The watch's expression that lists the packed parts waiting (of every rules code). */
export const LIST_PARTS = `require("Storage").list(/^${PACKED_FILE.replace(".", "\\.")}\\d+\\.\\d+$/)`;


export interface Upload {
  code: number;
  parts: { name: string; data: Uint8Array; crc: number }[];
  /** Bytes the parts take, and the table the watch makes of them (both while it unpacks). */
  partBytes: number;
  tableBytes: number;
}

/** What the page sends for a table (its bytes as table.ts encodes them). */
export function upload(rules: Rules, table: Uint8Array): Upload {
  const code = rulesCode(rules);
  const parts = packTable(table, code).map((p) => ({ name: p.name, data: p.data, crc: crc32(p.data) }));
  return { code, parts, partBytes: parts.reduce((n, p) => n + p.data.length, 0), tableBytes: table.length };
}

/** Storage a file takes beside its bytes: Espruino's header. */
export const FILE_OVERHEAD = 32;

/** Whether the watch has room for an upload: its parts, and the table it makes while they are still there. */
export function roomFor(u: Upload, free: number): boolean {
  return free >= u.partBytes + u.tableBytes + FILE_OVERHEAD * (u.parts.length + 2);
}
