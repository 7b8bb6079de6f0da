// The watch after its first question: the files the app makes once from what the install
// sent (firmware/coach/prepare.ts: the coach's set-up file, the Kniffel table), made on the
// firmware by the app's own prepare module (prepare-entry.ts), in the pieces the app runs.
// The suite's set-up does this once (global-setup.ts), so that every test starts from a
// watch whose coach is ready; install.test.ts proves the first question does it itself.
import { build } from "esbuild";
import { ROOT, boardBuild } from "../../build/boards";
import { ESPRUINO_OPTIONS } from "../../build/bundle";
import { boardDefines } from "../../build/defines";
import { substitutesPlugin } from "../../build/substitutes";
import { Emulator } from "./emulator";

/** Pieces of the preparation per call into the firmware (each call well within the driver's time limit). */
const BATCH = 25;

/** The flash image `image` after the preparation, and how many pieces it took. */
export async function prepareWatch(image: Uint8Array): Promise<{ flash: Uint8Array; pieces: number }> {
  const r = await build({
    ...ESPRUINO_OPTIONS,
    absWorkingDir: ROOT,
    define: boardDefines(boardBuild("banglejs2")),
    plugins: [substitutesPlugin()],
    entryPoints: ["test/firmware/prepare-entry.ts"],
    outfile: "prepare.js",
  });
  const emu = new Emulator(image);
  emu.exec(r.outputFiles![0].text);
  emu.exec("global.__J=PREPARE();global.__n=0");
  if (emu.eval("__J") === null) throw new Error("the installed watch has nothing to prepare: were the parts sent?");
  while (!emu.eval<boolean>(`(function(){for(var k=0;k<${BATCH};k++){__n++;if(__J.step())return true}return false})()`)) {
    // batch after batch
  }
  const failed = emu.eval<number>("__J.result()");
  const errors = emu.takeErrors();
  if (failed || errors.length) throw new Error(`preparing the watch: ${failed} file(s) not made; ${errors.map((e) => e.message).join("; ")}`);
  const pieces = emu.eval<number>("__n");
  emu.exec("delete global.__J;delete global.PREPARE");
  return { flash: emu.flash, pieces };
}
