// Actions are plain data. In the game log each is a short string, so that a whole game
// serialises to a few hundred bytes of JSON and replays exactly:
//   "r12345"  a roll result: all five dice, held ones unchanged (also a roll-off throw)
//   "d12345"  dice thrown by hand and entered (a game with the players' own dice)
//   "p8=25"   points entered directly in box 8 ("p4=25x": with an extra-Kniffel bonus)
//   "f1.4=12" a correction: box 4 of player 1 now holds 12
//   "h2"      hold or release die 2 (0-based)
//   "s11"     enter the dice in box 11 (0-based sheet order)
//   "u"       undo the last entry
//   "e"       end the game now
import { readDecimal } from "./digits";
import { find } from "./strings";
import type { GameError } from "./errors";
import { fail } from "./errors";

export type Action =
  | { t: "roll"; d: ArrayLike<number> }
  | { t: "set"; d: ArrayLike<number> }
  | { t: "pts"; b: number; v: number; x: boolean }
  | { t: "fix"; p: number; b: number; v: number }
  | { t: "hold"; i: number }
  | { t: "score"; b: number }
  | { t: "undo" }
  | { t: "end" };

export function encodeAction(a: Action): string {
  switch (a.t) {
    case "roll": return "r" + a.d[0] + a.d[1] + a.d[2] + a.d[3] + a.d[4];
    case "set": return "d" + a.d[0] + a.d[1] + a.d[2] + a.d[3] + a.d[4];
    case "pts": return "p" + a.b + "=" + a.v + (a.x ? "x" : "");
    case "fix": return "f" + a.p + "." + a.b + "=" + a.v;
    case "hold": return "h" + a.i;
    case "score": return "s" + a.b;
    case "undo": return "u";
    case "end": return "e";
  }
}

/** Five dice from a text like "66662", or an error naming the text. */
export function parseDice(s: string): number[] | GameError {
  if (s.length !== 5) return fail("E_DICE", s);
  const d: number[] = [];
  for (let i = 0; i < 5; i++) {
    const v = s.charCodeAt(i) - 48;
    if (!(v >= 1 && v <= 6)) return fail("E_DICE", s);
    d.push(v);
  }
  return d;
}

export function decodeAction(s: unknown): Action | GameError {
  if (typeof s !== "string") return fail("E_LOG", String(s));
  const c = s.substring(0, 1);
  const rest = s.slice(1);
  if (c === "r" || c === "d") {
    const d = parseDice(rest);
    if ("err" in d) return fail("E_LOG", s);
    return c === "r" ? { t: "roll", d: d } : { t: "set", d: d };
  }
  if (c === "h" || c === "s") {
    // 0 to 99 without a leading zero
    const n = rest.length > 1 && rest.substring(0, 1) === "0" ? -1 : readDecimal(rest, 0, rest.length, 2);
    if (n >= 0) return c === "h" ? { t: "hold", i: n } : { t: "score", b: n };
  }
  const eq = find(s, "=", 0);
  if (c === "p") {
    // p<box>=<points>[x]: 1-2 digits each
    const x = s.substring(s.length - 1) === "x";
    const b = readDecimal(s, 1, eq, 2);
    const v = readDecimal(s, eq + 1, x ? s.length - 1 : s.length, 2);
    if (eq > 0 && b >= 0 && v >= 0) return { t: "pts", b: b, v: v, x: x };
  }
  if (c === "f") {
    // f<player>.<box>=<points>: 1, 1-2 and 1-2 digits
    const dot = find(s, ".", 0);
    const p = readDecimal(s, 1, dot, 1);
    const b = readDecimal(s, dot + 1, eq, 2);
    const v = readDecimal(s, eq + 1, s.length, 2);
    if (dot > 0 && p >= 0 && b >= 0 && v >= 0) return { t: "fix", p: p, b: b, v: v };
  }
  if (s === "u") return { t: "undo" };
  if (s === "e") return { t: "end" };
  return fail("E_LOG", s);
}
