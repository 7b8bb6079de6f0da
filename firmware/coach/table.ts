// The value table as a file: one 16-bit step per state, so that a device reads two bytes
// per lookup from Storage instead of holding ~1 M doubles. Little-endian layout:
//   0  "KNV4"  magic and format version
//   4  u32     number of values (the rule set's state count, state.ts)
//   8  u32     rules code (rulesCode): a table is only used for the rules it was built for
//  12  i32     offset: the value of step 0, in units of 2^-16 points (OFFSET_UNIT)
//  16  i32     scale: points per step, in units of 2^-32 points (SCALE_UNIT)
//  20  u32     0 (reserved)
//  24  u32     0 (reserved)
//  28  u16 x count   value = offset + step * scale, in state order (state.ts: class-major),
//                    steps 0 .. STEPS
// Values span about 0..280 points in STEPS = 4095 steps, so a step is ~0.07 points and
// storing costs at most ~0.035. That is what the table needs: the play of a table with these
// steps, worked out exactly by backward induction (build/table-play.ts), scores within a
// thousandth of a point of the optimum from the empty sheet, as choices within a step of
// each other are worth the same to a tenth of that. Finer steps would mostly store noise,
// which the packed table pays for on every install (packed.ts: its residuals are mostly the
// quantisation's own noise, added up by its transform).
// The header holds integers only (format 2): the firmware reads DataView's Float64 wrongly
// (../shared/ESPRUINO.md), and dividing an integer by a power of two is exact in every double
// arithmetic, so Node and the device decode the same offset and scale to the last bit.
// Format 3 orders the states class by class (state.ts), so that a device writes a table row
// by row when it unpacks one (packed.ts); format 4 has the steps above. Formats 1 (f64 offset
// and scale), 2 (variant by variant) and 3 (16-bit steps) are refused: `npm run tables`, the build and the command-line tool compute such a
// cached table again, and the device uses a table only once it has unpacked it itself.
// The last state is the full sheet (value 0, step 0): a table being written row by row is
// complete once its last two bytes are no longer erased flash (0xFF).
import type { Storage } from "../../hal/hal";
import type { ExtraKniffel, Rules } from "../core/rules";
import { houseRules } from "../core/rules";
import { replaceFirst } from "../core/strings";
import { partFile } from "./parts";
import type { ValueOf } from "./state";
import { stateSpace } from "./state";

export const TABLE_HEADER = 28;
/** A device's table files: this and the rules code (rulesCode), e.g. "kniffel.v0". */
export const TABLE_FILE = "kniffel.v";
/**
 * A table's first 4 bytes, its magic and format version. An enum member, not a const: esbuild
 * puts an enum's value in place in every bundle (the prepare module's too), a string const
 * only as a variable.
 */
export enum TableFormat { Magic = "KNV4" }
/** The highest step (see the layout above); 12 bits, so that a step never reads as erased flash. */
export const STEPS = 4095;
/** Fixed-point units of the header: offset (|value| < 32768 points) and scale (< 0.5 points per step). */
const OFFSET_UNIT = 65536;
const SCALE_UNIT = 4294967296;
const READINGS: ExtraKniffel[] = ["none", "freeChoice", "upperFirst", "mustFit", "joker"];

/** Every switch that changes the values, as bits: game, reading, strike, full house, bonus. */
export function rulesCode(rules: Rules): number {
  return (rules.game === "yatzy" ? 1 : 0) | (READINGS.indexOf(rules.extraKniffel) << 1) |
    (rules.voluntaryStrike ? 16 : 0) | (rules.fullHouseScoresSum ? 32 : 0) |
    (rules.kniffelIsFullHouse ? 64 : 0) | (rules.extraKniffelBonus === 100 ? 128 : 0);
}

/**
 * The bits of rulesCode that decide how a roll scores and where it fits on an empty sheet
 * (the game, voluntaryStrike, fullHouseScoresSum, kniffelIsFullHouse): the variant of the
 * coach's per-roll base (setup.ts). The readings of a later Kniffel and its bonus act only
 * on a filled Kniffel box.
 */
export function baseCode(rules: Rules): number {
  return rulesCode(rules) & (1 | 16 | 32 | 64);
}

/** File name stem: the preset, then each changed switch, e.g. "kniffel_fullHouseScoresSum". */
export function rulesetId(rules: Rules): string {
  const house = houseRules(rules);
  let id = rules.preset;
  for (let i = 0; i < house.length; i++) id += "_" + replaceFirst(replaceFirst(house[i], "=true", ""), "=", "-");
  return id;
}

export interface TableHeader {
  count: number;
  code: number;
  offset: number;
  scale: number;
}

export interface EncodedTable {
  bytes: Uint8Array;
  /** Largest and mean difference between a stored and the exact value, in points. */
  maxError: number;
  meanError: number;
}

export function encodeTable(rules: Rules, values: Float64Array): EncodedTable {
  let lo = values[0];
  let hi = values[0];
  for (let i = 1; i < values.length; i++) {
    if (values[i] < lo) lo = values[i];
    if (values[i] > hi) hi = values[i];
  }
  // The fixed-point offset at or below the lowest value, the scale rounded up: every step fits 16 bits.
  const offsetFixed = Math.floor(lo * OFFSET_UNIT);
  const scaleFixed = Math.max(1, Math.ceil(((hi - offsetFixed / OFFSET_UNIT) / STEPS) * SCALE_UNIT));
  if (Math.abs(offsetFixed) >= 0x80000000 || scaleFixed >= 0x80000000) throw new Error(`table values ${lo}..${hi} do not fit the header's fixed point`);
  const bytes = new Uint8Array(TABLE_HEADER + 2 * values.length);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = TableFormat.Magic.charCodeAt(i);
  view.setUint32(4, values.length, true);
  view.setUint32(8, rulesCode(rules), true);
  view.setInt32(12, offsetFixed, true);
  view.setInt32(16, scaleFixed, true);
  const offset = offsetFixed / OFFSET_UNIT;
  const scale = scaleFixed / SCALE_UNIT;
  let maxError = 0;
  let sumError = 0;
  for (let i = 0; i < values.length; i++) {
    const step = Math.min(STEPS, Math.round((values[i] - offset) / scale));
    view.setUint16(TABLE_HEADER + 2 * i, step, true);
    const error = Math.abs(offset + step * scale - values[i]);
    if (error > maxError) maxError = error;
    sumError += error;
  }
  return { bytes: bytes, maxError: maxError, meanError: sumError / values.length };
}

/** The header of a table for `rules`, or null if the bytes are not one (wrong rules or size). */
export function readHeader(rules: Rules, bytes: Uint8Array): TableHeader | null {
  if (bytes.length < TABLE_HEADER) return null;
  for (let i = 0; i < 4; i++) if (bytes[i] !== TableFormat.Magic.charCodeAt(i)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, TABLE_HEADER);
  const h: TableHeader = {
    count: view.getUint32(4, true),
    code: view.getUint32(8, true),
    offset: view.getInt32(12, true) / OFFSET_UNIT,
    scale: view.getInt32(16, true) / SCALE_UNIT,
  };
  return h.count === stateSpace(rules).size && h.code === rulesCode(rules) ? h : null;
}

/** A state's value from its two stored bytes (at TABLE_HEADER + 2 * state). */
export function stepValue(h: TableHeader, low: number, high: number): number {
  return h.offset + (low | (high << 8)) * h.scale;
}

/** Values from a whole table in memory (Node, tests; a memory-mapped file), or null. */
export function tableValues(rules: Rules, bytes: Uint8Array): ValueOf | null {
  const h = readHeader(rules, bytes);
  if (!h || bytes.length < TABLE_HEADER + 2 * h.count) return null;
  return function (state: number): number {
    const i = TABLE_HEADER + 2 * state;
    return stepValue(h, bytes[i], bytes[i + 1]);
  };
}

/** The Storage name of the table for `rules` on a device. */
export function tableFile(rules: Rules): string {
  return TABLE_FILE + rulesCode(rules);
}

/**
 * The table for `rules` from a device's Storage, read two bytes per lookup (a table never
 * enters RAM: a hint looks up fewer than 100 states), or null when there is no complete
 * table for exactly these rules, or while its packed parts wait (a table being made in the
 * background or checked is not used until its parts are erased: packed.ts).
 */
export function storedTable(storage: Storage, rules: Rules): ValueOf | null {
  const name = tableFile(rules);
  if (storage.read(partFile(rulesCode(rules), 0), 0, 1) !== undefined) return null;
  const head = storage.read(name, 0, TABLE_HEADER);
  if (!head || head.length < TABLE_HEADER) return null;
  const bytes = new Uint8Array(TABLE_HEADER);
  for (let i = 0; i < TABLE_HEADER; i++) bytes[i] = head.charCodeAt(i);
  const h = readHeader(rules, bytes);
  const last = h ? storage.read(name, TABLE_HEADER + 2 * h.count - 2, 2) : undefined;
  if (!h || !last || last.length < 2 || last === "\xff\xff") return null;
  return function (state: number): number {
    const s = storage.read(name, TABLE_HEADER + 2 * state, 2) as string;
    return stepValue(h, s.charCodeAt(0), s.charCodeAt(1));
  };
}
