// The coach's set-up file (firmware/coach/setup.ts) for a board that stores value tables:
// the tables the engines would otherwise build in RAM at the first hint, computed here by
// the same functions, plus each preset's per-roll base (newCoach, newOdds).
import { diceTables } from "../firmware/coach/dice";
import { newLean } from "../firmware/coach/lean";
import { newOdds } from "../firmware/coach/odds";
import { PartOf, RollBase, setupLayout, writeSetupHeader } from "../firmware/coach/setup";
import { upperClasses } from "../firmware/coach/state";
import { rulesCode } from "../firmware/coach/table";
import { newCoach } from "../firmware/coach/turn";
import { isError } from "../firmware/core/errors";
import { PRESET_IDS, presetRules, Rules } from "../firmware/core/rules";

/** The set-up file for every rule preset (its default rules). */
export function coachSetupBytes(): Uint8Array {
  const rules: Rules[] = PRESET_IDS.map((id) => {
    const r = presetRules(id);
    if (isError(r)) throw new Error("unknown preset " + id);
    return r;
  });
  const u = upperClasses();
  const ns = rules.map((r) => newCoach(r).n);
  const codes = rules.map(rulesCode);
  const size = setupLayout(null, u.count, ns, codes)!.size;
  const buf = new ArrayBuffer(size);
  const { setup } = setupLayout(buf, u.count, ns, codes)!;
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
    const b: RollBase = setup.rules[i];
    b.basePts.set(c.basePts);
    b.baseSlot.set(c.baseSlot);
    b.fit.set(c.fit);
    b.five.set(c.five);
    b.scoring.set(c.scoring);
    b.made.set(o.base);
    b.fives.set(o.fives);
    b.cols.set(o.cols);
  });
  writeSetupHeader(buf, setup);
  return new Uint8Array(buf);
}

/** A set-up file in memory as decodeSetup reads it (each part a copy). */
export function partsOf(buf: ArrayBuffer): PartOf {
  return (at, length) => buf.slice(at, at + length);
}
