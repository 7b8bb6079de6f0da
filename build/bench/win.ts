// Playing to win with what a watch has (firmware/coach/standing-win.ts) against the simulator's
// engine (win.ts, the spread tables and every throw of a last turn), on a fixed set of
// positions: every decision of the Profi players in seeded Kniffel games of two and of four
// players (each roll of each turn, the position as it stood). For each, the move to win of
// both (players.ts winMove, ties by the expected score), and how much of the simulator's chance
// the watch's move gives up where they differ. Measured in Node, on the same code the watch runs
// (its firmware figures, the work and heap of the advice to win: firmware.ts).
import { finish } from "../../firmware/coach/job";
import type { Move } from "../../firmware/coach/players";
import { bestOption, sameChoice, winMove } from "../../firmware/coach/players";
import { standingWinJob } from "../../firmware/coach/standing-win";
import type { Tables } from "../../firmware/coach/estimate";
import type { WinOption } from "../../firmware/coach/players";
import { newWinEngine } from "../../firmware/coach/win";
import { adviseGame, newCoach } from "../../firmware/coach/turn";
import type { Game, Rules } from "../../firmware/core";
import { buildRules, isError, newGame, Phase } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { DEFAULT_TABLES } from "../../sim/cli/tables";
import { playTurnBy } from "../../sim/follow";
import { sfc32 } from "../../sim/rng";
import type { Figure } from "./measure";

/** Games per table size; seeds fixed: the same positions on every run. */
const GAMES = 6;
const SEED = 20261205;

function chanceOf(options: WinOption[], m: Move): number {
  return (options.find((o) => sameChoice(o, m)) as WinOption).p;
}

export function winFigures(): Figure[] {
  const rules = buildRules("kniffel", []) as Rules;
  if (isError(rules)) throw new Error("kniffel rules");
  const tables: Tables = chanceTables(rules, DEFAULT_TABLES, () => undefined);
  const sim = newWinEngine(rules, tables, 3);
  const coach = newCoach(rules);
  const out: Figure[] = [];
  for (const players of [2, 4]) {
    const count = { positions: 0, differ: 0, lost: 0 };
    const next = sfc32(SEED + players);
    for (let game = 0; game < GAMES; game++) {
      const g = newGame({ names: Array.from({ length: players }, (_, i) => "P" + (i + 1)), rules, rolloff: false }) as Game;
      while (g.ph === Phase.Play) {
        playTurnBy(g, (at) => {
          const byScore = adviseGame(coach, at, tables.value);
          const simOptions = sim.options(at);
          const simMove = winMove(simOptions, byScore);
          const watchMove = winMove(finish(standingWinJob(newCoach(rules, false), at, tables.value)), byScore);
          count.positions++;
          if (!sameChoice(simMove, watchMove)) {
            count.differ++;
            count.lost += chanceOf(simOptions, simMove) - chanceOf(simOptions, watchMove);
          }
          return bestOption(byScore); // the game goes on as Profi plays it
        }, next);
      }
    }
    const { positions, differ, lost } = count;
    const name = `advice to win, watch vs simulator, ${players}p (${positions} positions)`;
    out.push({ name: `${name}: decisions that differ`, value: Math.round((1000 * differ) / positions) / 10, unit: "%" });
    out.push({ name: `${name}: chance given up where they differ, mean`, value: differ ? Math.round((10000 * lost) / differ) / 100 : 0, unit: "pct. points" });
  }
  return out;
}
