// Every golden screenshot of each watch (Bangle.js 1, 2 and 3), and the advice to win's, on its firmware: the same
// scenario played in lockstep (the watch's screen equals the simulator's after every input),
// and at its end the watch's screen equals the golden picture in test/golden/<board>/. Then,
// from that screen, random inputs on the watch (test/firmware/fuzz.ts): FUZZ_INPUTS per watch
// in all, from the run's seed (printed in the title; KNIFFEL_FUZZ_SEED replays it). `npm run
// soak` gives each watch 10,000 (test/soak).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, inject, it } from "vitest";
import { boardBuild, ROOT } from "../../build/boards";
import { presetTableName } from "../../build/storage-files";
import { newAdvisor } from "../../firmware/coach/advisor";
import { readPng } from "../../sim/display/png";
import { NEEDS, SCENARIOS, UNREACHABLE } from "../golden/scenarios";
import { WIN_SCENARIOS } from "../golden/win-scenarios";
import { describeFirmware, Lockstep } from "./fixture";
import { fuzzFrom } from "./fuzz";

const TABLE = presetTableName("kniffel");

// The goldens show the compact coach's advice (the simulator's golden test has no value
// tables); the watch answers the Kniffel preset exactly from its stored table, so for these
// two the table is taken off the watch and both answer compactly. The exact advice on the
// watch is proven in lockstep by coach.test.ts.
const COMPACT_ADVICE = ["hint", "options"];

// The advice to win where the watch is exact (the player's last turn, the other finished), so its
// screens are the simulator's exact engine's goldens. Each plays a whole game in lockstep: the
// hint on one watch, all options on the other (the same position and engine; the suite's time).
const WIN: { [board: string]: string[] } = { banglejs2: ["settings-win", "hint-win"], banglejs3: ["settings-win", "options-win"] };

/** The scenarios a watch plays: every golden's its edition has (scenarios.ts NEEDS), and its advice to win's. */
function played(board: string): { [name: string]: (p: Lockstep) => void } {
  const ft = boardBuild(board).profile.ft;
  const out: { [name: string]: (p: Lockstep) => void } = {};
  for (const name of Object.keys(SCENARIOS)) if (!NEEDS[name] || ft[NEEDS[name].ft]) out[name] = SCENARIOS[name];
  for (const name of WIN[board] ?? []) out[name] = WIN_SCENARIOS[name];
  return out;
}

/** Random inputs per watch and run, spread over the scenarios' ends. */
const FUZZ_INPUTS = 500;

/**
 * The goldens of board on its firmware, then the random inputs (a file per watch, so that both
 * test workers share them); the scenarios no input of the watch reaches (scenarios.ts
 * UNREACHABLE) are skipped, saying why.
 */
export function describeGoldens(board: string): void {
  const unreachable = UNREACHABLE[board] ?? {};
  const seed = inject("fuzzSeed");
  const scenarios = played(board);
  for (const name of Object.keys(unreachable)) delete scenarios[name];
  const names = Object.keys(scenarios);
  const inputs = Math.ceil(FUZZ_INPUTS / names.length);
  const then = `, then ${inputs} random inputs from each (seed ${seed}; KNIFFEL_FUZZ_SEED=${seed} replays)`;
  describeFirmware(`golden screenshots of the ${board}${then}`, () => {
    for (const name of Object.keys(unreachable)) it.skip(`${name}: ${unreachable[name]}`, () => {});
    names.forEach((name, i) => {
      it(name, () => {
        const compact = COMPACT_ADVICE.includes(name);
        const l = new Lockstep(`golden-${board}-${name}`, 1, false, compact ? { coach: () => newAdvisor(null), board } : { board });
        if (compact) l.watch.emu.exec(`require("Storage").erase(${JSON.stringify(TABLE)})`);
        scenarios[name](l);
        const golden = readPng(readFileSync(join(ROOT, "test/golden", board, name + ".png")));
        const got = l.watch.emu.screen();
        let differ = 0;
        for (let i = 0, j = 0; i < golden.rgba.length; i += 4, j += 3) {
          if (golden.rgba[i] !== got[j] || golden.rgba[i + 1] !== got[j + 1] || golden.rgba[i + 2] !== got[j + 2]) differ++;
        }
        expect(differ, `pixels of the watch's screen that differ from ${name}.png`).toBe(0);
        fuzzFrom(l.watch, seed, i, inputs);
      }, 180_000); // "rank" plays a whole game in lockstep: near a minute beside the rest of the suite
    });
  }, board);
}
