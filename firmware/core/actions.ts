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
import { fail, GameError } from "./errors";

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
  // By hand: Espruino's RegExp has no {5} (a /^[1-6]{5}$/ never matched on the device).
  if (s.length !== 5) return fail("E_DICE", s);
  const d: number[] = [];
  for (let i = 0; i < 5; i++) d.push(s.charCodeAt(i) - 48);
  for (let i = 0; i < 5; i++) if (!(d[i] >= 1 && d[i] <= 6)) return fail("E_DICE", s);
  return d;
}

export function decodeAction(s: unknown): Action | GameError {
  if (typeof s !== "string") return fail("E_LOG", String(s));
  const c = s.charAt(0);
  const rest = s.slice(1);
  if (c === "r" || c === "d") {
    const d = parseDice(rest);
    if ("err" in d) return fail("E_LOG", s);
    return c === "r" ? { t: "roll", d: d } : { t: "set", d: d };
  }
  // 0, or 1-99 without a leading 0, by hand (Espruino's RegExp fails on an optional part followed by more).
  const number = rest.length >= 1 && rest.length <= 2 && (rest.length === 1 || rest.charAt(0) !== "0") && (rest.charCodeAt(0) - 48) >>> 0 <= 9 && (rest.length === 1 || (rest.charCodeAt(1) - 48) >>> 0 <= 9);
  if ((c === "h" || c === "s") && number) {
    return c === "h" ? { t: "hold", i: +rest } : { t: "score", b: +rest };
  }
  let m = /^p(\d{1,2})=(\d{1,2})(x?)$/.exec(s);
  if (m) return { t: "pts", b: +m[1], v: +m[2], x: m[3] === "x" };
  m = /^f(\d)\.(\d{1,2})=(\d{1,2})$/.exec(s);
  if (m) return { t: "fix", p: +m[1], b: +m[2], v: +m[3] };
  if (s === "u") return { t: "undo" };
  if (s === "e") return { t: "end" };
  return fail("E_LOG", s);
}
