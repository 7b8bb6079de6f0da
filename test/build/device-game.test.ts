// Whole games on the device's own bundles: the app runs on the fake Espruino, gets the very
// presses, taps and random words a simulator game got, and must end with the same saved game
// (its journal read back) and the same ranking on screen. This covers what only a bundle
// can get wrong: the shortened property names, the device's text, font and Storage
// modules, the board's buttons.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { load, newJournal } from "../../firmware/app/store/journal";
import { playerTotals, toRecord } from "../../firmware/core";
import { bundleFileName } from "../../build/build";
import { boardBuild } from "../../build/boards";
import { storageFiles } from "../../build/storage-files";
import { sfc32 } from "../../sim/rng";
import { memoryStorage } from "../../sim/storage";
import { finish, Player } from "../app/harness";
import { Built, buildAll } from "./built";
import { drawn, FakeEspruino, installFakeEspruino, runDevice, uninstallFakeEspruino } from "./fake-espruino";

let built: Built;
beforeAll(async () => {
  built = await buildAll();
}, 120_000);

let esp: FakeEspruino;
beforeEach(() => {
  esp = installFakeEspruino();
  for (const f of storageFiles("kniffel")) esp.files.set(f.name, f.data.toString("latin1"));
});
afterEach(uninstallFakeEspruino);

/** Plays the simulator game `p` on board `id`'s bundle (random words from `seed`); returns what the last input drew. */
function replay(id: string, p: Player, seed: number): string {
  const words = sfc32(seed); // the simulator's random source for this seed
  vi.stubGlobal("E", { hwRand: () => words() | 0, getBattery: () => 83 });
  const d = runDevice(id, readFileSync(join(built.root, id, bundleFileName(boardBuild(id))), "latin1"));
  for (const i of p.inputs.slice(0, -1)) d.input(i);
  esp.calls.splice(0);
  d.input(p.inputs[p.inputs.length - 1]); // the last entry: the ranking
  return drawn(esp.calls).join(" ");
}

/** The game the device saved, read back with the journal. */
function savedGame() {
  const flash = memoryStorage(1 << 20);
  for (const [name, data] of esp.files) flash.files.set(name, data);
  const g = load(newJournal(flash, 3072)).g;
  return g && toRecord(g);
}

it.each([
  [11, 1],
  [12, 3],
])("Pixl.js bundle: seed %i, %i player(s), from the title to the ranking, saves what the simulator saved", (seed, players) => {
  const p = new Player(seed, "pixljs").newGame(players);
  finish(p);
  const shown = replay("pixljs", p, seed);
  expect(savedGame()).toEqual(toRecord(p.game()));
  for (let i = 0; i < players; i++) expect(shown).toContain(String(playerTotals(p.game(), i).grand));
});

it("Bangle.js 2 bundle: a whole game by touch alone (corners, the roll area, the sheet), saves what the simulator saved", () => {
  const seed = 4;
  const p = new Player(seed, "banglejs2").newGame(1);
  for (let turn = 0; turn < 13; turn++) {
    p.tap(88, 110); // the roll area
    p.tap(88, 20); // the top: the sheet, its cursor on the best box
    p.tap(171, 170); // Eintragen
    if (p.screen === "ask") p.tap(171, 170); // Ja
  }
  expect(p.screen).toBe("rank");
  const shown = replay("banglejs2", p, seed);
  expect(savedGame()).toEqual(toRecord(p.game()));
  expect(shown).toContain(String(playerTotals(p.game(), 0).grand));
});
