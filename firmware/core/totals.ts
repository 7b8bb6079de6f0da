// Sums of one player's column and the ranking of all players (RULES.md section 2).
import type { Sheet } from "./boxes";
import { UPPER_BOXES, UPPER_TARGET } from "./boxes";
import { sortDescending } from "./sort";

export interface Totals {
  /** Sum of the upper boxes filled so far. */
  upper: number;
  bonus: number;
  upperTotal: number;
  /** Points still missing to UPPER_TARGET (0 once reached). */
  toGo: number;
  /** Deviation of the filled upper boxes from par (three of each face: 3, 6, ... 18). */
  par: number;
  /** Extra-Kniffel bonus points (already part of `lower`). */
  extra: number;
  /** Lower boxes plus extra-Kniffel points. */
  lower: number;
  grand: number;
}

/** Totals of the column sc[off .. off+n) with `extra` bonus points. */
export function columnTotals(sheet: Sheet, sc: Int16Array, off: number, extra: number): Totals {
  let upper = 0;
  let par = 0;
  let lower = extra;
  for (let b = 0; b < sheet.kinds.length; b++) {
    const v = sc[off + b];
    if (v < 0) continue;
    if (b < UPPER_BOXES) {
      upper += v;
      par += v - 3 * (b + 1);
    } else {
      lower += v;
    }
  }
  const bonus = upper >= UPPER_TARGET ? sheet.upperBonus : 0;
  return {
    upper: upper,
    bonus: bonus,
    upperTotal: upper + bonus,
    toGo: upper >= UPPER_TARGET ? 0 : UPPER_TARGET - upper,
    par: par,
    extra: extra,
    lower: lower,
    grand: upper + bonus + lower,
  };
}

export interface Place {
  player: number;
  total: number;
  /** 1-based place; equal totals share a place (1, 1, 3). */
  place: number;
}

/** Players ordered by total, highest first; ties keep seat order and share the place. */
export function rank(totals: number[]): Place[] {
  const out: Place[] = [];
  for (let p = 0; p < totals.length; p++) out.push({ player: p, total: totals[p], place: 0 });
  sortDescending(out, function (r) { return r.total; });
  for (let i = 0; i < out.length; i++) {
    out[i].place = i > 0 && out[i].total === out[i - 1].total ? out[i - 1].place : i + 1;
  }
  return out;
}
