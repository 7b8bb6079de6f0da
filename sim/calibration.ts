// How well the shown chances to win match what happens: Profi games played to their end,
// the chances of every player collected at every turn's end before the last, then binned in
// tenths: in each bin the share of the predictions' players who went on to win against the
// bin's mean prediction, with a standard error clustered by game (one game gives many
// samples, not independent). The Brier score of the chances beside that of a naive predictor:
// a normal distribution around each player's points plus the table's expected rest, with the
// spread of a whole game's rest scaled to the boxes still free (sd * sqrt(free / boxes)).
import type { Column } from "../firmware/coach/chance";
import { winChances } from "../firmware/coach/chance";
import type { Tables } from "../firmware/coach/estimate";
import { normalTotals } from "../firmware/coach/estimate";
import { PROFI } from "../firmware/coach/players";
import { freeBoxes, gameColumns, sheetState, stateSpace } from "../firmware/coach/state";
import type { Game, Rules } from "../firmware/core";
import { columnTotals, newGame, Phase, playerTotals } from "../firmware/core";
import { newPlayer, playComputerTurn } from "./duel";
import type { WordSource } from "./rng";

export interface Sample {
  game: number;
  /** The chance shown, and the naive predictor's. */
  p: number;
  naive: number;
  /** The player's share of the first place at the game's end (1, 0, or a tie's share). */
  won: number;
}

export interface Bin {
  from: number;
  count: number;
  /** Mean prediction, share won, the standard error of their difference clustered by game. */
  predicted: number;
  won: number;
  se: number;
}

/** The naive predictor's chances (see the top). */
export function naiveChances(cols: Column[], rules: Rules, t: Tables): number[] {
  const space = stateSpace(rules);
  const n = space.sheet.kinds.length;
  const start = sheetState(space, new Int16Array(n).fill(-1), 0);
  const sd = t.spread(start);
  return winChances(cols.map(function (col) {
    const free = freeBoxes(col.sc);
    const now = columnTotals(space.sheet, col.sc, 0, col.extra).grand;
    return free ? normalTotals(now + t.value(sheetState(space, col.sc, 0)), sd * Math.sqrt(free / n)) : normalTotals(now, 0);
  }));
}

/**
 * Plays `games` games of `players` Profi players under `rules`; the samples of every turn's end
 * but the last, the chances by `chances` (the simulator's estimate, or a watch's way).
 */
export function calibrationSamples(players: number, games: number, rules: Rules, t: Tables, chances: (cols: Column[]) => number[], next: WordSource, first = 0): Sample[] {
  const profi = newPlayer(PROFI, function () { return t.value; });
  const out: Sample[] = [];
  for (let k = first; k < first + games; k++) {
    const g = newGame({ names: Array.from({ length: players }, (_, i) => "P" + (i + 1)), rules, rolloff: false }) as Game;
    // Each turn's end before the game's: every player's chances, whose outcome the game's end gives.
    const seen: { player: number; p: number; naive: number }[] = [];
    for (;;) {
      playComputerTurn(g, profi, next);
      if ((g.ph as Phase) === Phase.Over) break;
      const cols = gameColumns(g);
      const p = chances(cols);
      const naive = naiveChances(cols, rules, t);
      for (let i = 0; i < players; i++) seen.push({ player: i, p: p[i], naive: naive[i] });
    }
    const totals = Array.from({ length: players }, (_, i) => playerTotals(g, i).grand);
    const top = Math.max(...totals);
    const firsts = totals.filter((x) => x === top).length;
    for (const s of seen) out.push({ game: k, p: s.p, naive: s.naive, won: totals[s.player] === top ? 1 / firsts : 0 });
  }
  return out;
}

/** The samples in tenths of the prediction (`naive`: the naive predictor's). */
export function calibrationBins(samples: Sample[], naive = false): Bin[] {
  const bins: Bin[] = [];
  for (let b = 0; b < 10; b++) {
    const inBin = samples.filter((s) => Math.min(9, Math.floor((naive ? s.naive : s.p) * 10)) === b);
    const count = inBin.length;
    const predicted = count ? inBin.reduce((a, s) => a + (naive ? s.naive : s.p), 0) / count : 0;
    const won = count ? inBin.reduce((a, s) => a + s.won, 0) / count : 0;
    // Clustered by game: the residuals (won - predicted - mean difference) summed per game.
    const byGame = new Map<number, number>();
    const diff = won - predicted;
    for (const s of inBin) byGame.set(s.game, (byGame.get(s.game) ?? 0) + s.won - (naive ? s.naive : s.p) - diff);
    let ss = 0;
    for (const v of byGame.values()) ss += v * v;
    const clusters = byGame.size;
    bins.push({ from: b / 10, count, predicted, won, se: count && clusters > 1 ? Math.sqrt((ss * clusters) / (clusters - 1)) / count : 0 });
  }
  return bins;
}

/** Mean squared difference between prediction and outcome. */
export function brier(samples: Sample[], naive = false): number {
  return samples.reduce((a, s) => a + ((naive ? s.naive : s.p) - s.won) ** 2, 0) / samples.length;
}

/** The bins as a table, each bin's check (within 2 points, or 3 standard errors where larger) and the Brier scores. */
export function calibrationReport(samples: Sample[]): { lines: string[]; bad: string[] } {
  const lines = [" bin        samples  predicted    won   ±se (clustered)  off"];
  const bad: string[] = [];
  for (const b of calibrationBins(samples)) {
    if (!b.count) continue;
    const off = b.won - b.predicted;
    const ok = Math.abs(off) <= Math.max(0.02, 3 * b.se);
    lines.push(`${b.from.toFixed(1)}-${(b.from + 0.1).toFixed(1)}  ${String(b.count).padStart(9)}  ${(100 * b.predicted).toFixed(2).padStart(8)} %  ${(100 * b.won).toFixed(2).padStart(6)} %  ${(100 * b.se).toFixed(2).padStart(6)}  ${(100 * off).toFixed(2).padStart(6)}${ok ? "" : "  OUT"}`);
    if (!ok) bad.push(`bin ${b.from.toFixed(1)}: ${(100 * b.won).toFixed(2)} % won against ${(100 * b.predicted).toFixed(2)} % predicted (se ${(100 * b.se).toFixed(2)})`);
  }
  lines.push(`Brier score ${brier(samples).toFixed(4)}; the naive predictor's ${brier(samples, true).toFixed(4)}`);
  return { lines, bad };
}
