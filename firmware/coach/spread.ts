// How far a column's final total may stray from its expected value: the standard deviation
// of the points still to come when the column is played the coach's way (the best expected
// score), by state, as a table beside the values (table.ts, same format). The chance to win
// before the last round is read off it (chance.ts: each final total as a normal
// distribution around banked + value, with this spread).
//
// The same backward induction as the values (solve.ts), over the second moment: the rest R
// of a state is the points I of the turn's entry (its box, any upper bonus it completes, any
// extra-Kniffel bonus) plus the rest R' of the state it leaves, so
//   E[R^2] = E[I^2 + 2 I V' + M']
// over the turn's outcomes, V' and M' the next state's value and second moment. Within the
// turn every choice is the coach's (the best expected score, turn.ts): the moments follow the
// keep or entry that the values choose, the first of equals as turn.ts takes it.
import type { Rules } from "../core/rules";
import { FIRST_ROLL, KEEPS, ROLLS } from "./dice";
import type { Progress } from "./solve";
import { backwards } from "./solve";
import type { Coach } from "./turn";
import { expectKeeps, newCoach, setGains } from "./turn";

/** Values and spreads of every state of a rule set (state.ts order). */
export interface Spread {
  values: Float64Array;
  sd: Float64Array;
}

interface Scratch {
  /** Per entry slot (turn.ts): the next state's value, second moment and the upper bonus the entry completes. */
  next: Float64Array;
  second: Float64Array;
  bonus: Float64Array;
  /** Values and second moments by keep: with one roll left, two, and the best-keep pass. */
  a1: Float64Array;
  m1: Float64Array;
  a2: Float64Array;
  m2: Float64Array;
  w: Float64Array;
  wm: Float64Array;
}

/** Per slot of the prepared sheet: the next state's value, moment and the bonus, from three passes of setGains. */
function slots(c: Coach, upper: number, values: Float64Array, moments: Float64Array, s: Scratch): void {
  setGains(c, upper, function () { return 0; });
  s.bonus.set(c.gain);
  setGains(c, upper, function (i) { return moments[i]; });
  for (let j = 0; j < c.gain.length; j++) s.second[j] = c.gain[j] - s.bonus[j];
  setGains(c, upper, function (i) { return values[i]; });
  for (let j = 0; j < c.gain.length; j++) s.next[j] = c.gain[j] - s.bonus[j];
}

/** Each roll's best entry (the first of equals, as turn.ts lastRoll) with no roll left: its value and second moment. */
function lastRoll(c: Coach, s: Scratch): void {
  for (let r = 0; r < ROLLS; r++) {
    let best = -1;
    let at = 0;
    for (let j = c.start[r]; j < c.start[r + 1]; j++) {
      const v = c.entryPts[j] + c.gain[c.entrySlot[j]];
      if (v > best) {
        best = v;
        at = j;
      }
    }
    const slot = c.entrySlot[at];
    const now = c.entryPts[at] + s.bonus[slot] + c.bonus[r];
    s.a1[FIRST_ROLL + r] = best + c.bonus[r];
    s.m1[FIRST_ROLL + r] = now * now + 2 * now * s.next[slot] + s.second[slot];
  }
}

/** w, wm = the best keep inside each keep by value and its moment (turn.ts bestKeeps, carrying the moment). */
function bestKeeps(c: Coach, a: Float64Array, m: Float64Array, s: Scratch): void {
  const add = c.dice.add;
  s.w.set(a);
  s.wm.set(m);
  for (let k = 0; k < FIRST_ROLL; k++) {
    for (let i = k * 6; i < k * 6 + 6; i++) {
      if (s.w[k] > s.w[add[i]]) {
        s.w[add[i]] = s.w[k];
        s.wm[add[i]] = s.wm[k];
      }
    }
  }
}

/** A state's value and second moment of its rest, into values[i] and moments[i]. */
function solveState(c: Coach, upper: number, i: number, values: Float64Array, moments: Float64Array, s: Scratch): void {
  slots(c, upper, values, moments, s);
  const add = c.dice.add;
  lastRoll(c, s);
  expectKeeps(add, s.a1);
  expectKeeps(add, s.m1);
  bestKeeps(c, s.a1, s.m1, s);
  s.a2.set(s.w);
  s.m2.set(s.wm);
  expectKeeps(add, s.a2);
  expectKeeps(add, s.m2);
  bestKeeps(c, s.a2, s.m2, s);
  let v = 0;
  let m = 0;
  for (let r = 0; r < ROLLS; r++) {
    v += c.dice.prob[r] * s.w[FIRST_ROLL + r];
    m += c.dice.prob[r] * s.wm[FIRST_ROLL + r];
  }
  values[i] = v;
  moments[i] = m;
}

/**
 * The value and spread of every state whose filled boxes include `within`'s (0: all; tests
 * solve the few states after a sheet), by the same order as solveValues, with its progress.
 */
export function solveSpread(rules: Rules, within: number, progress?: Progress): Spread {
  const c = newCoach(rules);
  const space = c.space;
  const values = new Float64Array(space.size);
  const moments = new Float64Array(space.size);
  const n = c.n;
  const s: Scratch = {
    next: new Float64Array(n * 6), second: new Float64Array(n * 6), bonus: new Float64Array(n * 6),
    a1: new Float64Array(KEEPS), m1: new Float64Array(KEEPS), a2: new Float64Array(KEEPS), m2: new Float64Array(KEEPS),
    w: new Float64Array(KEEPS), wm: new Float64Array(KEEPS),
  };
  backwards(c, within, function (upper, state) {
    solveState(c, upper, state, values, moments, s);
  }, progress);
  const sd = new Float64Array(space.size);
  for (let i = 0; i < sd.length; i++) sd[i] = Math.sqrt(Math.max(0, moments[i] - values[i] * values[i]));
  return { values: values, sd: sd };
}
