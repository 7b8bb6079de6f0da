// Games with the players' own dice: the dice are entered ("d12345"), never rolled.
import { describe, expect, it } from "vitest";
import { Action, apply, isError, parseRecord, Phase, serialize } from "../../firmware/core";
import { game, rules } from "./helpers";

const set = (s: string): Action => ({ t: "set", d: s.split("").map(Number) });

describe("own dice", () => {
  it("dice are entered, may be corrected until they go into a box, and are logged", () => {
    const g = game({ names: ["A", "B"], rules: rules("kniffel"), rolloff: false, real: true });
    expect(apply(g, { t: "roll", d: [1, 2, 3, 4, 5] })?.err).toBe("E_OWN_DICE");
    expect(apply(g, set("12345"))).toBeNull();
    expect(apply(g, set("23456"))).toBeNull(); // corrected
    expect([g.roll, Array.from(g.dice)]).toEqual([3, [2, 3, 4, 5, 6]]);
    expect(apply(g, { t: "hold", i: 0 })?.err).toBe("E_NO_ROLLS");
    expect(apply(g, { t: "score", b: 10 })).toBeNull();
    expect(g.sc[10]).toBe(40);
    expect(g.log).toEqual(["d12345", "d23456", "s10"]);
    expect(apply(g, set("1234")) ?.err).toBe("E_DICE");
  });

  it("the device's own games refuse entered dice", () => {
    const g = game({ names: ["A"], rules: rules("kniffel"), rolloff: false });
    expect(apply(g, set("12345"))?.err).toBe("E_DEVICE_DICE");
  });

  it("the roll-off takes entered throws", () => {
    const g = game({ names: ["A", "B"], rules: rules("yahtzee"), rolloff: true, real: true });
    expect(apply(g, set("11111"))).toBeNull();
    expect(apply(g, set("66666"))).toBeNull();
    expect([g.ph, g.first]).toEqual([Phase.Play, 1]);
  });

  it("the record says so and replays", () => {
    const g = game({ names: ["A"], rules: rules("tallynight"), rolloff: false, real: true });
    apply(g, set("11111"));
    apply(g, { t: "score", b: 11 });
    const back = parseRecord(serialize(g));
    expect(isError(back) ? back : back.setup.real).toBe(true);
    expect(JSON.parse(serialize(g)).real).toBe(true);
    expect(JSON.parse(serialize(game({ names: ["A"], rules: rules("kniffel"), rolloff: false }))).real).toBeUndefined();
  });
});
