// Whole games on the device's own bundles: the app runs on the fake Espruino, gets the very
// presses and random words a simulator game got, and must end with the same saved game
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
  esp.files.set("kniffel.coach", built.boards.pixljs.coach.code);
});
afterEach(uninstallFakeEspruino);

it.each([
  [11, 1],
  [12, 3],
])("Pixl.js bundle: seed %i, %i player(s), from the title to the ranking, saves what the simulator saved", (seed, players) => {
  const p = new Player(seed).newGame(players);
  finish(p);
  const words = sfc32(seed); // the simulator's random source for this seed
  vi.stubGlobal("E", { hwRand: () => words() | 0, getBattery: () => 83 });
  const d = runDevice("pixljs", readFileSync(join(built.root, "pixljs", bundleFileName(boardBuild("pixljs"))), "latin1"));
  for (const [b, long] of p.pressed.slice(0, -1)) d.press(b, long);
  esp.calls.splice(0);
  const [b, long] = p.pressed[p.pressed.length - 1];
  d.press(b, long); // the last entry: the ranking
  const flash = memoryStorage(1 << 20);
  for (const [name, data] of esp.files) flash.files.set(name, data);
  const saved = load(newJournal(flash, 3072)).g;
  expect(saved && toRecord(saved)).toEqual(toRecord(p.game()));
  const shown = drawn(esp.calls).join(" ");
  for (let i = 0; i < players; i++) expect(shown).toContain(String(playerTotals(p.game(), i).grand));
});
