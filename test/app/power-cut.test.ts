// Power cut at every write (and after 0, 3 and all but one byte of it) of a whole
// one-player game under every preset; see power-cut.ts.
import { describe, it } from "vitest";
import { cutEveryWrite } from "./power-cut";

describe("power cut at every write, one player", () => {
  it.each([["kniffel", 0], ["meisterschaft", 1], ["tallynight", 2], ["yahtzee", 3], ["yatzy", 4]])("%s", (_name, preset) => {
    cutEveryWrite(1, preset as number, 41 + (preset as number), [0, 3, 1000]);
  });
});
