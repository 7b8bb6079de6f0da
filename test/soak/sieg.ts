// The duels of the level that plays to win against Profi, for the soak's files (one per
// preset, table size and engine, so that the two workers share them): games with seats
// rotating (sim/duel.ts). The simulator's Sieg must beat the fair share by at least three
// standard errors (the issue's bound). The watches' way to win (firmware/coach/standing-win.ts,
// in Node) is measured too, in fewer games: its game takes about twice the simulator's time,
// and its edge over the fair share (about a quarter of a point with two players, 100,000 games:
// 1.6 standard errors) is too small for that bound at any count the soak's time allows. It
// must not fall below the fair share by three standard errors, that is, play no worse than
// Profi: 10,000 games (a standard error of half a point) hold that with room, each duel in
// about a quarter of a simulator's duel's time, which keeps the soak within CI's 90 minutes.
import { expect } from "vitest";
import { recordFigures } from "../../build/figures/store";
import { standingWins } from "../../firmware/coach/standing-win";
import { LEVELS, PROFI, SIEG } from "../../firmware/coach/players";
import type { Rules } from "../../firmware/core";
import { buildRules } from "../../firmware/core";
import { simWins } from "../../sim/advisor";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { duel } from "../../sim/duel";
import { sfc32 } from "../../sim/rng";

/** Games per duel of the simulator's Sieg: at least 100,000 (the bound). */
export const DUEL_GAMES = 100_000;
/** Games per duel of the watches' Sieg (see the top). */
export const WATCH_DUEL_GAMES = 10_000;

/** Whose way to win Sieg plays: the simulator's engine (and the page's), or the watches'. */
export type SiegEngine = "simulator" | "watch";

/**
 * Plays Sieg against players - 1 Profi under the preset and checks its share (see the top);
 * prints it and writes it into docs/figures.json (section soak, keys sieg.<preset>.<n>p or
 * sieg-watch.…), which the docs quote: the share and its standard error in percent, the
 * standard errors above the fair share, the means, the games and the seconds.
 */
export function siegDuel(preset: string, players: number, seed: number, engine: SiegEngine = "simulator"): void {
  const r = buildRules(preset, []) as Rules;
  const value = valuesFor(r, DEFAULT_TABLES, () => undefined);
  const levels = [SIEG, ...new Array<number>(players - 1).fill(PROFI)];
  const games = engine === "simulator" ? DUEL_GAMES : WATCH_DUEL_GAMES;
  const wins = engine === "simulator" ? simWins(DEFAULT_TABLES, () => undefined) : standingWins(() => value);
  const t0 = performance.now();
  const seats = duel(levels, games, r, sfc32(seed), () => value, wins);
  const seconds = (performance.now() - t0) / 1000;
  const sieg = seats[0];
  const share = sieg.wins / games;
  const fair = 1 / players;
  const above = (share - fair) / sieg.winSe;
  const profi = seats.slice(1).reduce((a, s) => a + s.mean, 0) / (players - 1);
  console.log(`${preset}, ${players} players (${LEVELS[SIEG]}, the ${engine === "simulator" ? "simulator's" : "watches'"} way, against ${players - 1} ${LEVELS[PROFI]}), ${games.toLocaleString("en")} games, seed ${seed}: ` +
    `Sieg ${(100 * share).toFixed(2)} % ± ${(100 * sieg.winSe).toFixed(2)} (fair ${(100 * fair).toFixed(0)} %: ${above.toFixed(1)} standard errors above), ` +
    `mean ${sieg.mean.toFixed(1)} against Profi's ${profi.toFixed(1)}; ${seconds.toFixed(0)} s`);
  const key = `${engine === "simulator" ? "sieg" : "sieg-watch"}.${preset}.${players}p`;
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
  recordFigures("soak", {
    [key]: round(100 * share, 2),
    [`${key}.se`]: round(100 * sieg.winSe, 2),
    [`${key}.above`]: round(above, 1),
    [`${key}.mean`]: round(sieg.mean, 1),
    [`${key}.profi`]: round(profi, 1),
    [`${key}.games`]: games,
    [`${key}.seconds`]: Math.round(seconds),
  }, true);
  if (engine === "simulator") expect(share - fair, "Sieg's share above the fair one").toBeGreaterThan(3 * sieg.winSe);
  else expect(share - fair, "the watches' Sieg's share less the fair one").toBeGreaterThan(-3 * sieg.winSe);
}
