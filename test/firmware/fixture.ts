// What every firmware test file starts from: the installed watch of its board
// (test/firmware/global-setup.ts), or a visible skip where the firmware files are absent.
import { readFileSync } from "node:fs";
import { describe, inject } from "vitest";
import { Lockstep as EmuLockstep } from "../../emu/lockstep";
import type { LockstepOptions } from "../../emu/lockstep";
import { Watch } from "../../emu/watch";

/** A describe block that runs on board's firmware (a Bangle.js 2 unless said), or is reported skipped with the reason. */
export function describeFirmware(name: string, body: () => void, board = "banglejs2"): void {
  // Read here, not at import: inject() throws outside a test (a script importing this file).
  const skip = inject("firmwareSkip")[board] ?? `no firmware for ${board}`;
  describe.skipIf(skip !== "")(skip ? `${name} (skipped: ${skip})` : `firmware: ${name}`, body);
}

const images = new Map<string, Uint8Array>();
const installed = new Map<string, Uint8Array>();

/** The board's flash image named `key` by the set-up, read once into `cache`. */
function image(cache: Map<string, Uint8Array>, key: "watchImage" | "installedImage", board: string): Uint8Array {
  let bytes = cache.get(board);
  if (!bytes) {
    bytes = readFileSync(inject(key)[board]);
    cache.set(board, bytes);
  }
  return bytes;
}

/** The flash image of a board watch with the app installed and its coach files made. */
export function watchImage(board = "banglejs2"): Uint8Array {
  return image(images, "watchImage", board);
}

/** A fresh board watch with the app installed and its coach files made (not started). */
export function newWatch(counting = false, board = "banglejs2"): Watch {
  return new Watch(watchImage(board), counting, board);
}

/** A board watch just as the install left it, before the app made its coach files in the background. */
export function installedWatch(counting = false, board = "banglejs2"): Watch {
  return new Watch(image(installed, "installedImage", board), counting, board);
}

/**
 * The simulator and the firmware in lockstep (emu/lockstep.ts) on `o.watch`, by default a
 * fresh watch of the test run's of `o.board` (a Bangle.js 2 unless said).
 */
export class Lockstep extends EmuLockstep {
  constructor(name: string, seed: number, measure = false, o: Partial<LockstepOptions> & { board?: string } = {}) {
    super(name, seed, measure, { coach: o.coach, dark: o.dark, watch: o.watch ?? newWatch(false, o.board) });
  }
}
