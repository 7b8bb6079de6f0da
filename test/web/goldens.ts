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
import type { Step } from "./recorder";
import { record } from "./recorder";
import { differing } from "./sim-screen";

// These two goldens show the compact coach's advice (the simulator's golden test has no
// tables); the page answers exactly, which coach.test.ts compares with the simulator's.
const EXACT_IN_PAGE = ["hint", "options"];
// These show the chances to win (or their setting) as a watch works them out; the page works
// them out the simulator's way and also offers the goal (it plays to win): chances.test.ts
// compares its chances and options with the simulator's engine.
const WATCH_CHANCES = ["settings", "handover", "overview", "cpu", "cpu-handover"];

/**
 * The scenarios that give the page every kind of input it takes on board (a short and a long
 * press, a tap, a long touch, a drag, chosen dice), the fewest steps first, and the English
 * one (the page's controls follow the device's language): what `npm test` plays in the page;
 * `npm run soak` plays every golden.
 */
function covering(board: string, names: string[]): string[] {
  const kind = (st: Step) => st.k + (st.k === "press" && st.long ? " long" : "");
  const byLength = names.map((n) => {
    const steps = record(board, SCENARIOS[n]).steps;
    return { n, kinds: new Set(steps.map(kind)), length: steps.length };
  });
  byLength.sort((a, b) => a.length - b.length);
  const seen = new Set<string>();
  const chosen = byLength.filter((x) => {
    const adds = [...x.kinds].some((k) => !seen.has(k));
    for (const k of x.kinds) seen.add(k);
    return adds || x.n === "english";
  });
  return chosen.map((x) => x.n);
}

/** The page's canvas against board's goldens (a file per board, so that both test workers share them): `all`, or those that cover every kind of input. */
export function describeGoldens(board: string, all: boolean): void {
  const names = Object.keys(SCENARIOS).filter((name) => {
    const need = NEEDS[name];
    const watchChances = WATCH_CHANCES.includes(name) && new Player(1, board).ft.coach;
    return !EXACT_IN_PAGE.includes(name) && !watchChances && !(need && !new Player(1, board).ft[need.ft]);
  });
  const played = all ? names : covering(board, names);
  describeBrowser(`the page's canvas equals ${all ? "every golden" : `the goldens that give it every kind of input (${played.length} of ${names.length}; all: npm run soak)`} (${board})`, () => {
    const site = useSite();
    for (const name of played) {
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
