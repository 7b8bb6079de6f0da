// What every firmware test file starts from: the installed watch of its board
// (test/firmware/global-setup.ts), or a visible skip where the firmware files are absent.
import { readFileSync } from "node:fs";
import { describe, inject } from "vitest";
import { Watch } from "./watch";

const images = new Map<string, Uint8Array>();

/** A describe block that runs on board's firmware (a Bangle.js 2 unless said), or is reported skipped with the reason. */
export function describeFirmware(name: string, body: () => void, board = "banglejs2"): void {
  // Read here, not at import: build/bench imports the drivers outside vitest, where inject() throws.
  const skip = inject("firmwareSkip")[board] ?? `no firmware for ${board}`;
  describe.skipIf(skip !== "")(skip ? `${name} (skipped: ${skip})` : `firmware: ${name}`, body);
}

/** A fresh board watch with the app installed (not started). */
export function newWatch(counting = false, board = "banglejs2"): Watch {
  let image = images.get(board);
  if (!image) {
    image = readFileSync(inject("watchImage")[board]);
    images.set(board, image);
  }
  return new Watch(image, counting, board);
}
