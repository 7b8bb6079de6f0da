// Where the real firmware's files are (the Web IDE's emulator, see ../shared/emu/README.md) and
// BangleApps' own code (../shared/bangleapps): the test suite's driver, the web page's server
// and build read them from here. Each is looked for, in this order, in
//   1. $ESPRUINO_EMU_DIR / $BANGLEAPPS_DIR, where set (used as they are, even if absent);
//   2. the project's .firmware/emu / .firmware/bangleapps, put there by `npm run firmware`
//      checked against the pins (build/firmware-pins.json), so that a run uses the pinned files;
//   3. ../shared/emu / ../shared/bangleapps beside the project.
// Only whether a folder exists decides; where none does, the project's folder is named, so a
// missing file's message (missingFirmware) points at what `npm run firmware` would put there.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Where `npm run firmware` puts the pinned files (git-ignored): emu/ and bangleapps/. */
export const FIRMWARE_DIR = join(ROOT, ".firmware");

const ENV: { [folder: string]: string } = { emu: "ESPRUINO_EMU_DIR", bangleapps: "BANGLEAPPS_DIR" };

function folder(name: string): string {
  const set = process.env[ENV[name]];
  if (set) return resolve(set);
  const own = join(FIRMWARE_DIR, name);
  const shared = resolve(ROOT, "../shared", name);
  return existsSync(own) || !existsSync(shared) ? own : shared;
}

/** The firmware's folder: $ESPRUINO_EMU_DIR, else .firmware/emu (npm run firmware), else ../shared/emu beside the project. */
export function emuDir(): string {
  return folder("emu");
}

/** BangleApps' folder (a checkout's layout): $BANGLEAPPS_DIR, else .firmware/bangleapps, else ../shared/bangleapps. */
export function bangleAppsDir(): string {
  return folder("bangleapps");
}

/** One line for a suite's skip: what is missing, and what puts it there. */
export function missingFirmware(what: string, file: string): string {
  const env = [ENV.emu, ENV.bangleapps].find((v) => process.env[v] && file.startsWith(resolve(process.env[v] as string)));
  return `${what} ${file} not found: ${env ? `$${env} names a folder without it` : "run `npm run firmware`"}`;
}
