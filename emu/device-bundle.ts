// An entry module (emu/prepare-entry.ts, test/firmware/*-entry.ts) bundled as the app is (build/bundle.ts
// ESPRUINO_OPTIONS, the board's constants, the device substitutes), to run the device's own
// modules on the firmware: the entry sets them as a global there.
import { build } from "esbuild";
import { boardBuild, ROOT } from "../build/boards";
import { ESPRUINO_OPTIONS } from "../build/bundle";
import { boardDefines } from "../build/defines";
import { renameOf } from "../build/gate/bundle-check";
import { substitutesPlugin } from "../build/substitutes";
import { firstEmulated } from "./emulator";

export async function deviceBundle(entry: string, board = firstEmulated()): Promise<string> {
  const r = await build({
    ...ESPRUINO_OPTIONS,
    absWorkingDir: ROOT,
    define: boardDefines(boardBuild(board)),
    plugins: [substitutesPlugin()],
    entryPoints: [entry],
    outfile: "entry.js",
  });
  return renameOf(r.outputFiles![0].text);
}
