// The value table of a rule set by backward induction: a state's value (the expected points
// still to come under optimal play) depends only on states with one more box filled, so the
// states are solved from the full sheet back to the empty one, each by the same within-turn
// optimisation that gives the hints (turn.ts). A build-time tool: the table is ~1 M doubles.
import { UPPER_BOXES } from "../core/boxes";
import type { Rules } from "../core/rules";
import { upperClasses, variantOf } from "./state";
import type { Coach } from "./turn";
import { newCoach, placeAll, stateValue } from "./turn";

/** Filled masks over n boxes grouped by how many boxes they fill. */
export function masksByFilled(n: number): number[][] {
  const out: number[][] = [];
  for (let k = 0; k <= n; k++) out.push([]);
  for (let m = 0; m < 1 << n; m++) {
    let k = 0;
    for (let x = m; x; x &= x - 1) k++;
    out[k].push(m);
  }
  return out;
}

/** How far a backward walk is: sets of filled boxes done, of how many (the web page's progress bar). */
export type Progress = (done: number, total: number) => void;

/**
 * Walks the states whose filled boxes include those of `within` from the full sheet back to the
 * empty one (a state needs only those with one more box filled): for each set of filled boxes
 * and Kniffel box content, placeAll for its sheet, then `each` with every upper subtotal class's
 * subtotal and state index; `progress` after each set of filled boxes.
 */
export function backwards(c: Coach, within: number, each: (upper: number, state: number) => void, progress?: Progress): void {
  const space = c.space;
  const u = upperClasses();
  const levels = masksByFilled(c.n);
  const upperBits = (1 << UPPER_BOXES) - 1;
  let total = 0;
  let done = 0;
  for (let m = 0; m < (1 << c.n) - 1; m++) if ((m & within) === within) total++; // every set but the full sheet
  for (let k = c.n - 1; k >= 0; k--) {
    const masks = levels[k];
    for (let i = 0; i < masks.length; i++) {
      const filled = masks[i];
      if ((filled & within) !== within) continue;
      // With the Kniffel box filled, its 0 and its 50 are two different states.
      const contents = space.five >= 0 && filled & (1 << space.five) ? 2 : 1;
      for (let h = 0; h < contents; h++) {
        placeAll(c, filled, h === 1);
        const variant = variantOf(space, filled, h === 1);
        const upper = filled & upperBits;
        for (let cls = u.first[upper]; cls < u.first[upper + 1]; cls++) each(u.sum[cls], cls * space.variants + variant);
      }
      if (progress) progress(++done, total);
    }
  }
}

/**
 * The value of every state (index: state.ts) whose filled boxes include those of `within`
 * (0: every state; tests solve the few states after a given sheet). Full sheets are worth 0.
 */
export function solveValues(rules: Rules, within: number, progress?: Progress): Float64Array {
  const c = newCoach(rules);
  const values = new Float64Array(c.space.size);
  const value = function (i: number): number { return values[i]; };
  backwards(c, within, function (upper, state) {
    values[state] = stateValue(c, upper, value);
  }, progress);
  return values;
}
