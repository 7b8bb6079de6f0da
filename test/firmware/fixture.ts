// What every firmware test file starts from: the installed watch (test/firmware/global-setup.ts),
// or a visible skip where the firmware files are absent.
import { readFileSync } from "node:fs";
import { describe, inject } from "vitest";
import { Watch } from "./watch";

let image: Uint8Array | undefined;

/** A describe block that runs on the firmware, or is reported skipped with the reason. */
export function describeFirmware(name: string, body: () => void): void {
  // Read here, not at import: build/bench imports the drivers outside vitest, where inject() throws.
  const skip = inject("firmwareSkip");
  describe.skipIf(skip !== "")(skip ? `${name} (skipped: ${skip})` : `firmware: ${name}`, body);
}

/** A fresh watch with the app installed and its coach files made (not started). */
export function newWatch(counting = false): Watch {
  image ??= readFileSync(inject("watchImage"));
  return new Watch(image, counting);
}

let installed: Uint8Array | undefined;

/** A watch just as the install left it, before the first question made its coach files. */
export function installedWatch(counting = false): Watch {
  installed ??= readFileSync(inject("installedImage"));
  return new Watch(installed, counting);
}
