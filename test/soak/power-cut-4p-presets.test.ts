// Power cut at every write of a four-player game with roll-off under every preset (npm run
// soak; npm test cuts every fifth write of the Kniffel preset's: test/app/power-cut-4p.test.ts);
// see test/app/power-cut.ts.
import { it } from "vitest";
import { cutEveryWrite } from "../app/power-cut";

it.each([["meisterschaft", 1], ["tallynight", 2], ["yahtzee", 3], ["yatzy", 4]])("power cut at every write, four players, %s", (_n, preset) => {
  cutEveryWrite(4, preset as number, 50 + (preset as number), [3]);
});

it("power cut at every write, four players with roll-off, kniffel (after 3 and all but one byte)", () => {
  cutEveryWrite(4, 0, 44, [3, 1000]);
});
