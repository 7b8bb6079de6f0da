// Seats the device plays (Setup.cpu): checked like every setup field, kept in the game
// record, and undo never takes back a computer's entry.
import { describe, expect, it } from "vitest";
import type { Game } from "../../firmware/core";
import { apply, hasCpu, isCpu, isError, newGame, parseRecord, serialize } from "../../firmware/core";
import { rules } from "./helpers";

const kniffel = rules("kniffel");

describe("computer seats", () => {
  it("are a level per seat (-1 a person); anything else is refused", () => {
    const g = newGame({ names: ["Anna", "Gerät 2 (Locker)"], rules: kniffel, rolloff: false, cpu: [-1, 2] }) as Game;
    expect(isError(g)).toBe(false);
    expect([isCpu(g, 0), isCpu(g, 1), hasCpu(g.setup)]).toEqual([false, true, true]);
    for (const cpu of [[0], [-1, 4], [-2, 0], [0.5, 0], "01"]) {
      expect(newGame({ names: ["A", "B"], rules: kniffel, rolloff: false, cpu: cpu as number[] })).toEqual({ err: "E_PLAYERS" });
    }
    // People only: no cpu field at all.
    expect((newGame({ names: ["A"], rules: kniffel, rolloff: false, cpu: [-1] }) as Game).setup.cpu).toBeUndefined();
    // A computer name may be longer than a person's 12 letters, up to 16.
    expect(newGame({ names: ["Gerät 12 (Locker)"], rules: kniffel, rolloff: false, cpu: [2] })).toEqual({ err: "E_PLAYERS" });
  });

  it("survive the game record", () => {
    const g = newGame({ names: ["Anna", "Gerät (Profi)"], rules: kniffel, rolloff: false, cpu: [-1, 0] }) as Game;
    apply(g, { t: "roll", d: [6, 6, 6, 2, 1] });
    apply(g, { t: "score", b: 5 });
    const back = parseRecord(serialize(g)) as Game;
    expect(back.setup.cpu).toEqual([-1, 0]);
    expect(back.log).toEqual(g.log);
  });

  it("undo takes back a person's entry, never a computer's", () => {
    const g = newGame({ names: ["Anna", "Gerät (Profi)"], rules: kniffel, rolloff: false, cpu: [-1, 0] }) as Game;
    apply(g, { t: "roll", d: [6, 6, 6, 2, 1] });
    apply(g, { t: "score", b: 5 });
    expect(apply(g, { t: "undo" })).toBeNull(); // Anna's
    apply(g, { t: "score", b: 5 });
    apply(g, { t: "roll", d: [1, 1, 2, 3, 4] });
    apply(g, { t: "score", b: 0 }); // the device's
    expect(apply(g, { t: "undo" })).toEqual({ err: "E_NO_UNDO" });
    expect(g.sc[13]).toBe(2);
  });
});
