// The full value table of the Yahtzee preset, solved once for this file (~5-10 s): the
// published optimum, known decisions, hints consistent with the table, legal advice in
// whole games, and the quantised table file.
import { beforeAll, describe, expect, it } from "vitest";
import { diceTables, ROLLS, rollFaces } from "../../firmware/coach/dice";
import { solveValues } from "../../firmware/coach/solve";
import type { ValueOf } from "../../firmware/coach/state";
import { sheetState, stateIndex, stateSpace } from "../../firmware/coach/state";
import { encodeTable, readHeader, rulesetId, storedTable, tableFile, tableValues, TABLE_HEADER } from "../../firmware/coach/table";
import type { Coach, Option } from "../../firmware/coach/turn";
import { advise, newCoach } from "../../firmware/coach/turn";
import { boxIndex, columnTotals, KNIFFEL_SHEET } from "../../firmware/core";
import { sfc32 } from "../../sim/rng";
import { memoryStorage } from "../../sim/storage";
import { rules } from "../core/helpers";
import { playWithCoach } from "./play";

const YAHTZEE = rules("yahtzee");
const box = (id: string) => boxIndex(KNIFFEL_SHEET, id);
let values: Float64Array;
let exact: ValueOf;
let c: Coach;
const empty = () => new Int16Array(13).fill(-1);

beforeAll(() => {
  values = solveValues(YAHTZEE, 0);
  exact = (i) => values[i];
  c = newCoach(YAHTZEE);
}, 120_000);

describe("Yahtzee preset, optimal solitaire play", () => {
  it("expects 254.59 points from the empty sheet (Verhoeff's published optimum)", () => {
    const v = values[stateIndex(stateSpace(YAHTZEE), 0, 0, false)];
    expect(v.toFixed(2)).toBe("254.59");
  });

  it("empty sheet, last roll 1-2-3-4-5: the large straight", () => {
    const best = advise(c, empty(), 0, 0, [3, 1, 5, 2, 4], 0, exact)[0];
    expect(best.box).toBe(box("largeStraight"));
  });

  it("empty sheet, first roll five sixes: the Yahtzee box, not another roll", () => {
    expect(advise(c, empty(), 0, 0, [6, 6, 6, 6, 6], 2, exact)[0].box).toBe(box("kniffel"));
  });

  it("a later Yahtzee with the Sixes free must go there (joker rule), with the 100 bonus", () => {
    const sc = empty();
    sc[box("kniffel")] = 50;
    const opts = advise(c, sc, 0, 0, [6, 6, 6, 6, 6], 0, exact);
    expect(opts.map((o) => o.box)).toEqual([box("sixes")]);
    expect(opts[0].ev).toBeCloseTo(50 + 30 + 100 + values[stateIndex(stateSpace(YAHTZEE), (1 << 5) | (1 << 11), 30, true)], 9);
  });

  it("the best option averaged over all first rolls is the table's value of the sheet", () => {
    const t = diceTables();
    const die = new Uint8Array(5);
    const later = Int16Array.from([3, 6, -1, 12, -1, 18, -1, -1, 25, -1, -1, 50, -1]);
    for (const [sc, extra] of [[empty(), 0], [later, 100]] as [Int16Array, number][]) {
      let mean = 0;
      for (let r = 0; r < ROLLS; r++) mean += t.prob[r] * advise(c, sc, 0, extra, rollFaces(t, r, die), 2, exact)[0].ev;
      const banked = columnTotals(KNIFFEL_SHEET, sc, 0, extra).grand;
      expect(mean).toBeCloseTo(banked + values[sheetState(stateSpace(YAHTZEE), sc, 0)], 9);
    }
  });

  it("advice is always legal: 12 two-player games played by the coach", () => {
    const next = sfc32(7);
    const totals: number[] = [];
    for (let i = 0; i < 6; i++) totals.push(...playWithCoach(YAHTZEE, 2, c, exact, next));
    // Optimal play averages 254.59 with a wide spread; 12 games land far above random play.
    expect(totals.reduce((s, x) => s + x, 0) / totals.length).toBeGreaterThan(180);
  });
});

describe("the quantised table file", () => {
  it("stores every value within half a step (~0.035 points) and refuses other rules", () => {
    const table = encodeTable(YAHTZEE, values);
    expect(table.bytes.length).toBe(TABLE_HEADER + 2 * 359_424);
    expect(table.maxError).toBeLessThan(0.04);
    const read = tableValues(YAHTZEE, table.bytes)!;
    let worst = 0;
    for (let i = 0; i < values.length; i++) worst = Math.max(worst, Math.abs(read(i) - values[i]));
    expect(worst).toBeCloseTo(table.maxError, 12);
    expect(readHeader(rules("kniffel"), table.bytes)).toBeNull();
    expect(readHeader(rules("yahtzee", ["fullHouseScoresSum"]), table.bytes)).toBeNull();
    expect(tableValues(YAHTZEE, table.bytes.subarray(0, 1000))).toBeNull();
  });

  it("is read from a device's Storage two bytes per state, only for exactly its rules and only when whole", () => {
    const table = encodeTable(YAHTZEE, values);
    const storage = memoryStorage(1 << 21);
    const data = Buffer.from(table.bytes).toString("latin1");
    expect(storedTable(storage, YAHTZEE)).toBeNull(); // no file
    storage.write(tableFile(YAHTZEE), data);
    const stored = storedTable(storage, YAHTZEE)!;
    const inMemory = tableValues(YAHTZEE, table.bytes)!;
    for (let i = 0; i < values.length; i += 997) expect(stored(i)).toBe(inMemory(i));
    expect(stored(values.length - 1)).toBe(inMemory(values.length - 1));
    // The file name holds the rules code: other rules look for another file.
    expect(tableFile(rules("yahtzee", ["fullHouseScoresSum"]))).not.toBe(tableFile(YAHTZEE));
    expect(storedTable(storage, rules("yahtzee", ["fullHouseScoresSum"]))).toBeNull();
    storage.write(tableFile(YAHTZEE), data.slice(0, data.length - 1)); // cut short by a failed upload
    expect(storedTable(storage, YAHTZEE)).toBeNull();
  });

  it("is named after the preset and its changed switches", () => {
    expect(rulesetId(YAHTZEE)).toBe("yahtzee");
    expect(rulesetId(rules("kniffel", ["fullHouseScoresSum", "extraKniffelBonus=100"]))).toBe("kniffel_fullHouseScoresSum_extraKniffelBonus-100");
    expect(rulesetId(rules("tallynight", ["voluntaryStrike=true"]))).toBe("tallynight_voluntaryStrike");
    expect(rulesetId(rules("meisterschaft", ["voluntaryStrike=false"]))).toBe("meisterschaft_voluntaryStrike-false");
  });

  it("hints from the quantised table are optimal to within two quantisation errors", () => {
    const table = encodeTable(YAHTZEE, values);
    const read = tableValues(YAHTZEE, table.bytes)!;
    const t = diceTables();
    const die = new Uint8Array(5);
    const sc = Int16Array.from([-1, 4, 9, -1, 15, -1, 20, -1, -1, 30, -1, 0, -1]);
    const same = (o: Option, p: Option) => o.box === p.box && o.held === p.held;
    for (let r = 0; r < ROLLS; r++) {
      for (const left of [0, 1, 2]) {
        const exactOpts = advise(c, sc, 0, 0, rollFaces(t, r, die), left, exact);
        const pick = advise(c, sc, 0, 0, die, left, read)[0];
        const pickExact = exactOpts.find((o) => same(o, pick))!;
        expect(exactOpts[0].ev - pickExact.ev).toBeLessThanOrEqual(2 * table.maxError);
      }
    }
  });
});
