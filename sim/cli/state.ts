// The sheet notation of `kniffel best`: one player's column as text.
//
//   STATE = "-"                      an empty sheet
//         | ENTRY ("," ENTRY)*       the filled boxes; every box not named is free
//   ENTRY = BOX "=" POINTS           e.g. sixes=24, kniffel=50, largeStraight=0 (struck)
//         | "extra=" POINTS          extra-Kniffel points banked (a multiple of the bonus)
//
// BOX is a box id of the rule set's sheet (as in the game log's order): ones twos threes
// fours fives sixes threeKind fourKind fullHouse smallStraight largeStraight kniffel chance;
// Yatzy: ones .. sixes onePair twoPairs threeKind fourKind smallStraight largeStraight
// fullHouse chance yatzy. POINTS must be a score the box can hold under the rules (sixes:
// 0, 6 .. 30; fullHouse: 0 or 25, ...). Ids are matched without regard to case.
import type { Rules, Sheet } from "../../firmware/core";
import { columnTotals, possiblePoints, sheetFor } from "../../firmware/core";

export interface SheetState {
  sc: Int16Array;
  /** Extra-Kniffel points banked. */
  extra: number;
}

/** A refusal: a message key of cli text.ts and its argument. */
export interface StateError {
  key: string;
  arg: string;
}

/** A column in the notation; a full one only where `full` allows it (a finished player's, for `chance`). */
export function parseState(text: string, rules: Rules, full = false): SheetState | StateError {
  const sheet = sheetFor(rules.game);
  const n = sheet.ids.length;
  const sc = new Int16Array(n).fill(-1);
  let extra = -1;
  const s = text.trim();
  if (s !== "-") {
    if (!s) return { key: "stateEmpty", arg: "" };
    for (const entry of s.split(",")) {
      const m = /^\s*([A-Za-z]+)\s*=\s*(\d{1,4})\s*$/.exec(entry);
      if (!m) return { key: "stateEntry", arg: entry };
      const id = m[1].toLowerCase();
      const v = +m[2];
      if (id === "extra") {
        if (extra >= 0) return { key: "stateTwice", arg: "extra" };
        extra = v;
        continue;
      }
      const b = sheet.ids.findIndex((x) => x.toLowerCase() === id);
      if (b < 0) return { key: "stateBox", arg: `${m[1]} (${sheet.ids.join(", ")})` };
      if (sc[b] >= 0) return { key: "stateTwice", arg: sheet.ids[b] };
      if (possiblePoints(sheet.kinds[b], rules).indexOf(v) < 0) return { key: "stateScore", arg: `${sheet.ids[b]}=${v}` };
      sc[b] = v;
    }
  }
  if (extra > 0) {
    const bonus = rules.extraKniffelBonus;
    if (rules.extraKniffel === "none" || extra % bonus !== 0 || sc[sheet.fiveBox] !== 50 || extra / bonus > n - 1) {
      return { key: "stateExtra", arg: String(extra) };
    }
  }
  if (!full && sc.every((v) => v >= 0)) return { key: "stateFull", arg: "" };
  return { sc, extra: Math.max(0, extra) };
}

/** A column in the notation (the inverse of parseState). */
export function formatState(sheet: Sheet, sc: Int16Array, off: number, extra: number): string {
  const parts: string[] = [];
  for (let b = 0; b < sheet.ids.length; b++) if (sc[off + b] >= 0) parts.push(`${sheet.ids[b]}=${sc[off + b]}`);
  if (extra) parts.push(`extra=${extra}`);
  return parts.length ? parts.join(",") : "-";
}

/** Points banked on the column (the grand total so far). */
export function banked(sheet: Sheet, st: SheetState): number {
  return columnTotals(sheet, st.sc, 0, st.extra).grand;
}
