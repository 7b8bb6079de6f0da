// The coach's set-up file (firmware/coach/setup.ts) for a board that stores value tables:
// the tables the engines would otherwise build in RAM at the first hint, computed here by
// the same functions, plus the per-roll base of every variant of the rules (newCoach,
// newOdds): the Kniffel game with each combination of the switches that change it, and Yatzy
// (which has no switches). A device is sent it compressed (setupParts) and inflates it once.
import { diceTables } from "../firmware/coach/dice";
import { newLean } from "../firmware/coach/lean";
import { newOdds } from "../firmware/coach/odds";
import { PartOf, setupLayout, writeSetupHeader } from "../firmware/coach/setup";
import { upperClasses } from "../firmware/coach/state";
import { baseCode } from "../firmware/coach/table";
import { newCoach } from "../firmware/coach/turn";
import { crc32 } from "node:zlib";
import { SETUP_MAGIC, SLICE, SLICE_ENTRY } from "../firmware/coach/prepare";
import { SETUP_PARTS } from "../firmware/coach/parts";
import { isError } from "../firmware/core/errors";
import { presetRules, Rules } from "../firmware/core/rules";
import { heatshrink } from "../sim/packed-io";
import { PART_BYTES } from "./pack-table";
import { StorageFile } from "./storage-files";

function preset(id: string): Rules {
  const r = presetRules(id);
  if (isError(r)) throw new Error("unknown preset " + id);
  return r;
}

/** One set of rules per variant (table.ts baseCode). */
export function baseVariants(): Rules[] {
  const out: Rules[] = [preset("yatzy")];
  for (const voluntaryStrike of [false, true]) {
    for (const fullHouseScoresSum of [false, true]) {
      for (const kniffelIsFullHouse of [false, true]) out.push({ ...preset("kniffel"), voluntaryStrike, fullHouseScoresSum, kniffelIsFullHouse });
    }
  }
  return out;
}

/** The set-up file, with a record for every variant of the rules. */
export function coachSetupBytes(): Uint8Array {
  const rules = baseVariants();
  const u = upperClasses();
  const ns = rules.map((r) => newCoach(r).n);
  const codes = rules.map(baseCode);
  const buf = new ArrayBuffer(setupLayout(null, u.count, ns, codes).size);
  const { setup, records } = setupLayout(buf, u.count, ns, codes);
  const d = diceTables();
  setup.dice.key.set(d.key);
  setup.dice.add.set(d.add);
  setup.dice.prob.set(d.prob);
  setup.dice.fiveEqual.set(d.fiveEqual);
  const l = newLean();
  setup.lean.rollKey.set(l.rollKey);
  setup.lean.child.set(l.child);
  setup.upper.index.set(u.index);
  setup.upper.sum.set(u.sum);
  setup.upper.first.set(u.first);
  rules.forEach((r, i) => {
    const c = newCoach(r);
    const o = newOdds(r);
    const b = records[i];
    b.basePts.set(c.basePts);
    b.baseSlot.set(c.baseSlot);
    b.fit.set(c.fit);
    b.five.set(c.five);
    b.scoring.set(c.scoring);
    b.made.set(o.base);
    b.fives.set(o.fives);
    b.cols.set(o.cols);
  });
  writeSetupHeader(buf, setup, records);
  return new Uint8Array(buf);
}

/** A set-up file in memory as decodeSetup reads it (each part a copy). */
export function partsOf(buf: ArrayBuffer): PartOf {
  return (at, length) => buf.slice(at, at + length);
}

/**
 * The set-up file as a device is sent it (firmware/coach/prepare.ts): slices of SLICE bytes,
 * each heatshrink-compressed, in parts of at most PART_BYTES (BangleApps' test runner sends
 * a file in one command); the device inflates them into the set-up file once.
 */
export function setupParts(bytes: Uint8Array, partBytes = PART_BYTES): StorageFile[] {
  const slices: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += SLICE) slices.push(Buffer.from(heatshrink.compress(bytes.subarray(at, Math.min(bytes.length, at + SLICE)))));
  const groups: number[][] = [];
  let size = Infinity;
  slices.forEach((s, i) => {
    if (size + s.length > partBytes) {
      groups.push([]);
      size = 0;
    }
    groups[groups.length - 1].push(i);
    size += s.length;
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
      head.writeUInt32LE(s * SLICE, e);
      head.writeUInt32LE(at, e + 4);
      head.writeUInt32LE(slices[s].length, e + 8);
      head.writeUInt32LE(crc32(bytes.subarray(s * SLICE, Math.min(bytes.length, (s + 1) * SLICE))), e + 12);
      at += slices[s].length;
    });
    return { name: SETUP_PARTS + p, data: Buffer.concat([head, ...g.map((s) => slices[s])]) };
  });
}
