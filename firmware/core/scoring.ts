// Scoring of one box for one roll, in an empty context (RULES.md sections 2 and 5).
// Rolls are handled as face counts: cnt[v] = how many dice show v (index 0 unused), which
// makes every condition a small loop and allocates nothing.
import { Kind } from "./boxes";
import type { Rules } from "./rules";

export const DICE = 5;

/** Fills cnt[1..6] from five dice and returns their sum. */
export function countFaces(dice: ArrayLike<number>, cnt: Uint8Array): number {
  let sum = 0;
  cnt.fill(0);
  for (let i = 0; i < DICE; i++) {
    cnt[dice[i]]++;
    sum += dice[i];
  }
  return sum;
}

/** The face shown at least `n` times (the highest such face), or 0. */
export function faceWith(cnt: Uint8Array, n: number): number {
  for (let v = 6; v > 0; v--) if (cnt[v] >= n) return v;
  return 0;
}

/** Length of the longest run of consecutive faces present. */
export function longestRun(cnt: Uint8Array): number {
  let best = 0;
  let run = 0;
  for (let v = 1; v <= 6; v++) {
    run = cnt[v] ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** Three of one face and two of another. */
export function isFullHouse(cnt: Uint8Array): boolean {
  let three = false;
  let two = false;
  for (let v = 1; v <= 6; v++) {
    if (cnt[v] === 3) three = true;
    else if (cnt[v] === 2) two = true;
  }
  return three && two;
}

/** Full house score in Kniffel/Yahtzee under the house-rule switches. */
function kniffelFullHouse(cnt: Uint8Array, sum: number, rules: Rules): number {
  // Each rule is a constant in a build with fixed rules (fixed.ts).
  const fits = isFullHouse(cnt) || ((typeof RULE_KIF === "boolean" ? RULE_KIF : rules.kniffelIsFullHouse) && faceWith(cnt, 5) > 0);
  if (!fits) return 0;
  return (typeof RULE_FH_SUM === "boolean" ? RULE_FH_SUM : rules.fullHouseScoresSum) ? sum : 25;
}

/** The score of a box of `kind` for the roll `cnt`/`sum`, with no extra-Kniffel effects. */
export function baseScore(kind: Kind, cnt: Uint8Array, sum: number, rules: Rules): number {
  if (kind <= Kind.Sixes) return cnt[kind + 1] * (kind + 1);
  switch (kind) {
    case Kind.ThreeKind: return faceWith(cnt, 3) ? sum : 0;
    case Kind.FourKind: return faceWith(cnt, 4) ? sum : 0;
    case Kind.FullHouse: return kniffelFullHouse(cnt, sum, rules);
    case Kind.SmallStraight: return longestRun(cnt) >= 4 ? 30 : 0;
    case Kind.LargeStraight: return longestRun(cnt) === 5 ? 40 : 0;
    case Kind.Kniffel: return faceWith(cnt, 5) ? 50 : 0;
    case Kind.Chance: return sum;
  }
  // Yatzy's boxes: left out of a build whose fixed rules are Kniffel's (fixed.ts).
  if (typeof RULE_GAME === "string" && RULE_GAME !== "yatzy") return 0;
  switch (kind) {
    case Kind.OnePair: return 2 * faceWith(cnt, 2);
    case Kind.TwoPairs: {
      const high = faceWith(cnt, 2);
      let low = 0;
      for (let v = high - 1; v > 0 && !low; v--) if (cnt[v] >= 2) low = v;
      return low ? 2 * (high + low) : 0;
    }
    case Kind.YThreeKind: return 3 * faceWith(cnt, 3);
    case Kind.YFourKind: return 4 * faceWith(cnt, 4);
    case Kind.YSmallStraight: return cnt[6] === 0 && longestRun(cnt) === 5 ? 15 : 0;
    case Kind.YLargeStraight: return cnt[1] === 0 && longestRun(cnt) === 5 ? 20 : 0;
    case Kind.YFullHouse: return isFullHouse(cnt) ? sum : 0;
    case Kind.Yatzy: return faceWith(cnt, 5) ? 50 : 0;
  }
  return 0;
}

/**
 * The value of a lower box when a five-equal roll is played as a joker (RULES.md section 3):
 * the box counts as made, at its full value.
 */
export function jokerScore(kind: Kind, sum: number, rules: Rules): number {
  switch (kind) {
    case Kind.FullHouse: return (typeof RULE_FH_SUM === "boolean" ? RULE_FH_SUM : rules.fullHouseScoresSum) ? sum : 25;
    case Kind.SmallStraight: return 30;
    case Kind.LargeStraight: return 40;
    case Kind.Kniffel: return 50;
  }
  return sum;
}

/** The highest score a box of `kind` can give under `rules` (RULES.md section 3). */
export function boxMaximum(kind: Kind, rules: Rules): number {
  if (kind <= Kind.Sixes) return 5 * (kind + 1);
  switch (kind) {
    case Kind.FullHouse:
      if (!(typeof RULE_FH_SUM === "boolean" ? RULE_FH_SUM : rules.fullHouseScoresSum)) return 25;
      return (typeof RULE_KIF === "boolean" ? RULE_KIF : rules.kniffelIsFullHouse) ? 30 : 28;
    case Kind.SmallStraight: return 30;
    case Kind.LargeStraight: return 40;
    case Kind.Kniffel: return 50;
    case Kind.OnePair: return 12;
    case Kind.TwoPairs: return 22;
    case Kind.YThreeKind: return 18;
    case Kind.YFourKind: return 24;
    case Kind.YSmallStraight: return 15;
    case Kind.YLargeStraight: return 20;
    case Kind.YFullHouse: return 28;
    case Kind.Yatzy: return 50;
  }
  return 30; // three/four of a kind and chance: five sixes
}
