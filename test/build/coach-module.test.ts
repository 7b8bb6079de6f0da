// The coach module on a fake Espruino, through the device app itself: the Pixl.js bundle
// with every feature (the edition has no coach) runs, a game starts, and a hint is asked for. The app's loader (hal/espruino/coach.ts)
// evaluates the built module from Storage then, not before, and once; its hint is the
// exact engine's where the Storage holds the game's value table, and the compact engine's
// where it does not, word for word as the simulator shows it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Advisor } from "../../firmware/coach/advisor";
import { tableFile } from "../../firmware/coach/table";
import { text } from "../../firmware/core";
import { storageFiles } from "../../build/storage-files";
import { exactAdvisor } from "../../sim/advisor";
import { ALL_FEATURES, Player } from "../app/harness";
import { rules } from "../core/helpers";
import { allFeaturesPixl, Built, buildAll } from "./built";
import { DeviceBundles } from "../../build/bundle";
import { Button } from "../../hal/input";
import { drawn, FakeEspruino, installFakeEspruino, runDevice, uninstallFakeEspruino } from "./fake-espruino";

let built: Built;
let full: DeviceBundles;
beforeAll(async () => {
  built = await buildAll();
  full = await allFeaturesPixl();
}, 120_000);

let esp: FakeEspruino;
let reads: string[];
beforeEach(() => {
  esp = installFakeEspruino();
  for (const f of storageFiles("kniffel")) esp.files.set(f.name, f.data.toString("latin1"));
  esp.files.set("kniffel.coach", full.coach!.code);
  reads = [];
  const get = esp.files.get.bind(esp.files);
  esp.files.get = (name: string) => (reads.push(name), get(name));
});
afterEach(uninstallFakeEspruino);

/** The Pixl.js app on the fake, rolling `dice` (the hardware RNG gives face - 1 for each). */
function device(dice: string) {
  const words = [...dice].map((f) => +f - 1);
  vi.stubGlobal("E", { hwRand: () => words.shift() ?? 0, getBattery: () => 83 });
  const d = runDevice("pixljs", full.app.code);
  return { press: (b: Button, long = false) => d.input({ b, long }) };
}

/** From the title: a new solitaire game (as Player.newGame(1)), then the first roll. */
const NEW_GAME_AND_ROLL: Button[] = ["ok", "down", "down", "down", "down", "down", "down", "ok", "back"];

/** New solitaire game, one roll, the hint: on the device and in the simulator's app. */
function hint(dice: string, simCoach?: Advisor) {
  const d = device(dice);
  for (const k of NEW_GAME_AND_ROLL) d.press(k);
  const before = reads.filter((n) => n === "kniffel.coach").length;
  esp.calls.splice(0);
  d.press("up", true);
  const shown = drawn(esp.calls).join(" ");
  const p = new Player(1, ALL_FEATURES, undefined, simCoach).newGame(1);
  p.sim.queueDice(dice);
  p.press("back").press("up", true);
  return { before, loads: reads.filter((n) => n === "kniffel.coach").length, shown, expected: p.dump.msg };
}

/** Every word of the message appears on the device's screen (it may be wrapped). */
function showsMessage(shown: string, msg: string): void {
  expect(msg).toMatch(/^Tipp: /);
  for (const word of msg.split(" ")) expect(shown, msg).toContain(word);
}

describe("the coach module in the app", () => {
  it("is loaded at the first hint, not at start, and then gives the compact engine's hint", () => {
    const h = hint("12346");
    expect(h.before).toBe(0);
    expect(h.loads).toBe(1);
    showsMessage(h.shown, h.expected);
  });

  it("gives the exact engine's hint where the Storage holds the game's table", () => {
    const table = tableFile(rules("kniffel"));
    esp.files.set(table, readFileSync(join(built.root, "banglejs2", table), "latin1"));
    const h = hint("66612", exactAdvisor(() => undefined));
    showsMessage(h.shown, h.expected);
    expect(reads).toContain(table);
    const compact = new Player(1).newGame(1);
    compact.sim.queueDice("66612");
    expect(compact.press("back").press("up", true).dump.msg).not.toBe(h.expected); // the engines differ here
  });

  it("says so when its file is missing, and the game goes on", () => {
    esp.files.delete("kniffel.coach");
    const d = device("1234612346");
    for (const k of NEW_GAME_AND_ROLL) d.press(k);
    esp.calls.splice(0);
    d.press("up", true); // the hint
    for (const word of text("de", "noCoach").split(" ")) expect(drawn(esp.calls).join(" ")).toContain(word);
    d.press("up"); // dismissed
    esp.calls.splice(0);
    d.press("back"); // the second roll
    expect(drawn(esp.calls)).toContain("Wurf 2/3  83%");
  });
});
