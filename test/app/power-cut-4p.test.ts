// Power cut at every write of a four-player game with roll-off (its own file, so that the
// test runner can run it beside the others); see power-cut.ts.
import { it } from "vitest";
import { cutEveryWrite } from "./power-cut";

it("power cut at every write, four players with roll-off", () => {
  cutEveryWrite(4, 0, 44, [3, 1000]);
});
