// The Storage files the device reads beside its code, made from the same modules the
// simulator uses: one string table per language, one file per font, and the compact coach's
// model. On the device, hal/espruino/text.ts, fonts.ts and compact-params.ts read them from
// flash (see there why). A board's build stores only what its edition reads (boardFiles):
// the languages it has, the texts its code names, the coach's files where it has the coach.
import { crc32 } from "node:zlib";
import type { Font } from "../hal/font";
import { GLYPHS } from "../hal/glyphs";
import { PARAMS } from "../firmware/coach/compact-params";
import { STANDING_ROWS } from "../firmware/coach/standing-params";
import { ROW_CHARS } from "../firmware/coach/standing-grid";
import { coachSetupBytes } from "./coach-setup";
import { setupLayout, setupRecords } from "../firmware/coach/setup";
import { FIRST_ROLL } from "../firmware/coach/dice";
import { baseCode, rulesCode, tableFile } from "../firmware/coach/table";
import { newCoach } from "../firmware/coach/turn";
import type { WinKeys } from "../firmware/coach/win-keys";
import { encodeWinKeys, winKeys } from "../firmware/coach/win-keys";
import { PART_BYTES, packTable } from "./pack-table";
import { SETUP_PARTS, TABLES_WAITING } from "../firmware/coach/parts";
import { DICE_SLICE, SETUP_MAGIC, SLICE, SLICE_ENTRY, UPPER_SLICE } from "../firmware/coach/prepare";
import { isError } from "../firmware/core/errors";
import type { Rules } from "../firmware/core/rules";
import { presetRules } from "../firmware/core/rules";
import type { Lang } from "../firmware/core/text";
import { text, textKeys } from "../firmware/core/text";
import { TEXT_GROUPS, TEXT_STEP, textGroup } from "../firmware/core/text-index";
import { DEFAULT_TABLES, tableBytes } from "../sim/cli/tables";
import { heatshrink } from "../sim/packed-io";
import { pretokenise } from "./pretokenise";

export interface StorageFile {
  /** Name in the board's Storage (at most 28 characters). */
  name: string;
  /** The bytes, one per char (Latin-1, as Espruino's strings). */
  data: Buffer;
}

/** A board's font files (.f0, .f1, ...): its roles' fonts (screen.fonts), each once. */
export function fontNames(roles: string[]): string[] {
  return roles.filter((f, i) => roles.indexOf(f) === i);
}

/** For each role, the number of its font's file (hal/espruino/fonts.ts BOARD_FONT_FILES). */
export function fontFileOfRole(roles: string[]): number[] {
  return roles.map((f) => fontNames(roles).indexOf(f));
}

function latin1(what: string, s: string): Buffer {
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) > 255) throw new Error(`${what}: "${s[i]}" is not a Latin-1 character, which the device's strings and fonts need`);
  }
  return Buffer.from(s, "latin1");
}

/**
 * The header (firmware/core/text-index.ts) then "\n" then "key=value\n" for every text (or
 * those `keep` accepts), grouped by textGroup: what hal/espruino/text.ts searches.
 */
export function textFile(lang: Lang, keep: (key: string) => boolean = () => true): Buffer {
  const groups: string[][] = Array.from({ length: TEXT_GROUPS }, () => []);
  for (const key of textKeys(lang).filter(keep)) {
    const value = text(lang, key);
    if (/[=\n]/.test(key) || value.includes("\n")) throw new Error(`text "${key}" (${lang}): keys may not hold "=" or a line break, texts no line break`);
    groups[textGroup(key)].push(`${key}=${value}\n`);
  }
  let body = "\n";
  const steps: number[] = [];
  for (const lines of groups) {
    // The "\n" that ends the line before the group's first: where its search may start.
    const at = TEXT_GROUPS + body.length - 1;
    const step = Math.floor(at / TEXT_STEP);
    if (step > 255) throw new Error(`text file ${lang}: a group starts at byte ${at}, past what a header byte reaches (${255 * TEXT_STEP})`);
    steps.push(step);
    body += lines.join("");
  }
  return latin1(`text file ${lang}`, String.fromCharCode(...steps) + body);
}

/** First char code, height and glyph count (a byte each), the widths, then the bitmap. */
export function fontFile(f: Font): Buffer {
  if (f.first > 255 || f.height > 255 || f.widths.length > 255) throw new Error("a font file holds at most 255 glyphs of at most 255 rows");
  return Buffer.concat([Buffer.from([f.first, f.height, f.widths.length]), latin1("font widths", f.widths), latin1("font bitmap", f.bitmap)]);
}

/**
 * "\n" then "preset=n,n,...\n" per preset, then "standing=", a character per kind of column
 * ("." where none is measured, else "A" + the number of its row), ":" and the rows, each
 * ROW_CHARS characters: what hal/espruino/compact-params.ts reads. (A row per kind, "." for
 * none, took a third of the file in dots.)
 */
export function compactParamsFile(): Buffer {
  let s = "\n";
  for (const preset of Object.keys(PARAMS)) s += `${preset}=${PARAMS[preset].join(",")}\n`;
  const rows = STANDING_ROWS.filter((r) => r);
  if (rows.length > 58 || rows.some((r) => r.length !== ROW_CHARS)) throw new Error(`standing rows: at most 58 ("A" to "z"), each ${ROW_CHARS} characters`);
  let slot = 0;
  s += "standing=" + STANDING_ROWS.map((r) => (r ? String.fromCharCode(65 + slot++) : ".")).join("") + ":" + rows.join("") + "\n";
  return latin1("compact coach file", s);
}

export const coachFileName = (prefix: string) => `${prefix}.coach`;

/** The coach's set-up file (firmware/coach/setup.ts), which a device with value tables makes from its parts. */
export const setupFileName = (prefix: string) => `${prefix}.cs`;

/** A slice of the set-up file as sent: its place there, its data, and the reference it patches (0: heatshrink). */
interface SetupSlice {
  at: number;
  length: number;
  data: Buffer;
  ref: number;
}

/** A run of a patch costs 3 bytes: nearer differences go in one run. */
const RUN_GAP = 4;

/** `bytes` as runs that patch `ref` (prepare.ts): an empty patch is one run of nothing. */
function patch(bytes: Uint8Array, ref: Uint8Array): Buffer {
  const runs: Buffer[] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === ref[i]) continue;
    let end = i + 1;
    for (let j = end; j < bytes.length && j < end + RUN_GAP && j - i < 255; j++) if (bytes[j] !== ref[j]) end = j + 1;
    const head = Buffer.alloc(3);
    head.writeUInt16LE(i, 0);
    head[2] = end - i;
    runs.push(head, Buffer.from(bytes.subarray(i, end)));
    i = end - 1;
  }
  return runs.length ? Buffer.concat(runs) : Buffer.alloc(3);
}

/**
 * The set-up file in slices of at most SLICE bytes: the dice and keep tables and the upper
 * classes as slices the device builds (no data); each record of the rules' variants that an earlier
 * one of its size can patch in fewer bytes than heatshrink packs it, as a patch of the
 * nearest such record; all else heatshrink-compressed.
 */
function setupSlices(bytes: Uint8Array): SetupSlice[] {
  const r = setupRecords((at, n) => new Uint8Array(bytes.subarray(at, at + n)).buffer, bytes.length);
  if (!r) throw new Error("not a set-up file");
  const end = (i: number) => (i + 1 < r.starts.length ? r.starts[i + 1] : bytes.length);
  const out: SetupSlice[] = [];
  const packed = (at: number, to: number) => {
    for (let a = at; a < to; a += SLICE) out.push({ at: a, length: Math.min(SLICE, to - a), data: Buffer.from(heatshrink.compress(bytes.subarray(a, Math.min(to, a + SLICE)))), ref: 0 });
  };
  const patches = (at: number, to: number, ref: number) => {
    const slices: SetupSlice[] = [];
    for (let a = at; a < to; a += SLICE) {
      const length = Math.min(SLICE, to - a);
      slices.push({ at: a, length, data: patch(bytes.subarray(a, a + length), bytes.subarray(ref + a - at, ref + a - at + length)), ref: ref + a - at });
    }
    return slices;
  };
  const size = (slices: SetupSlice[]) => slices.reduce((n, s) => n + s.data.length, 0);
  // The common tables (setup.ts setupLayout's `built`): the keeps' keys and transitions built
  // on the device, the probabilities sent, the lean tables as patches (copies) of parts of
  // the keys and transitions, the upper classes built.
  const [keyAt, addAt, probAt, leanAddAt, rollKeyAt, upperAt, upperEnd] = setupLayout(null, r.count, [], []).built;
  const built = (at: number, to: number, ref: number) => out.push({ at, length: to - at, data: Buffer.alloc(0), ref });
  packed(0, keyAt);
  built(keyAt, probAt, DICE_SLICE);
  packed(probAt, leanAddAt);
  out.push(...patches(leanAddAt, rollKeyAt, addAt));
  out.push(...patches(rollKeyAt, upperAt, keyAt + 4 * FIRST_ROLL)); // (lean.ts: the rolls' keys, Int32)
  built(upperAt, upperEnd, UPPER_SLICE);
  let plain = upperEnd; // where the bytes not yet sliced start
  r.starts.forEach((start, i) => {
    let best: SetupSlice[] | null = null;
    for (let j = 0; j < i; j++) {
      if (r.ns[j] !== r.ns[i]) continue;
      const p = patches(start, end(i), r.starts[j]);
      if (!best || size(p) < size(best)) best = p;
    }
    if (!best || size(best) >= heatshrink.compress(bytes.subarray(start, end(i))).length) return;
    packed(plain, start);
    out.push(...best);
    plain = end(i);
  });
  packed(plain, bytes.length);
  return out;
}

/**
 * The set-up file as a device is sent it (firmware/coach/prepare.ts): its slices, in parts
 * of at most PART_BYTES (BangleApps' test runner sends a file in one command); the device
 * makes the set-up file from them once.
 */
export function setupParts(bytes: Uint8Array, partBytes = PART_BYTES): StorageFile[] {
  const slices = setupSlices(bytes);
  const groups: SetupSlice[][] = [];
  let size = Infinity;
  slices.forEach((s) => {
    if (size + s.data.length > partBytes) {
      groups.push([]);
      size = 0;
    }
    groups[groups.length - 1].push(s);
    size += s.data.length;
  });
  return groups.map((g, p) => {
    const head = Buffer.alloc(12 + SLICE_ENTRY * g.length);
    head.write(SETUP_MAGIC, 0, "latin1");
    head[4] = p;
    head[5] = groups.length;
    head[6] = g.length;
    head.writeUInt32LE(bytes.length, 8);
    let at = head.length;
    g.forEach((s, i) => {
      const e = 12 + SLICE_ENTRY * i;
      [s.at, s.length, at, s.data.length, crc32(bytes.subarray(s.at, s.at + s.length)), s.ref].forEach((v, k) => head.writeUInt32LE(v, e + 4 * k));
      at += s.data.length;
    });
    return { name: SETUP_PARTS + p, data: Buffer.concat([head, ...g.map((s) => s.data)]) };
  });
}

/**
 * The set-up file's compressed parts, for a board with tables (none otherwise: the Pixl.js's
 * 36 KB could not spare it); the device makes the set-up file from them (firmware/coach/prepare.ts).
 */
export function setupFiles(tables: string[]): StorageFile[] {
  return tables.length ? setupParts(coachSetupBytes()) : [];
}

/**
 * Whether code (minified bundles) names text `key`: as a string literal, or, for a key of a
 * family ("s.full", "preset.kniffel"), by the family's prefix ("s.", "preset."), which code
 * completes at run time. esbuild writes strings in double quotes unless they hold one.
 */
export function namedIn(code: string): (key: string) => boolean {
  const quoted = (s: string) => code.includes(`"${s}"`) || code.includes(`'${s}'`);
  return (key) => quoted(key) || (key.includes(".") && quoted(key.slice(0, key.indexOf(".") + 1)));
}

/** What a board's build stores besides its code (build/build.ts): see the top of this file. */
export interface BoardFiles {
  prefix: string;
  langs: Lang[];
  coach: boolean;
  /** The font of each of the type's roles (espruino.config.json screen.fonts). */
  fonts: string[];
}

/** The Storage files of an edition: only the texts `code` (all its bundles) names. */
export function boardFiles(b: BoardFiles, code: string): StorageFile[] {
  const keep = namedIn(code);
  const files: StorageFile[] = b.langs.map((lang) => ({ name: `${b.prefix}.${lang}`, data: textFile(lang, keep) }));
  fontNames(b.fonts).forEach((f, i) => files.push({ name: `${b.prefix}.f${i}`, data: fontFile(GLYPHS[f]) }));
  if (b.coach) files.push({ name: `${b.prefix}.cp`, data: compactParamsFile() });
  return files;
}

/** The names of boardFiles(b, ...), and of the coach module where it has one. */
export function boardFileNames(b: BoardFiles): string[] {
  return [...b.langs.map((lang) => `${b.prefix}.${lang}`), ...fontNames(b.fonts).map((_f, i) => `${b.prefix}.f${i}`), ...(b.coach ? [`${b.prefix}.cp`, coachFileName(b.prefix)] : [])];
}

/**
 * A module's file (build/bundle.ts), pretokenised as the App Loader stores an app's own code:
 * a sixth fewer bytes to send and to keep, read by Espruino 2v25.396 or later, whose
 * functions keep their bodies in flash either way (build/pretokenise.ts).
 */
function moduleFile(name: string, what: string, code: string): StorageFile {
  return { name, data: latin1(what, pretokenise(code)) };
}

/** The coach module's file. */
export const coachFile = (prefix: string, code: string) => moduleFile(coachFileName(prefix), "coach module", code);

/** The rules core's module file, where the board keeps the core apart (build/core-module.ts). */
export const coreFile = (prefix: string, code: string) => moduleFile(`${prefix}.core`, "core module", code);

/** The win module's file (firmware/win-main.ts), beside the coach's where a board stores tables. */
export const winFile = (prefix: string, code: string) => moduleFile(`${prefix}.win`, "win module", code);

/** The prepare module's file (firmware/prepare-main.ts), beside the coach's where a board stores tables. */
export const prepareFile = (prefix: string, code: string) => moduleFile(`${prefix}.prep`, "prepare module", code);

/** The rules of a preset named in espruino.config.json's `tables`. */
function tablePreset(preset: string): Rules {
  const rules = presetRules(preset);
  if (isError(rules)) throw new Error(`espruino.config.json: tables: unknown rule preset "${preset}"`);
  return rules;
}

/**
 * The rolls' entry lists the advice to win reads (firmware/coach/win-keys.ts), for the
 * variant of each preset whose value table the board stores: the watch need not make them
 * for each question.
 */
export function winKeysFile(prefix: string, tables: string[]): StorageFile {
  const codes: number[] = [];
  const lists: WinKeys[] = [];
  for (const rules of tables.map(tablePreset)) {
    if (codes.includes(baseCode(rules))) continue;
    codes.push(baseCode(rules));
    lists.push(winKeys(newCoach(rules, false)));
  }
  return { name: `${prefix}.wk`, data: Buffer.from(encodeWinKeys(codes, lists)) };
}

/** The Storage name of a preset's table. */
export const presetTableName = (preset: string) => tableFile(tablePreset(preset));

/** The small file that tells the app packed tables wait to be made (firmware/coach/parts.ts). */
function tablesWaiting(): StorageFile {
  return { name: TABLES_WAITING, data: Buffer.from("1") };
}

/**
 * The exact coach's value table of a rule set, packed as a device is sent it (firmware/coach/
 * packed.ts; the device unpacks it into tableFile(rules), which storedTable reads). The table
 * is taken from dist/tables, or computed there first (seconds each).
 */
export function packedTableFiles(rules: Rules): StorageFile[] {
  const parts = packTable(tableBytes(rules, DEFAULT_TABLES, () => undefined), rulesCode(rules));
  return [...parts.map((p) => ({ name: p.name, data: Buffer.from(p.data) })), tablesWaiting()];
}

/** packedTableFiles of each preset (the file that says they wait once). */
export function tableFiles(presets: string[]): StorageFile[] {
  const parts = presets.flatMap((preset) => packedTableFiles(tablePreset(preset)).filter((f) => f.name !== TABLES_WAITING));
  return parts.length ? [...parts, tablesWaiting()] : [];
}
