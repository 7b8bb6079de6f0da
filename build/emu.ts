// Where the real firmware's files are (../shared/emu, see its README): the test suite's
// driver, the web page's server and build read them from here.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** $ESPRUINO_EMU_DIR, else ../shared/emu beside the project. */
export function emuDir(): string {
  return resolve(process.env.ESPRUINO_EMU_DIR || fileURLToPath(new URL("../../shared/emu", import.meta.url)));
}
