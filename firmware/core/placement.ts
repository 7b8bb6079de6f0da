// Where the current dice may be entered, and for how much (RULES.md sections 2 and 3):
// the strike rule, the four readings of a second and later Kniffel, and their bonus.
import type { Sheet } from "./boxes";
import { isUpper, Kind, UPPER_BOXES } from "./boxes";
import type { ErrCode } from "./errors";
import type { Rules } from "./rules";
import { baseScore, boxMaximum, countFaces, faceWith, jokerScore } from "./scoring";

/** Why a box cannot take the roll now; Ok means it can. */
export enum Why { Ok, Filled, ForcedUpper, JokerLower, NoStrike, MustFit }

/**
 * Error code (and message key) for each Why, in Why order. (A constant list: made at each
 * call it would spare the Bangle.js 1 some 17 variables, but cost the Pixl.js's full code 20 bytes.)
 */
export const WHY_ERRORS: ErrCode[] = ["E_BOX", "E_FILLED", "E_FORCED_UPPER", "E_JOKER_LOWER", "E_NO_STRIKE", "E_MUST_FIT"];

/** A reusable result buffer, so that evaluating a roll allocates nothing. */
export interface Placement {
  /** Per box: the points an entry there would score (-1 for a filled box). */
  pts: Int16Array;
  /** Per box: Why.Ok or the reason the box is not allowed now. */
  why: Uint8Array;
  /** Extra-Kniffel bonus points that any allowed entry adds (0 if none). */
  bonus: number;
  cnt: Uint8Array;
}

export function newPlacement(): Placement {
  return { pts: new Int16Array(15), why: new Uint8Array(15), bonus: 0, cnt: new Uint8Array(7) };
}

/** How a roll is placed; chosen once per evaluation, then applied box by box. */
enum Mode { Ordinary, AtMaximum, MustFit, ForcedUpper, JokerLower }

/** Does a free box meet the roll's condition? (Used by the strike rule and mustFit.) */
function fits(mode: Mode, k: Kind, b: number, upper: number, pts: number, rules: Rules): boolean {
  if (mode === Mode.MustFit) {
    return b === upper || k === Kind.ThreeKind || k === Kind.FourKind || k === Kind.Chance ||
      (k === Kind.FullHouse && (typeof RULE_KIF === "boolean" ? RULE_KIF : rules.kniffelIsFullHouse));
  }
  // Ordinary: upper boxes and Chance always fit, other boxes when they score.
  return isUpper(k) || k === Kind.Chance || pts > 0;
}

/**
 * Does a five-equal roll on this sheet (a player's column sc[off ..]) follow a reading of a
 * second Kniffel (RULES.md section 3)? Only while the Kniffel box is filled, never in Yatzy,
 * and without a 50 in it only under the joker reading. Otherwise it is placed like any roll.
 */
export function laterKniffel(sheet: Sheet, rules: Rules, sc: Int16Array, off: number): boolean {
  const fiveBox = sc[off + sheet.fiveBox];
  const reading = typeof RULE_EXTRA === "string" ? RULE_EXTRA : rules.extraKniffel;
  return fiveBox >= 0 && reading !== "none" && (fiveBox > 0 || reading === "joker");
}

/**
 * Evaluates `dice` against the sheet of one player (boxes sc[off .. off+n), -1 = free).
 * The result is written into and returned as `out`.
 */
export function place(sheet: Sheet, rules: Rules, sc: Int16Array, off: number, dice: ArrayLike<number>, out: Placement): Placement {
  const kinds = sheet.kinds;
  const n = kinds.length;
  const cnt = out.cnt;
  const sum = countFaces(dice, cnt);
  const face = faceWith(cnt, 5);
  const upper = face - 1; // the upper box matching a five-equal roll
  const fiveBox = sc[off + sheet.fiveBox];
  // Each rule is a constant in a build with fixed rules (fixed.ts).
  const reading = typeof RULE_EXTRA === "string" ? RULE_EXTRA : rules.extraKniffel;
  const strike = typeof RULE_STRIKE === "boolean" ? RULE_STRIKE : rules.voluntaryStrike;
  const has50 = fiveBox > 0;
  let mode = Mode.Ordinary;
  out.bonus = 0;

  if (face && laterKniffel(sheet, rules, sc, off)) {
    if (reading === "freeChoice") mode = Mode.AtMaximum;
    else if (reading === "mustFit") mode = Mode.MustFit;
    // Forced placement (upperFirst, joker): the matching upper box, else any lower box as a
    // joker, else strike an upper box. It overrides voluntaryStrike.
    else mode = sc[off + upper] < 0 ? Mode.ForcedUpper : Mode.JokerLower;
    // The bonus needs a 50 in the Kniffel box; upperFirst pays it only in the upper box.
    if (has50 && (reading !== "upperFirst" || mode === Mode.ForcedUpper)) out.bonus = typeof RULE_BONUS === "number" ? RULE_BONUS : rules.extraKniffelBonus;
  }

  // Pre-pass: is some free box one the roll fits (strike rule, mustFit), is a lower box free?
  let fitFree = false;
  let lowerFree = false;
  // Each free box's points are worked out once, here, and kept in out.pts.
  for (let b = 0; b < n; b++) {
    if (sc[off + b] >= 0) continue;
    if (b >= UPPER_BOXES) lowerFree = true;
    out.pts[b] = baseScore(kinds[b], cnt, sum, rules);
    if (!fitFree && fits(mode, kinds[b], b, upper, out.pts[b], rules)) fitFree = true;
  }

  for (let b = 0; b < n; b++) {
    if (sc[off + b] >= 0) {
      out.pts[b] = -1;
      out.why[b] = Why.Filled;
      continue;
    }
    const k = kinds[b];
    let pts = out.pts[b];
    let why = Why.Ok;
    if (mode === Mode.AtMaximum) {
      pts = boxMaximum(k, rules);
    } else if (mode === Mode.MustFit) {
      if (!fits(mode, k, b, upper, pts, rules)) {
        pts = 0;
        if (fitFree && !strike) why = Why.MustFit;
      }
    } else if (mode === Mode.ForcedUpper) {
      if (b !== upper) why = Why.ForcedUpper;
    } else if (mode === Mode.JokerLower) {
      if (isUpper(k)) {
        pts = 0;
        if (lowerFree) why = Why.JokerLower;
      } else {
        pts = jokerScore(k, sum, rules);
      }
    } else if (fitFree && !strike && !fits(mode, k, b, upper, pts, rules)) {
      // Without voluntaryStrike a box the roll does not fit takes a 0 only when none fits.
      why = Why.NoStrike;
    }
    out.pts[b] = pts;
    out.why[b] = why;
  }
  return out;
}
