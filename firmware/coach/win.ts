// Playing to win: every option of the player at turn ranked by the chance to win it
// leaves, the others playing the coach's way (estimate.ts). The others' final totals do not
// depend on this player's play, so for each total this player might finish with, the share of
// first place it would give is fixed for the turn (`share`); an option is worth the mean
// share over this player's final total.
//  - Every other player finished and at most `exactFree` free boxes (the simulator: 3; a
//    watch: 1): exact, the share as the pay of target.ts's search over all later turns.
//  - Otherwise the turn itself is exact (the same backward pass over the keeps as turn.ts) and
//    what follows each entry is the estimate's distribution of the column it leaves (exact in
//    the last round, else the spread and shape around the coach's value).
// Options within WIN_TIE (players.ts) of the best chance are taken by the best expected score (a certain win
// or a lost cause is then still played well).
import type { Game } from "../core/game";
import { MAX_ROLLS, Phase } from "../core/game";
import type { Rules } from "../core/rules";
import { newPlacement, place, Why } from "../core/placement";
import type { Column, Totals } from "./chance";
import { shareOf, shares } from "./chance";
import { distinctKeeps, FIRST_ROLL, KEEPS, ROLLS } from "./dice";
import type { Estimator, Tables } from "./estimate";
import { newEstimator } from "./estimate";
import type { Move, WinOption } from "./players";
import { winMove } from "./players";
import { entered, filledMask, freeBoxes, gameColumns } from "./state";
import { payOptions } from "./target";
import type { Coach, Option } from "./turn";
import { bestKeeps, expectKeeps, newCoach, placeAll } from "./turn";

export interface WinCoach {
  /** A coach of its own (placeAll's lists are per sheet). */
  c: Coach;
  est: Estimator;
  exactFree: number;
  /** The turn the shares and memo belong to (player and entries made), and the one a1, a2 belong to. */
  turn: string;
  tables: string;
  share: Totals;
  /** Chance by entry (box, points, bonus), memoised for the turn. */
  memo: { [entry: number]: number };
  a1: Float64Array;
  a2: Float64Array;
  w: Float64Array;
}

export function newWinCoach(c: Coach, est: Estimator, exactFree: number): WinCoach {
  return { c: c, est: est, exactFree: exactFree, turn: "", tables: "", share: { lo: 0, p: [] }, memo: {}, a1: new Float64Array(KEEPS), a2: new Float64Array(KEEPS), w: new Float64Array(KEEPS) };
}

/** The chance after entering `pts` in box b (and `bonus` extra-Kniffel points), memoised for the turn. */
function entryChance(w: WinCoach, col: Column, b: number, pts: number, bonus: number): number {
  const key = (b * 256 + pts) * 256 + bonus;
  const known = w.memo[key];
  if (known !== undefined) return known;
  return (w.memo[key] = w.est.meanShare({ sc: entered(col.sc, b, pts), extra: col.extra + bonus }, w.share));
}

/** The keep tables of the turn (a1: one roll left, a2: two), from each roll's best entry. */
function turnTables(w: WinCoach, col: Column): void {
  const c = w.c;
  placeAll(c, filledMask(c.space, col.sc, 0), col.sc[c.sheet.fiveBox] > 0);
  for (let r = 0; r < ROLLS; r++) {
    let best = 0;
    for (let j = c.start[r]; j < c.start[r + 1]; j++) best = Math.max(best, entryChance(w, col, c.entryBox[j], c.entryPts[j], c.bonus[r]));
    w.a1[FIRST_ROLL + r] = best;
  }
  const add = c.dice.add;
  expectKeeps(add, w.a1);
  bestKeeps(add, w.a1, w.w);
  w.a2.set(w.w);
  expectKeeps(add, w.a2);
}

/** Every option of the player at turn in g (after a roll), with its chance to win, best first. */
export function winOptions(w: WinCoach, g: Game): WinOption[] {
  const c = w.c;
  const cols = gameColumns(g);
  const col = cols[g.cur];
  const others = cols.filter(function (_, i) { return i !== g.cur; });
  const left = MAX_ROLLS - g.roll;
  const turn = g.cur + "/" + g.turn;
  if (turn !== w.turn) {
    w.turn = turn;
    w.memo = {};
    w.share = shares(others.map(function (o) { return w.est.totals(o); }));
  }
  let done = true;
  for (let i = 0; i < others.length; i++) if (freeBoxes(others[i].sc) > 0) done = false;
  if (done && freeBoxes(col.sc) <= w.exactFree) {
    const share = w.share;
    return payOptions(c.rules, col.sc, col.extra, g.dice, left, function (total) { return shareOf(share, total); });
  }
  if (left > 0 && w.tables !== turn) {
    turnTables(w, col);
    w.tables = turn;
  }
  const out: WinOption[] = [];
  const pl = place(c.sheet, c.rules, col.sc, 0, g.dice, newPlacement());
  for (let b = 0; b < c.n; b++) if (pl.why[b] === Why.Ok) out.push({ box: b, held: -1, p: entryChance(w, col, b, pl.pts[b], pl.bonus) });
  if (left > 0) {
    const a = left > 1 ? w.a2 : w.a1;
    const keeps = distinctKeeps(c.dice, g.dice);
    for (let i = 0; i < keeps.length; i++) out.push({ box: -1, held: keeps[i].held, p: a[keeps[i].k] });
  }
  return out.sort(function (x, y) { return y.p - x.p; });
}

/** Playing to win for a platform: each player's chance, the options ranked by it, a computer player's move. */
export interface WinEngine {
  /** Each player's chance to win; the player at turn from the dice in hand when rolled. */
  chances(g: Game): number[];
  options(g: Game): WinOption[];
  /** The move to win for the player at turn (winMove), `byScore` the coach's options. */
  move(g: Game, byScore: Option[]): Move;
}

/** The engine for `rules` with the estimate's tables (estimate.ts), exact to `exactFree` free boxes. */
export function newWinEngine(rules: Rules, t: Tables, exactFree: number): WinEngine {
  const est = newEstimator(newCoach(rules), t);
  const w = newWinCoach(newCoach(rules), est, exactFree);
  return {
    chances: function (g) {
      const cols = gameColumns(g);
      return g.ph === Phase.Play && g.roll > 0 ? est.chances(cols, { player: g.cur, dice: g.dice, rolls: MAX_ROLLS - g.roll }) : est.chances(cols);
    },
    options: function (g) { return winOptions(w, g); },
    move: function (g, byScore) { return winMove(winOptions(w, g), byScore); },
  };
}
