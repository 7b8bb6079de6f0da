// The coach's set-up file (firmware/coach/setup.ts) for a board that stores value tables:
// the tables the engines would otherwise build in RAM at the first hint, computed here by
// the same functions, plus the per-roll base of every variant of the rules (newCoach,
// newOdds): the Kniffel game with each combination of the switches that change it, and Yatzy
// (which has no switches). A device is sent it compressed (build/storage-files.ts setupParts)
// and inflates it once.
import { diceTables } from "../firmware/coach/dice";
import { newLean } from "../firmware/coach/lean";
import { newOdds } from "../firmware/coach/odds";
import type { PartOf } from "../firmware/coach/setup";
import { setupLayout, writeSetupHeader } from "../firmware/coach/setup";
import { upperClasses } from "../firmware/coach/state";
import { baseCode } from "../firmware/coach/table";
import { newCoach } from "../firmware/coach/turn";
import { isError } from "../firmware/core/errors";
import type { Rules } from "../firmware/core/rules";
import { presetRules } from "../firmware/core/rules";

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
  setup.lean.add.set(l.add);
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
