// What a stored value table costs the play: the expected final score of following the coach
// whose choices come from the table's stored values (table.ts: steps of a fixed size), worked
// out exactly by backward induction, against the optimum. Each state's worth under that play
// is what its turn brings when every choice (a keep, an entry) is the one the stored values
// rank first, scored with the play's own worth of the states after it. The table's steps are
// chosen by this (table.ts STEPS); the soak holds it (test/soak/table-play.test.ts).
import { FACES, FIRST_ROLL, KEEPS, ROLLS } from "../firmware/coach/dice";
import { backwards, solveValues } from "../firmware/coach/solve";
import type { ValueOf } from "../firmware/coach/state";
import { stateIndex, stateSpace } from "../firmware/coach/state";
import { encodeTable, tableValues } from "../firmware/coach/table";
import type { Coach } from "../firmware/coach/turn";
import { expectKeeps, newCoach, setGains } from "../firmware/coach/turn";
import type { Rules } from "../firmware/core/rules";

/** The turn's values by the stored table (`by`) and by the play (`worth`), side by side. */
interface Pair {
  by: Float64Array;
  worth: Float64Array;
}

const pair = (): Pair => ({ by: new Float64Array(KEEPS), worth: new Float64Array(KEEPS) });

/** Each keep's mean over the die thrown (turn.ts expectKeeps), for both: the mean is the same for either. */
function expectBoth(add: Int16Array, p: Pair): void {
  expectKeeps(add, p.by);
  expectKeeps(add, p.worth);
}

/** Each roll's best keep by the table (turn.ts bestKeeps), carrying that keep's worth under the play. */
function bestKeeps(add: Int16Array, from: Pair, into: Pair): void {
  into.by.set(from.by);
  into.worth.set(from.worth);
  for (let k = 0; k < FIRST_ROLL; k++) {
    const v = into.by[k];
    for (let i = k * FACES; i < k * FACES + FACES; i++) {
      if (v > into.by[add[i]]) {
        into.by[add[i]] = v;
        into.worth[add[i]] = into.worth[k];
      }
    }
  }
}

/** A state's worth under the play of `stored` (the placeAll sheet with this upper subtotal). */
function playedState(c: Coach, upper: number, stored: ValueOf, played: ValueOf, t: { a1: Pair; a2: Pair; w: Pair }): number {
  setGains(c, upper, stored);
  const byGain = Float64Array.from(c.gain);
  setGains(c, upper, played);
  for (let r = 0; r < ROLLS; r++) {
    let best = -1;
    let worth = 0;
    for (let j = c.start[r]; j < c.start[r + 1]; j++) {
      const v = c.entryPts[j] + byGain[c.entrySlot[j]];
      if (v > best) {
        best = v;
        worth = c.entryPts[j] + c.gain[c.entrySlot[j]];
      }
    }
    t.a1.by[FIRST_ROLL + r] = best + c.bonus[r];
    t.a1.worth[FIRST_ROLL + r] = worth + c.bonus[r];
  }
  const add = c.dice.add;
  expectBoth(add, t.a1);
  bestKeeps(add, t.a1, t.w);
  t.a2.by.set(t.w.by.subarray(FIRST_ROLL), FIRST_ROLL);
  t.a2.worth.set(t.w.worth.subarray(FIRST_ROLL), FIRST_ROLL);
  expectBoth(add, t.a2);
  bestKeeps(add, t.a2, t.w);
  let v = 0;
  for (let r = 0; r < ROLLS; r++) v += c.dice.prob[r] * t.w.worth[FIRST_ROLL + r];
  return v;
}

/** The table as encodeTable stores it, from the exact values. */
export const storedTable = (rules: Rules, exact: Float64Array) => tableValues(rules, encodeTable(rules, exact).bytes) as ValueOf;

/**
 * The optimum and the play of the values `store` makes of the exact ones (by default the
 * table encodeTable stores), in points still to come from the sheet with the boxes of
 * `within` filled with 0 (0: the empty sheet, the whole game).
 */
export function tablePlay(rules: Rules, within = 0, store = storedTable): { optimum: number; played: number } {
  const exact = solveValues(rules, within);
  const stored = store(rules, exact);
  const c = newCoach(rules);
  const worth = new Float64Array(c.space.size);
  const t = { a1: pair(), a2: pair(), w: pair() };
  backwards(c, within, (upper, state) => {
    worth[state] = playedState(c, upper, stored, (i) => worth[i], t);
  });
  const from = stateIndex(stateSpace(rules), within, 0, false);
  return { optimum: exact[from], played: worth[from] };
}
