// Golden screenshots: every screen of every board, compared pixel for pixel with the PNGs in
// test/golden/<board>/ (a Bangle.js 3's as its LCD shows them, dithered: hal/palette.ts lcdShows). After an intended change: `npm run golden:update`, look at the
// pictures, commit them. The screens of playing to win (win-scenarios.ts) with the
// simulator's exact coach, on the boards with the coach.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Advisor } from "../../firmware/coach/advisor";
import { newAdvisor } from "../../firmware/coach/advisor";
import { watchWins } from "../../emu/lockstep";
import { exactAdvisor } from "../../sim/advisor";
import { comparePng, toPng } from "../../sim/display/png";
import { boardIds } from "../../sim/profiles";
import type { Driver } from "../../sim/harness";
import { Player } from "../../sim/harness";
import { NEEDS, SCENARIOS } from "./scenarios";
import { WIN_SCENARIOS } from "./win-scenarios";

const UPDATE = process.env.UPDATE_GOLDEN === "1";

/**
 * The coach of a board's screens: the compact engine (no tables: the advice the goldens show)
 * with the chances to win and the advice to win as the board's coach module works them out (a
 * watch, where it stores the rules' table; none on the Pixl.js), so that each golden is the
 * watch's screen too (test/firmware/goldens.ts).
 */
function watchCoach(board: string): Advisor {
  return newAdvisor(null, watchWins(board));
}
const HERE = dirname(fileURLToPath(import.meta.url));

/** Plays `scenario` on board (with `coach`) and compares the screen with its golden. */
function golden(board: string, name: string, scenario: (p: Driver) => void, coach?: Advisor): void {
  const p = new Player(1, board, undefined, coach);
  scenario(p);
  // Every pixel, a round screen's outside its circle too (the app draws nothing there: text-fit.test.ts).
  const png = toPng({ w: p.sim.fb.w, h: p.sim.fb.h, bpp: p.sim.fb.bpp, px: p.sim.fb.px, palette: p.sim.fb.palette });
  const file = join(HERE, board, name + ".png");
  if (UPDATE) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
  }
  expect(existsSync(file), `${file} is missing: run npm run golden:update`).toBe(true);
  expect(comparePng(png, readFileSync(file)), `${name} differs from ${file}`).toBe(0);
}

for (const board of boardIds()) {
  describe(`golden screenshots (${board})`, () => {
    for (const name of Object.keys(SCENARIOS)) {
      const need = NEEDS[name];
      if (need && !new Player(1, board).ft[need.ft]) {
        it.skip(`${name}: the ${board} edition has ${need.why}`, () => {});
        continue;
      }
      it(name, () => golden(board, name, SCENARIOS[name], watchCoach(board)));
    }
    if (!new Player(1, board).ft.coach) return;
    const coach = exactAdvisor(() => undefined);
    for (const name of Object.keys(WIN_SCENARIOS)) it(name, () => golden(board, name, WIN_SCENARIOS[name], coach));
  });
}
