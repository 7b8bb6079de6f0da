// Whole games between computer players (firmware/coach/players.ts): the `kniffel duel`
// command, the benchmark and the level tests. Every game seats the levels in turn order
// rotated by one per game, so no level always starts; dice and Locker's mistakes come from
// one random source.
import type { TableSource, WinJobs } from "../firmware/coach/advisor";
import { newAdvisor } from "../firmware/coach/advisor";
import type { Job } from "../firmware/coach/job";
import { finish } from "../firmware/coach/job";
import type { Move } from "../firmware/coach/players";
import { LEVELS } from "../firmware/coach/players";
import type { Game, Rules } from "../firmware/core";
import { newGame, Phase, playerTotals } from "../firmware/core";
import { playTurnBy } from "./follow";
import type { WordSource } from "./rng";

export interface SeatResult {
  level: string;
  games: number;
  mean: number;
  sd: number;
  /** Games won, a shared first place counting as its share; the standard error of the share won. */
  wins: number;
  winSe: number;
  moves: number;
  /** Milliseconds per decision on this machine. */
  msPerMove: number;
}

/** A computer player: its move for the player at turn, after the turn's first roll. */
export type Player = (g: Game, word: () => number) => Job<Move>;

/**
 * The player of a level (LEVELS index); `tables` gives Profi the exact engine's values where
 * it has a rule set's table, `wins` Sieg its way to win (the simulator's engine through
 * engineWins, or a watch's; without one Sieg plays as Profi).
 */
export function newPlayer(level: number, tables: TableSource | null, wins?: WinJobs): Player {
  const a = newAdvisor(tables, wins);
  return (g, word) => a.moveJob!(g, level, word);
}

/** Plays the turn of the player at turn to its entry, by `p`'s moves; returns the decisions made. */
export function playComputerTurn(g: Game, p: Player, next: WordSource): number {
  return playTurnBy(g, function (at) { return finish(p(at, next)); }, next);
}

/** Plays `games` games of the seats' levels (LEVELS indices) under `rules`. */
export function duel(levels: number[], games: number, rules: Rules, next: WordSource, tables: TableSource | null, winning?: WinJobs): SeatResult[] {
  const n = levels.length;
  const players = levels.map((l) => newPlayer(l, tables, winning));
  const sum = new Array<number>(n).fill(0);
  const sq = new Array<number>(n).fill(0);
  const wins = new Array<number>(n).fill(0);
  const winsSq = new Array<number>(n).fill(0);
  const moves = new Array<number>(n).fill(0);
  const ms = new Array<number>(n).fill(0);
  for (let i = 0; i < games; i++) {
    // Turn order position q holds seat order[q].
    const order = levels.map((_, q) => (q + i) % n);
    const g = newGame({ names: order.map((s) => LEVELS[levels[s]]), rules, rolloff: false }) as Game;
    while (g.ph !== Phase.Over) {
      const seat = order[g.cur];
      const t0 = performance.now();
      moves[seat] += playComputerTurn(g, players[seat], next);
      ms[seat] += performance.now() - t0;
    }
    const totals = order.map((_, q) => playerTotals(g, q).grand);
    const top = Math.max(...totals);
    const winners = totals.filter((t) => t === top).length;
    order.forEach((seat, q) => {
      sum[seat] += totals[q];
      sq[seat] += totals[q] * totals[q];
      if (totals[q] === top) {
        wins[seat] += 1 / winners;
        winsSq[seat] += 1 / (winners * winners);
      }
    });
  }
  return levels.map((l, s) => {
    const mean = sum[s] / games;
    return {
      level: LEVELS[l], games, mean,
      sd: games > 1 ? Math.sqrt(Math.max(0, sq[s] - games * mean * mean) / (games - 1)) : 0,
      wins: wins[s], winSe: Math.sqrt(Math.max(0, winsSq[s] / games - (wins[s] / games) ** 2) / games), moves: moves[s], msPerMove: moves[s] ? ms[s] / moves[s] : 0,
    };
  });
}
