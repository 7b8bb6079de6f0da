// The duels of the level that plays to win against Profi, for the soak's files (one per
// preset and table size, so that the two workers share them): `games` games with seats
// rotating (sim/duel.ts), Sieg's share above the fair one by at least three standard errors.
import { expect } from "vitest";
import { recordFigures } from "../../build/figures/store";
import { LEVELS, PROFI, SIEG } from "../../firmware/coach/players";
import type { Rules } from "../../firmware/core";
import { buildRules } from "../../firmware/core";
import { simWins } from "../../sim/advisor";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { duel } from "../../sim/duel";
import { sfc32 } from "../../sim/rng";

/** Games per duel: at least 100,000 (the bound). */
export const DUEL_GAMES = 100_000;

/** Plays Sieg against players - 1 Profi under the preset and checks its share; prints it and writes it into docs/figures.json (section soak), which the docs quote. */
export function siegDuel(preset: string, players: number, seed: number): void {
  const r = buildRules(preset, []) as Rules;
  const value = valuesFor(r, DEFAULT_TABLES, () => undefined);
  const levels = [SIEG, ...new Array<number>(players - 1).fill(PROFI)];
  const t0 = performance.now();
  const seats = duel(levels, DUEL_GAMES, r, sfc32(seed), () => value, simWins(DEFAULT_TABLES, () => undefined));
  const sieg = seats[0];
  const share = sieg.wins / DUEL_GAMES;
  const fair = 1 / players;
  console.log(`${preset}, ${players} players (${LEVELS[SIEG]} against ${players - 1} ${LEVELS[PROFI]}), ${DUEL_GAMES.toLocaleString("en")} games, seed ${seed}: ` +
    `Sieg ${(100 * share).toFixed(2)} % ± ${(100 * sieg.winSe).toFixed(2)} (fair ${(100 * fair).toFixed(0)} %: ${((share - fair) / sieg.winSe).toFixed(1)} standard errors above), ` +
    `mean ${sieg.mean.toFixed(1)} against Profi's ${(seats.slice(1).reduce((a, s) => a + s.mean, 0) / (players - 1)).toFixed(1)}; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const key = `sieg.${preset}.${players}p`;
  const r2 = (x: number) => Math.round(100 * x) / 100;
  recordFigures("soak", { [key]: r2(100 * share), [`${key}.se`]: r2(100 * sieg.winSe), [`${key}.above`]: Math.round((10 * (share - fair)) / sieg.winSe) / 10 }, true);
  expect(share - fair, "Sieg's share above the fair one").toBeGreaterThan(3 * sieg.winSe);
}
