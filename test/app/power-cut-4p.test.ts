// Power cut in every fifth write of a four-player game with roll-off (its own file, so that
// the test runner can run it beside the others); npm run soak cuts every write of it and of
// the other presets' (test/soak/power-cut-4p-presets.test.ts); see power-cut.ts.
import { it } from "vitest";
import { cutEveryWrite } from "./power-cut";

it("power cut in every fifth write, four players with roll-off", () => {
  cutEveryWrite(4, 0, 44, [3, 1000], 5);
});
