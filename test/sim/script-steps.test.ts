// What each script step does, seen from a stand-in app that records every press with the
// virtual time and rolls a die from the HAL's random source on "ok".
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Hal } from "../../hal/hal";
import { loadScriptFile, runScript, ScriptError } from "../../sim/script";

const seen: string[] = [];

vi.mock("../../firmware/app/app", () => ({
  startApp(hal: Hal) {
    const stop = hal.listen((b, long) => {
      // Falls over on a long "back" once it has seen three presses (to test error reports).
      if (b === "back" && long && seen.length >= 3) throw new Error("the app fell over");
      // A die from a word as the app does it: words are faces - 1 when queued.
      const die = b === "ok" ? ` die ${(hal.random.word() % 6) + 1}` : "";
      seen.push(`${hal.clock.now()} ${b}${long ? " long" : ""}${die}`);
    });
    return { dump: () => ({ screen: "stub", lang: "de", game: null }), stop };
  },
}));

const dir = mkdtempSync(join(tmpdir(), "kniffel-steps-"));
beforeEach(() => void (seen.length = 0));

describe("script steps", () => {
  it("press physical buttons through the board's map and logical ones directly, settling after each", () => {
    runScript({ steps: [{ press: "BTN1" }, { press: "BTN2", long: true }, { press: "BTN4" }, { press: "up", long: true }] }, dir);
    // 1000 ms settle after the start and after every press.
    expect(seen).toEqual(["1000 up", "2000 back long", "3000 down", "4000 up long"]);
  });
  it("settle as the header says, and wait as long as asked", () => {
    runScript({ settle: 0, steps: [{ press: "down" }, { wait: 40 }, { press: "down" }, { wait: 2 }, { press: "up" }] }, dir);
    expect(seen).toEqual(["0 down", "40 down", "42 up"]);
  });
  it("queue chosen dice for the next rolls", () => {
    runScript({ settle: 0, steps: [{ dice: "61" }, { press: "ok" }, { press: "ok" }] }, dir);
    expect(seen).toEqual(["0 ok die 6", "0 ok die 1"]);
  });
  it("roll from the script's seed, which the command line can override", () => {
    const roll = (seed?: number, header: object = {}) => {
      seen.length = 0;
      runScript({ ...header, settle: 0, steps: [{ repeat: 8, steps: [{ press: "ok" }] }] }, dir, { seed });
      return seen.join();
    };
    expect(roll()).toBe(roll(undefined, { seed: 1 })); // the default seed
    expect(roll(undefined, { seed: 2 })).toBe(roll(2, { seed: 9 }));
    expect(roll(undefined, { seed: 2 })).not.toBe(roll(undefined, { seed: 3 }));
  });
  it("repeat their steps in order, and skip comments", () => {
    runScript({ settle: 0, comment: "why", steps: [{ comment: "a note" }, { repeat: 2, steps: [{ press: "up" }, { repeat: 2, steps: [{ press: "down" }] }] }] }, dir);
    expect(seen.map((s) => s.split(" ")[1])).toEqual(["up", "down", "down", "up", "down", "down"]);
  });
  it("name the step and the pass where the app fails", () => {
    const script = { settle: 0, steps: [{ wait: 1 }, { repeat: 3, steps: [{ press: "up" }, { press: "back", long: true }] }] };
    let error: unknown;
    try {
      runScript(script, dir);
    } catch (e) {
      error = e;
    }
    // Pass 1: up, back long (2 seen); pass 2: up (3 seen), back long falls over.
    expect(seen).toEqual(["1 up", "1 back long", "1 up"]);
    expect((error as Error).message).toBe("steps[1].steps[1] (pass 2/3 of steps[1]): the app fell over");
    expect(error).not.toBeInstanceOf(ScriptError); // a failing app is not a bad script
  });
});

describe("loadScriptFile", () => {
  it("refuses a file that is not JSON", () => {
    const f = join(dir, "broken.json");
    writeFileSync(f, '{"steps": [');
    expect(() => loadScriptFile(f)).toThrow(ScriptError);
    expect(() => loadScriptFile(f)).toThrow(/^not valid JSON/);
  });
});
