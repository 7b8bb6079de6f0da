// Power cut at every write (after 3 bytes of it) of a four-player game with roll-off under
// each of the other presets (npm run soak; npm test cuts every write of the Kniffel preset's:
// test/app/power-cut-4p.test.ts); see test/app/power-cut.ts.
import { it } from "vitest";
import { cutEveryWrite } from "../app/power-cut";

it.each([["meisterschaft", 1], ["tallynight", 2], ["yahtzee", 3], ["yatzy", 4]])("power cut at every write, four players, %s", (_n, preset) => {
  cutEveryWrite(4, preset as number, 50 + (preset as number), [3]);
});
