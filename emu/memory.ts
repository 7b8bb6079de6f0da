// Memory on the real firmware: process.memory().usage (after a garbage collection) on every
// screen, over whole games, over many games in a row and over random input. Shared by the
// firmware test (test/firmware/memory.test.ts) and `npm run bench` (build/bench/firmware.ts),
// which pass in the installed watch (the test run's, or one the bench installs itself).
import { boardBuild } from "../build/boards";
import { inCircle } from "../sim/display/palette";
import { sfc32 } from "../sim/rng";
import { diceTaps } from "../sim/harness";
import { Lockstep } from "./lockstep";
import type { Watch } from "./watch";

/**
 * A board's heap budgets in variables (espruino.config.json budgets.heap): `max` without the
 * coach, per screen and after every turn (the game's own heap), its `target`, `coach` with
 * the coach loaded, `random` after any random input (which may load the coach); `vars`, the
 * firmware's variables in all.
 */
export function heapBudget(board: string): { max: number; target: number; coach: number; random: number; vars: number } {
  const b = boardBuild(board);
  const heap = b.budgets.heap;
  const coach = heap.coach ?? heap.max;
  return { max: heap.max, target: heap.target, coach: coach, random: heap.random ?? coach, vars: b.jsVars };
}

/** A visit: usage where the screen was entered from, on the screen, and back where it was left to. */
export interface Visit {
  screen: string;
  from: string;
  before: number;
  peak: number;
  after: number;
}

export interface Tour {
  players: number;
  /** Peak usage per screen (the simulator's screen id, which the watch shows pixel for pixel). */
  peaks: { [screen: string]: number };
  visits: Visit[];
}


/** Usage after GC, noted as the peak of the screen the simulator (and so the watch) shows. */
class Meter {
  readonly peaks: { [screen: string]: number } = {};
  readonly visits: Visit[] = [];
  constructor(readonly l: Lockstep) {}

  note(): number {
    const u = this.l.watch.usage();
    const s = this.l.p.screen;
    this.peaks[s] = Math.max(this.peaks[s] ?? 0, u);
    return u;
  }

  /** Enters screen `id` by `enter`, runs `inside`, leaves by `leave`; records the visit. */
  visit(id: string, enter: () => void, leave: () => void, inside: () => void = () => {}): void {
    const from = this.l.p.screen;
    const before = this.note();
    enter();
    if (this.l.p.screen !== id) throw new Error(`expected screen ${id}, the app shows ${this.l.p.screen}`);
    let peak = this.note();
    inside();
    peak = Math.max(peak, this.note());
    leave();
    if (this.l.p.screen !== from) throw new Error(`leaving ${id}: expected ${from}, the app shows ${this.l.p.screen}`);
    this.visits.push({ screen: id, from, before, peak, after: this.note() });
  }
}

/** Moves a menu's cursor to line `i` (down presses, wrapping). */
function cursorTo(l: Lockstep, i: number): void {
  for (let guard = 0; l.p.dump.cur !== i; guard++) {
    if (guard > 12) throw new Error(`menu cursor does not reach ${i} on ${l.p.screen}`);
    l.press("down");
  }
}

/** One turn with the watch's dice: roll once, open the sheet, enter the box it proposes (confirming a 0). */
export function playTurn(l: Lockstep): void {
  if (l.p.screen === "handover") l.press("ok");
  l.tap(...diceTaps(l.board).roll);
  if (l.p.screen === "dice") l.tap(...diceTaps(l.board).sheet);
  l.press("ok");
  if (l.p.screen === "ask") l.press("ok");
}

/** From the dice screen (nothing rolled, a box filled): game menu, "Spiel beenden", yes: the rank. */
export function endGame(l: Lockstep): void {
  l.press("back", true);
  cursorTo(l, 3); // Rückgängig, Übersicht, Regeln, Spiel beenden
  l.press("ok");
  if (l.p.screen !== "ask") throw new Error("expected the question to end the game, the app shows " + l.p.screen);
  l.press("ok");
  if ((l.p.screen as string) !== "rank") throw new Error("expected the rank, the app shows " + l.p.screen);
}

/** More than one player: the handover to the player at turn, noted and passed. */
function handover(l: Lockstep, m: Meter): void {
  if (l.p.screen !== "handover") return;
  m.note();
  l.press("ok");
}

/**
 * Every screen once (the coach's screens aside), for `players` players, from a watch just
 * started: title, rules, statistics, settings, setup, names, name editor, dice, sheet, game
 * menu, overview, handover, rank and the result menu; then a game with own dice: dice
 * entry, points entered directly, corrections. Each visit returns to where it came from.
 * The game with the watch's dice is played for `turns` turns (at least one round, so every
 * handover is seen) and then ended from the game menu, which shows the same rank as a game
 * played out (whole games are measured by gameRounds).
 */
export function screenTour(watch: Watch, players: number, turns = players + 1, seed = 1): Tour {
  const l = new Lockstep(`memory-${players}p`, seed, false, { watch });
  const m = new Meter(l);
  const back = () => l.press("back");
  m.note(); // title
  cursorTo(l, 1);
  m.visit("rules", () => l.press("ok"), back, () => l.times("down", 3));
  cursorTo(l, 2);
  m.visit("stats", () => l.press("ok"), back);
  cursorTo(l, 3);
  m.visit("settings", () => l.press("ok"), back, () => l.press("down"));
  cursorTo(l, 0);
  m.visit("setup", () => l.press("ok"), back, () => l.press("down"));
  l.press("ok").times("ok", players - 1); // setup again, now with the players
  cursorTo(l, 1);
  m.visit("names", () => l.press("ok"), back, () => {
    cursorTo(l, players - 1);
    m.visit("name", () => l.press("ok"), () => l.press("back", true), () => l.press("ok").press("up"));
  });
  cursorTo(l, 6);
  m.visit("seats", () => l.press("ok"), back, () => l.press("down"));
  cursorTo(l, 7);
  l.press("ok"); // Los!
  handover(l, m);
  m.note(); // dice, not rolled
  l.tap(...diceTaps(l.board).roll);
  m.visit("sheet", () => l.tap(...diceTaps(l.board).sheet), back);
  m.visit("menu", () => l.press("back", true), back, () => {
    // After a roll: Tipp, Alle Optionen, Chancen (the coach's three), Übersicht, Regeln, Spiel beenden, Hauptmenü.
    cursorTo(l, 3);
    m.visit("overview", () => l.press("ok"), back, () => l.times("down", 2));
    cursorTo(l, 4);
    m.visit("rules", () => l.press("ok"), back);
  });
  for (let t = 0; t < turns; t++) {
    playTurn(l);
    handover(l, m);
    m.note(); // the next dice
  }
  m.note();
  endGame(l);
  m.note(); // rank
  m.visit("end", () => l.press("ok"), back, () => {
    cursorTo(l, 1);
    m.visit("overview", () => l.press("ok"), back);
  });
  // Own dice: a new game from the main menu, "Würfel: eigene".
  l.press("ok");
  cursorTo(l, 0);
  l.press("up"); // the last line: Hauptmenü
  l.press("ok");
  if (l.p.screen !== "title") throw new Error("expected the title, the app shows " + l.p.screen);
  cursorTo(l, 0);
  l.press("ok"); // Neues Spiel: the players stay as set
  cursorTo(l, 4);
  l.press("ok"); // own dice
  cursorTo(l, 7);
  l.press("ok"); // Los!
  handover(l, m);
  if ((l.p.screen as string) !== "entry") throw new Error("expected the dice entry, the app shows " + l.p.screen);
  m.note();
  l.press("up").times("ok", 4); // 2 2 2 2 2 on the last die
  m.note();
  l.press("ok"); // entered: the sheet
  m.note();
  l.press("ok");
  if ((l.p.screen as string) === "ask") l.press("ok");
  handover(l, m);
  m.note(); // the entry again
  // Game menu with own dice, nothing entered yet this turn: Korrigieren, Punkte direkt, Rückgängig, Übersicht, ...
  m.visit("menu", () => l.press("back", true), back, () => {
    cursorTo(l, 0);
    m.visit("fixPlayer", () => l.press("ok"), back, () => {
      m.visit("fixBox", () => l.press("ok"), back, () => {
        m.visit("points", () => l.press("ok"), back, () => l.times("down", 3));
      });
    });
    cursorTo(l, 1);
    m.visit("pointsBox", () => l.press("ok"), back, () => {
      m.visit("points", () => l.press("ok"), back, () => l.press("down"));
    });
  });
  return { players, peaks: m.peaks, visits: m.visits };
}

/** Usage after each turn of a whole game with the watch's dice (players x 13 turns); the last on the rank. */
export function gameRounds(watch: Watch, players: number, seed = 2): number[] {
  const l = new Lockstep(`rounds-${players}p`, seed, false, { watch });
  l.newGame(players);
  const out: number[] = [];
  for (let t = 0; t < 13 * players; t++) {
    playTurn(l);
    out.push(l.watch.usage());
  }
  if (l.p.screen !== "rank") throw new Error("the game did not end on the rank, but " + l.p.screen);
  return out;
}

/**
 * `games` games in a row by one player, each to the rank (the result), then "Nochmal,
 * gleiche Spieler"; usage on the rank after each game. A game is played for `turns` turns
 * and then ended from the game menu (same rank, same next game; 13 turns per game would
 * take minutes on the emulator).
 */
export function gamesInARow(watch: Watch, games: number, turns: number, seed = 3): number[] {
  const l = new Lockstep("games-in-a-row", seed, false, { watch });
  l.newGame(1);
  const out: number[] = [];
  for (let n = 0; n < games; n++) {
    for (let t = 0; t < turns; t++) playTurn(l);
    if (l.p.screen !== "rank") endGame(l);
    out.push(l.watch.usage());
    l.press("ok"); // the result menu
    cursorTo(l, 0);
    l.press("ok"); // Nochmal, gleiche Spieler
    if (l.p.screen !== "dice") throw new Error("expected a new game, the app shows " + l.p.screen);
  }
  return out;
}

/** One random input for the watch alone: a tap anywhere, a drag, one of its buttons (a pin: BTN1 ...) short or held. */
export type RandomInput = { x: number; y: number } | { drag: number; x: number; y: number } | { pin: string; long: boolean };

/**
 * `inputs` random inputs from `seed` on the watch alone (no simulator): taps anywhere on its
 * screen (55 %; a round one's circle), drags (15 %), short (20 %) and long (10 %) presses of
 * one of its buttons; the dice from a generator on the watch, seeded from `seed` (a handful
 * of variables: a list of words for the dice would take the Bangle.js 1's heap some 70).
 * Usage (after GC) every `every` inputs; returns the peak and the inputs given.
 */
export function randomRun(watch: Watch, inputs: number, seed: number, every = 1): { peak: number; errors: string[] } {
  const next = sfc32(seed);
  const w = watch.bridged().start().ownRandom(seed);
  // Its buttons by pin: held, each gives what the board's config says (input.held).
  const buttons = Object.keys(w.b.buttons);
  let peak = w.usage();
  for (let i = 0; i < inputs; i++) {
    const r = (next() >>> 0) % 100;
    let x = (next() >>> 0) % w.emu.width;
    let y = (next() >>> 0) % w.emu.height;
    while (w.b.profile.round && !inCircle(w.emu.width, x, y)) {
      x = (next() >>> 0) % w.emu.width;
      y = (next() >>> 0) % w.emu.height;
    }
    let input: RandomInput;
    if (r < 55) input = { x, y };
    else if (r < 70) input = { drag: ((next() >>> 0) % 161) - 80, x, y };
    else input = { pin: buttons[buttons.length > 1 ? (next() >>> 0) % buttons.length : 0], long: r >= 90 };
    w.input(input);
    // The button on the title leaves the app for the clock: started again, as from the launcher.
    if ("pin" in input && !w.inApp()) w.start().ownRandom(seed + i);
    if (i % every === 0 || i === inputs - 1) peak = Math.max(peak, w.usage());
  }
  return { peak, errors: w.errors };
}
