// The game as a state machine: apply(game, action) validates first and then changes the one
// game object in place, or returns an error and changes nothing. Dice come in as data, so
// a game is its setup plus its log, and replaying the log rebuilds it exactly. Undo keeps
// only what the last entry changed (a few bytes), never a snapshot of the game.
// A build whose edition leaves out own dice or the roll-off (hal/features.ts:
// ED_REAL, ED_ROLLOFF) refuses or skips their actions and drops their code; elsewhere
// those constants do not exist and every action is played.
import type { Action } from "./actions";
import { decodeAction, encodeAction } from "./actions";
import type { Sheet } from "./boxes";
import { sheetFor } from "./boxes";
import type { GameError } from "./errors";
import { fail, isError } from "./errors";
import type { Placement } from "./placement";
import { newPlacement, place, Why, WHY_ERRORS } from "./placement";
import type { Rules } from "./rules";
import { possiblePoints } from "./points";
import { DICE } from "./scoring";
import type { Totals } from "./totals";
import { columnTotals } from "./totals";

export const MAX_PLAYERS = 8;
export const MAX_NAME = 12;
/** A computer seat's name may be longer: "Gerät 2 (Locker)". */
export const MAX_SEAT_NAME = 16;
/** Computer levels (coach/players.ts LEVELS). */
export const CPU_LEVELS = 4;
export const MAX_ROLLS = 3;
const ALL_HELD = 31; // (1 << DICE) - 1, written out: a bundle that plays no game drops a constant, not an expression

export enum Phase { RollOff, Play, Over }

export interface Setup {
  names: string[];
  rules: Rules;
  /** Roll for the start player first (ignored with one player). */
  rolloff: boolean;
  /** The players throw their own dice and enter them (a score block); absent: the device rolls. */
  real?: boolean;
  /**
   * Seats the device plays ("Gerät"): per seat its level (coach/players.ts LEVELS index), -1
   * a person; absent: people only. A build without the coach (ED_COACH) has none.
   */
  cpu?: number[];
}

export interface Game {
  setup: Setup;
  sheet: Sheet;
  np: number;
  /** Scores, player-major: sc[p * boxes + b], -1 = free. */
  sc: Int16Array;
  /** Extra-Kniffel bonuses awarded, per player. */
  xk: Uint8Array;
  ph: Phase;
  /** Whose turn it is (during the roll-off: who throws next). */
  cur: number;
  /** The start player, once known. */
  first: number;
  /** Entries made so far by all players. */
  turn: number;
  /** The five dice, 0 before the first roll of a turn. */
  dice: Uint8Array;
  /** Bit i set: die i is held. */
  held: number;
  /** Rolls used in this turn. */
  roll: number;
  /** Roll-off: the players still in it, the index of the next to throw, everyone's last sum. */
  ro: number[];
  ri: number;
  rs: Uint8Array;
  /**
   * The entry undo would take back: its box (-1: none), player, extra-Kniffel bonus (0 or 1),
   * and the turn before it: dice, held dice, rolls. (The device bundle shortens these names:
   * build/short-names.ts SHORTENED.)
   */
  undoBox: number;
  undoPlayer: number;
  undoBonus: number;
  undoDice: Uint8Array;
  undoHeld: number;
  undoRoll: number;
  /**
   * The actions so far, each as its short string (actions.ts), comma-separated ("" before the
   * first; logEntries splits it): on Espruino one string takes a variable per 10 or so
   * characters, an array two variables per entry.
   */
  log: string;
  /** Scratch result of the last evaluation (see options). */
  pl: Placement;
}

export function checkSetup(s: Setup): GameError | null {
  const n = s.names;
  if (!n || n.length < 1 || n.length > MAX_PLAYERS) return fail("E_PLAYERS");
  for (let i = 0; i < n.length; i++) {
    if (typeof n[i] !== "string" || n[i].length < 1 || n[i].length > MAX_SEAT_NAME) return fail("E_PLAYERS");
  }
  const cpu = s.cpu;
  // (A build without the coach never sets it: the journal and the setup screens leave it out.)
  if (cpu === undefined || !(typeof ED_COACH !== "boolean" || ED_COACH)) return null;
  if (!Array.isArray(cpu) || cpu.length !== n.length) return fail("E_PLAYERS");
  for (let i = 0; i < cpu.length; i++) if (!(cpu[i] >= -1 && cpu[i] < CPU_LEVELS && cpu[i] === Math.floor(cpu[i]))) return fail("E_PLAYERS");
  return null;
}

/** Whether the device plays seat p. */
export function isCpu(g: Game, p: number): boolean {
  return (typeof ED_COACH !== "boolean" || ED_COACH) && !!g.setup.cpu && g.setup.cpu[p] >= 0;
}

/** Whether any seat is the device's. */
export function hasCpu(s: Setup): boolean {
  if (!s.cpu) return false;
  for (let i = 0; i < s.cpu.length; i++) if (s.cpu[i] >= 0) return true;
  return false;
}

export function newGame(setup: Setup): Game | GameError {
  const bad = checkSetup(setup);
  if (bad) return bad;
  const sheet = sheetFor(setup.rules.game);
  const np = setup.names.length;
  const rolloff = (typeof ED_ROLLOFF !== "boolean" || ED_ROLLOFF) && setup.rolloff && np > 1;
  const ro: number[] = [];
  if (rolloff) for (let p = 0; p < np; p++) ro.push(p);
  const sc = new Int16Array(np * sheet.kinds.length);
  sc.fill(-1);
  const copy: Setup = setup.real ? { names: setup.names.slice(), rules: setup.rules, rolloff: rolloff, real: true }
    : { names: setup.names.slice(), rules: setup.rules, rolloff: rolloff };
  if ((typeof ED_COACH !== "boolean" || ED_COACH) && hasCpu(setup)) copy.cpu = (setup.cpu as number[]).slice();
  return {
    setup: copy,
    sheet: sheet,
    np: np,
    sc: sc,
    xk: new Uint8Array(np),
    ph: rolloff ? Phase.RollOff : Phase.Play,
    cur: 0,
    first: rolloff ? -1 : 0,
    turn: 0,
    dice: new Uint8Array(DICE),
    held: 0,
    roll: 0,
    ro: ro,
    ri: 0,
    rs: new Uint8Array(np),
    undoBox: -1,
    undoPlayer: 0,
    undoBonus: 0,
    undoDice: new Uint8Array(DICE),
    undoHeld: 0,
    undoRoll: 0,
    log: "",
    pl: newPlacement(),
  };
}

export function boxCount(g: Game): number {
  return g.sheet.kinds.length;
}

/** Evaluates the current dice for the current player; valid after the first roll of a turn. */
export function options(g: Game): Placement {
  return place(g.sheet, g.setup.rules, g.sc, g.cur * boxCount(g), g.dice, g.pl);
}

export function playerTotals(g: Game, p: number): Totals {
  return columnTotals(g.sheet, g.sc, p * boxCount(g), g.xk[p] * (typeof RULE_BONUS === "number" ? RULE_BONUS : g.setup.rules.extraKniffelBonus));
}

/** True when the game ended because every box of every player is filled. */
export function isComplete(g: Game): boolean {
  return g.turn === g.np * boxCount(g);
}

function validDice(d: ArrayLike<number>): boolean {
  if (!d || d.length !== DICE) return false;
  for (let i = 0; i < DICE; i++) if (!(d[i] >= 1 && d[i] <= 6 && d[i] === Math.floor(d[i]))) return false;
  return true;
}

function rollOffThrow(g: Game, d: ArrayLike<number>): void {
  let sum = 0;
  for (let i = 0; i < DICE; i++) sum += d[i];
  g.rs[g.cur] = sum;
  g.dice.set(d);
  g.ri++;
  if (g.ri < g.ro.length) {
    g.cur = g.ro[g.ri];
    return;
  }
  let best = 0;
  for (let i = 0; i < g.ro.length; i++) if (g.rs[g.ro[i]] > best) best = g.rs[g.ro[i]];
  const tied = g.ro.filter(function (p) { return g.rs[p] === best; });
  g.ri = 0;
  g.ro = tied;
  g.cur = tied[0];
  if (tied.length === 1) {
    g.first = tied[0];
    g.ph = Phase.Play;
    g.dice.fill(0);
  }
}

function roll(g: Game, d: ArrayLike<number>): GameError | null {
  if (!validDice(d)) return fail("E_DICE", String(d));
  if ((typeof ED_ROLLOFF !== "boolean" || ED_ROLLOFF) && g.ph === Phase.RollOff) {
    rollOffThrow(g, d);
    return null;
  }
  if (g.roll >= MAX_ROLLS) return fail("E_NO_ROLLS");
  if (g.held === ALL_HELD) return fail("E_ALL_HELD");
  for (let i = 0; i < DICE; i++) if (g.held & (1 << i) && d[i] !== g.dice[i]) return fail("E_HELD_CHANGED");
  g.dice.set(d);
  g.roll++;
  g.undoBox = -1;
  return null;
}

/**
 * Dice thrown by hand: in the roll-off a throw; in play the dice of the turn, which may be
 * entered again (corrected) until they go into a box. No rolls remain after them.
 */
function enterDice(g: Game, d: ArrayLike<number>): GameError | null {
  if (!validDice(d)) return fail("E_DICE", String(d));
  if ((typeof ED_ROLLOFF !== "boolean" || ED_ROLLOFF) && g.ph === Phase.RollOff) {
    rollOffThrow(g, d);
    return null;
  }
  g.dice.set(d);
  g.held = 0;
  g.roll = MAX_ROLLS;
  g.undoBox = -1;
  return null;
}

/** The entry of `pts` (and an extra-Kniffel bonus) in box b, ending the turn. */
function enter(g: Game, b: number, pts: number, bonus: boolean): null {
  g.sc[g.cur * boxCount(g) + b] = pts;
  g.undoBonus = bonus ? 1 : 0;
  g.xk[g.cur] += g.undoBonus;
  g.undoBox = b;
  g.undoPlayer = g.cur;
  g.undoDice.set(g.dice);
  g.undoHeld = g.held;
  g.undoRoll = g.roll;
  g.turn++;
  g.dice.fill(0);
  g.held = 0;
  g.roll = 0;
  if (isComplete(g)) g.ph = Phase.Over;
  else g.cur = (g.cur + 1) % g.np;
  return null;
}

function validBox(g: Game, b: number): boolean {
  return b >= 0 && b < boxCount(g) && b === Math.floor(b);
}

function score(g: Game, b: number): GameError | null {
  if (g.roll === 0) return fail("E_NOT_ROLLED");
  if (!validBox(g, b)) return fail("E_BOX");
  const pl = options(g);
  if (pl.why[b] !== Why.Ok) return fail(WHY_ERRORS[pl.why[b]]);
  return enter(g, b, pl.pts[b], pl.bonus > 0);
}

/** Whether points `v` fit box b (a value some roll or an extra Kniffel can give there). */
function fits(g: Game, b: number, v: number): boolean {
  return possiblePoints(g.sheet.kinds[b], g.setup.rules).indexOf(v) >= 0;
}

/** Points entered directly (own dice): any free box, any value it can hold, and the bonus. */
function enterPoints(g: Game, b: number, v: number, x: boolean): GameError | null {
  if (!validBox(g, b)) return fail("E_BOX");
  if (g.sc[g.cur * boxCount(g) + b] >= 0) return fail("E_FILLED");
  if (!fits(g, b, v)) return fail("E_POINTS", String(v));
  if (x && !(g.setup.rules.extraKniffel !== "none" && g.sc[g.cur * boxCount(g) + g.sheet.fiveBox] > 0)) return fail("E_NO_BONUS");
  return enter(g, b, v, x);
}

/** A correction (own dice): a filled box of any player now holds v. */
function fix(g: Game, p: number, b: number, v: number): GameError | null {
  if (!(p >= 0 && p < g.np && p === Math.floor(p)) || !validBox(g, b)) return fail("E_BOX");
  if (g.sc[p * boxCount(g) + b] < 0) return fail("E_NOT_FILLED");
  if (!fits(g, b, v)) return fail("E_POINTS", String(v));
  g.sc[p * boxCount(g) + b] = v;
  return null;
}

/** Takes back the last entry: the same player gets the same dice, holds and rolls back. */
function undo(g: Game): void {
  g.sc[g.undoPlayer * boxCount(g) + g.undoBox] = -1;
  g.xk[g.undoPlayer] -= g.undoBonus;
  g.turn--;
  g.cur = g.undoPlayer;
  g.dice.set(g.undoDice);
  g.held = g.undoHeld;
  g.roll = g.undoRoll;
  g.ph = Phase.Play;
  g.undoBox = -1;
}

function validate(g: Game, a: Action): GameError | null {
  // Undo is a person's: a computer's entry stands.
  if (a.t === "undo") return g.undoBox < 0 || isCpu(g, g.undoPlayer) ? fail("E_NO_UNDO") : null;
  if ((a.t === "set" || a.t === "pts" || a.t === "fix") && !((typeof ED_REAL !== "boolean" || ED_REAL) && g.setup.real)) return fail("E_DEVICE_DICE");
  if (a.t === "fix") return g.ph === Phase.RollOff ? fail("E_ROLLOFF") : null; // also after the end
  if (g.ph === Phase.Over) return fail("E_OVER");
  if (a.t === "roll" && g.setup.real) return fail("E_OWN_DICE");
  if (g.ph === Phase.RollOff && a.t !== "roll" && a.t !== "set" && a.t !== "end") return fail("E_ROLLOFF");
  if (a.t === "hold") {
    if (g.roll === 0) return fail("E_NOT_ROLLED");
    if (g.roll >= MAX_ROLLS) return fail("E_NO_ROLLS");
    if (!(a.i >= 0 && a.i < DICE && a.i === Math.floor(a.i))) return fail("E_DIE");
  }
  return null;
}

/** Applies one action. On success changes `g` and logs the action; on error changes nothing. */
export function apply(g: Game, a: Action): GameError | null {
  let e = validate(g, a);
  if (e) return e;
  switch (a.t) {
    case "roll": e = roll(g, a.d); break;
    // Own dice (refused above where the build has none: ED_REAL).
    case "set": if ((typeof ED_REAL !== "boolean" || ED_REAL)) e = enterDice(g, a.d); break;
    case "pts": if ((typeof ED_REAL !== "boolean" || ED_REAL)) e = enterPoints(g, a.b, a.v, a.x); break;
    case "fix": if ((typeof ED_REAL !== "boolean" || ED_REAL)) e = fix(g, a.p, a.b, a.v); break;
    case "hold": g.held ^= 1 << a.i; break;
    case "score": e = score(g, a.b); break;
    case "undo": undo(g); break;
    case "end": g.ph = Phase.Over; g.undoBox = -1; break;
  }
  if (!e) g.log += (g.log ? "," : "") + encodeAction(a);
  return e;
}

/** The entries of g's log, in order. */
export function logEntries(g: Game): string[] {
  return g.log ? g.log.split(",") : [];
}

/** Rebuilds a game from its setup and log; an error names the log entry (0-based) that failed. */
export function replay(setup: Setup, log: unknown[]): Game | GameError {
  const g = newGame(setup);
  if (isError(g)) return g;
  for (let i = 0; i < log.length; i++) {
    const a = decodeAction(log[i]);
    const e = isError(a) ? a : apply(g, a);
    if (e) return { err: e.err, arg: e.arg, at: i };
  }
  return g;
}
