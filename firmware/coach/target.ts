// Playing for a total instead of the most points: the exact probability of finishing a column
// with at least `target`, for a column with few free boxes (`kniffel best --target`; the end
// game of playing to win, where the score to beat is known). The coach's tables maximise the
// expected final score; here every decision maximises the chance of reaching the target.
//
// The same backward pass over one turn as the coach's (turn.ts, dice.ts): W0(r), the best
// entry of roll r, worth the chance from the column it leaves; A(k), the chance of keeping k
// before a roll, the mean over a die's faces of keeping one more; W_n(r) the best keep inside
// r. But a column's worth is not a sum any more: it depends on the points banked, so it is
// computed for every column the turn can leave (memoised by the column itself), down to the
// full column, whose worth is 1 or 0. With at most TARGET_FREE free boxes that is a few
// thousand columns; the cost grows about 50-fold with each free box.
import type { Sheet } from "../core/boxes";
import { sheetFor } from "../core/boxes";
import type { Placement } from "../core/placement";
import { newPlacement, place, Why } from "../core/placement";
import type { Rules } from "../core/rules";
import { columnTotals } from "../core/totals";
import type { DiceTables } from "./dice";
import { diceTables, distinctKeeps, FACES, FIRST_ROLL, KEEPS, keepOf, rollFaces, ROLLS } from "./dice";
import { entered, freeBoxes } from "./state";

/** The most free boxes the exact computation takes (seconds for three on a desktop). */
export const TARGET_FREE = 3;

/** One choice and its chance: enter the dice in `box` (held -1), or roll again holding `held` (box -1). */
export interface TargetOption {
  box: number;
  held: number;
  /** Probability of finishing with at least the target, playing for it from here. */
  p: number;
}

interface Search {
  rules: Rules;
  sheet: Sheet;
  t: DiceTables;
  /** What a final total is worth: 1 at or above the target; to win, the share of first place it gives. */
  pay: (total: number) => number;
  pl: Placement;
  die: Uint8Array;
  /** Each roll's distinct keeps (the keeps of its 32 held masks). */
  subs: Int16Array[];
  /** Chance from the start of a turn, by column. */
  memo: { [column: string]: number };
  /**
   * columnWorth, which the entries of a turn ask for the columns they leave: the recursion goes
   * through here, as every function must be defined before it is used (Espruino's lint rules).
   */
  worth: (s: Search, sc: Int16Array, extra: number) => number;
}

function newSearch(rules: Rules, pay: (total: number) => number): Search {
  const t = diceTables();
  const die = new Uint8Array(5);
  const subs: Int16Array[] = [];
  for (let r = 0; r < ROLLS; r++) {
    rollFaces(t, r, die);
    const seen: number[] = [];
    for (let held = 0; held < 32; held++) {
      const k = keepOf(t, die, held);
      if (seen.indexOf(k) < 0) seen.push(k);
    }
    subs.push(new Int16Array(seen));
  }
  return { rules: rules, sheet: sheetFor(rules.game), t: t, pay: pay, pl: newPlacement(), die: die, subs: subs, memo: {}, worth: function () { return 0; } };
}

/**
 * The boxes the rules let the dice go into on column sc, their points, and the extra-Kniffel
 * bonus any of them adds (place() reuses its buffers: taken out before going deeper).
 */
function entries(s: Search, sc: Int16Array, dice: ArrayLike<number>): { boxes: number[]; pts: number[]; bonus: number } {
  place(s.sheet, s.rules, sc, 0, dice, s.pl);
  const boxes: number[] = [];
  const pts: number[] = [];
  for (let b = 0; b < sc.length; b++) {
    if (s.pl.why[b] !== Why.Ok || sc[b] >= 0) continue;
    boxes.push(b);
    pts.push(s.pl.pts[b]);
  }
  return { boxes: boxes, pts: pts, bonus: s.pl.bonus };
}

/** The best entry's chance for the dice (the column after it played for the target); -1 where no box takes them. */
function bestEntry(s: Search, sc: Int16Array, extra: number, dice: ArrayLike<number>): number {
  const e = entries(s, sc, dice);
  let best = -1;
  for (let i = 0; i < e.boxes.length; i++) best = Math.max(best, s.worth(s, entered(sc, e.boxes[i], e.pts[i]), extra + e.bonus));
  return best;
}

/** The chance of each keep before a roll, from each roll's chance after it (`w`, by roll). */
function keepChances(s: Search, w: Float64Array): Float64Array {
  const a = new Float64Array(KEEPS);
  for (let r = 0; r < ROLLS; r++) a[FIRST_ROLL + r] = w[r];
  for (let k = FIRST_ROLL - 1; k >= 0; k--) {
    let sum = 0;
    for (let f = 0; f < FACES; f++) sum += a[s.t.add[k * FACES + f]];
    a[k] = sum / FACES;
  }
  return a;
}

/** Each roll's chance with one more roll left: the best of its keeps (keeping all five: as it is). */
function withRoll(s: Search, a: Float64Array): Float64Array {
  const w = new Float64Array(ROLLS);
  for (let r = 0; r < ROLLS; r++) {
    let best = 0;
    const subs = s.subs[r];
    for (let i = 0; i < subs.length; i++) best = Math.max(best, a[subs[i]]);
    w[r] = best;
  }
  return w;
}

/** Each roll's chance with no roll left (its best entry). */
function entryChances(s: Search, sc: Int16Array, extra: number): Float64Array {
  const w = new Float64Array(ROLLS);
  for (let r = 0; r < ROLLS; r++) w[r] = Math.max(0, bestEntry(s, sc, extra, rollFaces(s.t, r, s.die)));
  return w;
}

/** The chance of reaching the target from the start of a turn on column sc (extra-Kniffel points `extra` banked). */
function columnWorth(s: Search, sc: Int16Array, extra: number): number {
  if (freeBoxes(sc) === 0) return s.pay(columnTotals(s.sheet, sc, 0, extra).grand);
  const key = sc.join(",") + "+" + extra;
  const known = s.memo[key];
  if (known !== undefined) return known;
  const w2 = withRoll(s, keepChances(s, withRoll(s, keepChances(s, entryChances(s, sc, extra)))));
  let p = 0;
  for (let r = 0; r < ROLLS; r++) p += s.t.prob[r] * w2[r];
  s.memo[key] = p;
  return p;
}

/**
 * Every option for `dice` with `rollsLeft` rolls left on column sc (extra-Kniffel points
 * `extra` banked), each with the exact expectation of `pay` over the final total when every
 * later choice maximises it too, best first: the entries the rules allow, and each distinct
 * keep while a roll is left (as the lowest held mask giving it; never all five). Throws for
 * more than TARGET_FREE free boxes.
 */
export function payOptions(rules: Rules, sc: Int16Array, extra: number, dice: ArrayLike<number>, rollsLeft: number, pay: (total: number) => number): TargetOption[] {
  if (freeBoxes(sc) > TARGET_FREE) throw new Error(`exact only for at most ${TARGET_FREE} free boxes`);
  const s = newSearch(rules, pay);
  s.worth = columnWorth;
  const out: TargetOption[] = [];
  const e = entries(s, sc, dice);
  for (let i = 0; i < e.boxes.length; i++) out.push({ box: e.boxes[i], held: -1, p: columnWorth(s, entered(sc, e.boxes[i], e.pts[i]), extra + e.bonus) });
  if (rollsLeft > 0) {
    let w = entryChances(s, sc, extra);
    for (let n = 1; n < rollsLeft; n++) w = withRoll(s, keepChances(s, w));
    const a = keepChances(s, w);
    const keeps = distinctKeeps(s.t, dice);
    for (let i = 0; i < keeps.length; i++) out.push({ box: -1, held: keeps[i].held, p: a[keeps[i].k] });
  }
  return out.sort(function (x, y) { return y.p - x.p; });
}

/** payOptions for the chance of a final total of at least `target`. */
export function targetOptions(rules: Rules, sc: Int16Array, extra: number, dice: ArrayLike<number>, rollsLeft: number, target: number): TargetOption[] {
  return payOptions(rules, sc, extra, dice, rollsLeft, function (total) { return total >= target ? 1 : 0; });
}
