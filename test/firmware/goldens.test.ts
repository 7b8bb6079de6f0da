// Every golden screenshot of each watch (Bangle.js 2 and 3), on its firmware: the same
// scenario played in lockstep (the watch's screen equals the simulator's after every input),
// and at its end the watch's screen equals the golden picture in test/golden/<board>/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { presetTableName } from "../../build/storage-files";
import { newAdvisor } from "../../firmware/coach/advisor";
import { readPng } from "../../sim/display/png";
import { SCENARIOS } from "../golden/scenarios";
import { describeFirmware } from "./fixture";
import { Lockstep } from "./lockstep";

const TABLE = presetTableName("kniffel");

// The goldens show the compact coach's advice (the simulator's golden test has no value
// tables); the watch answers the Kniffel preset exactly from its stored table, so for these
// two the table is taken off the watch and both answer compactly. The exact advice on the
// watch is proven in lockstep by coach.test.ts.
const COMPACT_ADVICE = ["hint", "options"];

for (const board of ["banglejs2", "banglejs3"]) {
describeFirmware(`golden screenshots of the ${board}`, () => {
  for (const name of Object.keys(SCENARIOS)) {
    it(name, () => {
      const compact = COMPACT_ADVICE.includes(name);
      const l = new Lockstep(`golden-${board}-${name}`, 1, false, compact ? { coach: () => newAdvisor(null), board } : { board });
      if (compact) l.watch.emu.exec(`require("Storage").erase(${JSON.stringify(TABLE)})`);
      SCENARIOS[name](l);
      const golden = readPng(readFileSync(join(ROOT, "test/golden", board, name + ".png")));
      const got = l.watch.emu.screen();
      let differ = 0;
      for (let i = 0, j = 0; i < golden.rgba.length; i += 4, j += 3) {
        if (golden.rgba[i] !== got[j] || golden.rgba[i + 1] !== got[j + 1] || golden.rgba[i + 2] !== got[j + 2]) differ++;
      }
      expect(differ, `pixels of the watch's screen that differ from ${name}.png`).toBe(0);
    }, 120_000); // "rank" plays a whole game in lockstep: near a minute beside the rest of the suite
  }
}, board);
}
