// The rolls as the advice to win reads them (standing-win.ts): for each of the 252 rolls, the
// boxes it scores in on an empty sheet, as indices into the variant's list of distinct entries
// (box, points). Its roll loop then takes the best of a few chances read straight from one
// array, instead of picking boxes out of bit masks and working out where each chance is kept:
// on a watch that is about 0.6 of a calibration loop less per question (docs/chances.md).
// A roll fits every box it scores in (the tests check it on every variant), so the strike rule
// never takes one of these away; a box it fits but scores 0 in is left to the zero ranking
// (last-roll.ts zeroOrder), as in the hint.
// The lists follow from the per-roll scores (last-roll.ts RollScores). The build stores them
// for the variants whose value table a watch stores (the .wk file: build/storage-files.ts,
// read through installWinKeys); elsewhere they are made when first asked for.
//
// The file (little-endian): "KNW1", u8 records, 3 bytes 0; per record, from a multiple of 8:
// u32 variant code (table.ts baseCode), u16 entries, u16 keys, Uint16 start[253],
// Uint16 entry[entries] (box * PTS + points), Uint8 key[keys].
import { ROLLS } from "./dice";
import type { RollScores } from "./last-roll";

/** Entries (box, points) are numbered box * PTS + points: no box scores more than 50. */
export const PTS = 51;

const MAGIC = "KNW1";
const HEAD = 8;

export interface WinKeys {
  /** Roll r scores in the entries key[start[r] .. start[r+1]). */
  start: Uint16Array;
  /** Each an index into `entry` (a variant has fewer than 256 distinct entries). */
  key: Uint8Array;
  /** The distinct entries, box * PTS + points. */
  entry: Uint16Array;
}

/** The lists of a variant from its per-roll scores. */
export function winKeys(s: RollScores): WinKeys {
  const n = s.n;
  const index = new Int16Array(n * PTS).fill(-1);
  const entries: number[] = [];
  const keys: number[] = [];
  const start = new Uint16Array(ROLLS + 1);
  for (let r = 0; r < ROLLS; r++) {
    start[r] = keys.length;
    for (let b = 0; b < n; b++) {
      if (!(s.scoring[r] & (1 << b))) continue;
      const e = b * PTS + s.basePts[r * n + b];
      if (index[e] < 0) {
        index[e] = entries.length;
        entries.push(e);
      }
      keys.push(index[e]);
    }
  }
  start[ROLLS] = keys.length;
  return { start: start, key: new Uint8Array(keys), entry: new Uint16Array(entries) };
}

/** A record's bytes, to the next multiple of 8. */
function recordBytes(entries: number, keys: number): number {
  return (8 + 2 * (ROLLS + 1 + entries) + keys + 7) & ~7;
}

/** The file of these variants' lists (codes: table.ts baseCode). */
export function encodeWinKeys(codes: number[], lists: WinKeys[]): Uint8Array {
  let size = HEAD;
  for (let i = 0; i < lists.length; i++) size += recordBytes(lists[i].entry.length, lists[i].key.length);
  const out = new Uint8Array(size);
  const v = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) out[i] = MAGIC.charCodeAt(i);
  out[4] = lists.length;
  let at = HEAD;
  lists.forEach(function (k, i) {
    v.setUint32(at, codes[i], true);
    v.setUint16(at + 4, k.entry.length, true);
    v.setUint16(at + 6, k.key.length, true);
    let p = at + 8;
    for (let j = 0; j <= ROLLS; j++, p += 2) v.setUint16(p, k.start[j], true);
    for (let j = 0; j < k.entry.length; j++, p += 2) v.setUint16(p, k.entry[j], true);
    out.set(k.key, p);
    at += recordBytes(k.entry.length, k.key.length);
  });
  return out;
}

/** The lists of variant `code` in a file's bytes (views, nothing copied), or null: none there, or not such a file. */
export function decodeWinKeys(buf: ArrayBuffer, code: number): WinKeys | null {
  const b = new Uint8Array(buf);
  const u16 = function (at: number): number { return b[at] | (b[at + 1] << 8); };
  if (b.length < HEAD) return null;
  for (let i = 0; i < 4; i++) if (b[i] !== MAGIC.charCodeAt(i)) return null;
  let at = HEAD;
  for (let i = 0; i < b[4] && at + 8 <= b.length; i++) {
    const entries = u16(at + 4);
    const keys = u16(at + 6);
    if (at + 8 + 2 * (ROLLS + 1 + entries) + keys > b.length) return null;
    if ((u16(at) | (u16(at + 2) << 16)) === code) {
      return {
        start: new Uint16Array(buf, at + 8, ROLLS + 1),
        entry: new Uint16Array(buf, at + 8 + 2 * (ROLLS + 1), entries),
        key: new Uint8Array(buf, at + 8 + 2 * (ROLLS + 1 + entries), keys),
      };
    }
    at += recordBytes(entries, keys);
  }
  return null;
}

let stored: ((code: number) => WinKeys | null) | null = null;
const made: { [code: number]: WinKeys } = {};

/** Where the lists are stored (a watch: its .wk file, win-main.ts); variants not there are made when asked for. */
export function installWinKeys(from: (code: number) => WinKeys | null): void {
  stored = from;
}

/** The lists of the variant `code` whose per-roll scores are `s`: stored, or made once. */
export function winKeysOf(s: RollScores, code: number): WinKeys {
  return (stored && stored(code)) || made[code] || (made[code] = winKeys(s));
}
