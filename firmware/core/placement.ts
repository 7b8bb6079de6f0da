// Where the current dice may be entered, and for how much (RULES.md sections 2 and 3):
// the strike rule, the four readings of a second and later Kniffel, and their bonus.
import { isUpper, Kind, Sheet, UPPER_BOXES } from "./boxes";
import { ErrCode } from "./errors";
import { Rules } from "./rules";
import { baseScore, boxMaximum, countFaces, faceWith, jokerScore } from "./scoring";

/** Why a box cannot take the roll now; Ok means it can. */
export enum Why { Ok, Filled, ForcedUpper, JokerLower, NoStrike, MustFit }

/** Error code (and message key) for each Why, in Why order. */
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

/** Marks every free box of `pts`/`why` as allowed at `score(box)` when `ok(box)`, else `no`. */
function mark(out: Placement, sc: Int16Array, off: number, n: number, ok: (b: number) => boolean, no: Why, score: (b: number) => number): void {
  for (let b = 0; b < n; b++) {
    if (sc[off + b] >= 0) continue;
    out.pts[b] = score(b);
    out.why[b] = ok(b) ? Why.Ok : no;
  }
}

function anyFree(sc: Int16Array, off: number, from: number, to: number, skip: number): boolean {
  for (let b = from; b < to; b++) if (b !== skip && sc[off + b] < 0) return true;
  return false;
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
  const fiveBox = off + sheet.fiveBox;
  for (let b = 0; b < n; b++) {
    out.pts[b] = -1;
    out.why[b] = Why.Filled;
  }
  out.bonus = 0;
  const base = function (b: number): number { return baseScore(kinds[b], cnt, sum, rules); };

  // A second or later Kniffel: five equal while the Kniffel box is filled (never in Yatzy).
  const mode = rules.extraKniffel;
  if (face && sc[fiveBox] >= 0 && mode !== "none") {
    const has50 = sc[fiveBox] > 0;
    const upper = face - 1; // the matching upper box
    if (mode === "freeChoice" && has50) {
      out.bonus = rules.extraKniffelBonus;
      mark(out, sc, off, n, function () { return true; }, Why.Ok, function (b) { return boxMaximum(kinds[b], rules); });
      return out;
    }
    if (mode === "mustFit" && has50) {
      out.bonus = rules.extraKniffelBonus;
      const fits = function (b: number): boolean {
        const k = kinds[b];
        return b === upper || k === Kind.ThreeKind || k === Kind.FourKind || k === Kind.Chance ||
          (k === Kind.FullHouse && rules.kniffelIsFullHouse);
      };
      let fitFree = false;
      for (let b = 0; b < n; b++) if (sc[off + b] < 0 && fits(b)) fitFree = true;
      mark(out, sc, off, n, function (b) { return fits(b) || !fitFree || rules.voluntaryStrike; }, Why.MustFit,
        function (b) { return fits(b) ? base(b) : 0; });
      return out;
    }
    if (mode === "joker" || (mode === "upperFirst" && has50)) {
      // Forced placement: the matching upper box, else any lower box as a joker, else strike
      // an upper box. It overrides voluntaryStrike.
      const lowerFree = anyFree(sc, off, UPPER_BOXES, n, -1);
      if (sc[off + upper] < 0) {
        out.bonus = has50 ? rules.extraKniffelBonus : 0;
        mark(out, sc, off, n, function (b) { return b === upper; }, Why.ForcedUpper, base);
      } else {
        out.bonus = has50 && mode === "joker" ? rules.extraKniffelBonus : 0;
        mark(out, sc, off, n, function (b) { return !isUpper(kinds[b]) || !lowerFree; }, Why.JokerLower,
          function (b) { return isUpper(kinds[b]) ? 0 : jokerScore(kinds[b], sum, rules); });
      }
      return out;
    }
  }

  // The ordinary case. Without voluntaryStrike a lower box whose condition is not met may
  // take a 0 only when no free box fits; upper boxes and Chance always fit.
  let fitFree = rules.voluntaryStrike;
  for (let b = 0; b < n && !fitFree; b++) {
    if (sc[off + b] < 0 && (isUpper(kinds[b]) || kinds[b] === Kind.Chance || base(b) > 0)) fitFree = true;
  }
  mark(out, sc, off, n, function (b) { return !fitFree || rules.voluntaryStrike || isUpper(kinds[b]) || out.pts[b] > 0; },
    Why.NoStrike, base);
  return out;
}
