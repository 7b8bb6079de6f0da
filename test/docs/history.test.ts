// README, docs/ and the code's comments tell the present: the history check finds none of
// its forms there, and finds a planted one.
import { describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { findHistory, projectHistory } from "./history";

/** Every top folder with code. */
const CODE = ["build", "emu", "firmware", "hal", "sim", "test", "web"];

describe("the present tense", () => {
  it("finds no history in README, docs/ and the code's comments", () => {
    const found = projectHistory(ROOT, CODE).map((f) => `${f.file}:${f.line}: "${f.text}" (say ${f.instead})`);
    expect(found).toEqual([]);
  });

  it("finds a planted history in prose and in a comment, not in a string", () => {
    expect(findHistory("README.md", "The install is 360 KB; it was 950 KB.", false).map((f) => f.text)).toEqual(["was 950"]);
    expect(findHistory("a.ts", "const x = 1; \u002F/ 7 calls, the round before 9\nconst s = \"it was 950 KB\";", true).map((f) => [f.line, f.text])).toEqual([[1, "the round before"]]);
    expect(findHistory("a.ts", "// Tables (issue 12)", true)).toHaveLength(1);
    expect(findHistory("a.md", "Schmidt's rules (issue 12) and 6 min 33 s measured in a fresh clone of the last commit", false).map((f) => f.text)).toEqual(["fresh clone of the last"]);
    expect(findHistory("a.md", "The first version took 5.0 to 5.7 loops.", false).map((f) => f.text)).toEqual(["The first version took"]);
  });
});
