// The page's canvas equals the simulator's golden screenshots (test/golden/<board>/) pixel for
// pixel after the same inputs: every scenario played on the simulator is given to the page as
// a person gives it (the drawn buttons clicked, the screen tapped and dragged, keys where the
// board has no button), on the virtual clock, in one page per board restarted for each
// scenario (fixture.ts reused).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { readPng } from "../../sim/display/png";
import { Player } from "../../sim/harness";
import { NEEDS, SCENARIOS } from "../golden/scenarios";
import { describeBrowser } from "./chromium";
import { useSite } from "./fixture";
import { record } from "./recorder";
import { differing } from "./sim-screen";

// These two goldens show the compact coach's advice (the simulator's golden test has no
// tables); the page answers exactly, which coach.test.ts compares with the simulator's.
const EXACT_IN_PAGE = ["hint", "options"];

/** The page's canvas against board's goldens (a file per board, so that both test workers share them). */
export function describeGoldens(board: string): void {
  describeBrowser(`the page's canvas equals the goldens (${board})`, () => {
    const site = useSite();
    for (const name of Object.keys(SCENARIOS)) {
      const need = NEEDS[name];
      if (EXACT_IN_PAGE.includes(name) || (need && !new Player(1, board).ft[need.ft])) continue;
      it(name, async () => {
        const { steps } = record(board, SCENARIOS[name]);
        const { device, errors } = await site.reused(`?board=${board}&seed=1&clock=virtual&test=1`);
        await device.advance(1000);
        await device.play(steps);
        const golden = readFileSync(join(ROOT, "test/golden", board, name + ".png"));
        expect(differing(await device.screenRgb(), readPng(golden).rgba, board), `pixels differing from ${board}/${name}.png`).toBe(0);
        expect(errors).toEqual([]);
      });
    }
  });
}
