// The game record: compact JSON that replays to the identical game; damage is reported.
import { describe, expect, it } from "vitest";
import { errorText, fromRecord, isError, parseRecord, serialize } from "../../firmware/core";
import { play, setup, snapshot } from "./helpers";

describe("game record", () => {
  const g = play(setup("meisterschaft", ["Anna", "Ben"]), [["12345", "largeStraight"], ["66612", "sixes"], ["11111", "kniffel"]]);
  it("round-trips to the identical state", () => {
    const back = parseRecord(serialize(g));
    expect(isError(back)).toBe(false);
    expect(snapshot(back as typeof g)).toEqual(snapshot(g));
  });
  it("is compact: the log is short strings", () => {
    expect(JSON.parse(serialize(g)).log).toEqual(["r12345", "s10", "r66612", "s5", "r11111", "s11"]);
  });
  const good = JSON.parse(serialize(g));
  it.each([
    ["not JSON", "{", "E_LOG"],
    ["another version", JSON.stringify({ ...good, v: 2 }), "E_LOG"],
    ["an unknown preset", JSON.stringify({ ...good, rules: { ...good.rules, preset: "poker" } }), "E_PRESET"],
    ["a bad switch", JSON.stringify({ ...good, rules: { ...good.rules, extraKniffelBonus: 7 } }), "E_SWITCH_VALUE"],
    ["a missing switch", JSON.stringify({ ...good, rules: { preset: "kniffel" } }), "E_LOG"],
    ["no players", JSON.stringify({ ...good, players: [] }), "E_PLAYERS"],
    ["a garbled entry", JSON.stringify({ ...good, log: ["r12345", "x"] }), "E_LOG"],
    ["an illegal entry", JSON.stringify({ ...good, log: ["r12345", "s10", "r12345", "s10", "r12345", "s10"] }), "E_FILLED"],
  ])("%s is refused", (_what, json, code) => {
    const r = parseRecord(json);
    expect(isError(r) && r.err).toBe(code);
  });
  it("names the failing log entry", () => {
    const r = fromRecord({ ...good, log: ["r12345", "s10", "r12345", "s99"] });
    if (!isError(r)) throw new Error("accepted");
    expect(r.at).toBe(3);
    expect(errorText(r, "en")).toBe("Log entry 3: There is no such box.");
  });
});
