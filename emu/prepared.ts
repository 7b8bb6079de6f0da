// The watch once the app has made its coach files in the background: the files it makes
// once from what the install sent (firmware/coach/prepare.ts: the coach's set-up file, the
// Kniffel table). prepareWatch has the firmware make them with the app's own prepare module
// (prepare-entry.ts), in the pieces the app runs (the bench counts their work);
// test/firmware/install.test.ts proves that the app does it itself and that the files are the
// build's byte for byte, so the suite's set-up (test/firmware/global-setup.ts) writes those
// bytes straight into the flash: what the watch holds after the work, a minute and a half sooner.
import type { StorageFile } from "../build/storage-files";
import { PACKED_FILE, SETUP_PARTS } from "../firmware/coach/parts";
import { deviceBundle } from "./device-bundle";
import { Emulator, firstEmulated } from "./emulator";
import { CALIBRATION_CODE } from "./timing";

/** The installed watch's flash with the coach files the app makes in the background (the build's bytes), its parts erased. */
export function preparedImage(image: Uint8Array, files: StorageFile[], board = firstEmulated()): Uint8Array {
  const emu = Emulator.boot(image, false, board);
  for (const f of files) emu.writeFile(f.name, f.data);
  // The parts and the note that tables wait (parts.ts; PACKED_FILE covers TABLES_WAITING),
  // chosen here: the firmware's RegExp fails on an alternation after a prefix (/^k(z|s)$/
  // does not match "ks" there), which left the set-up file's parts behind (every first
  // question then ran the preparation again).
  const parts = emu.eval<string[]>("require('Storage').list(/^kniffel\\./)").filter((n) => n.startsWith(PACKED_FILE) || (n.startsWith(SETUP_PARTS) && /^\d+$/.test(n.slice(SETUP_PARTS.length))));
  for (const n of parts) emu.exec(`require("Storage").erase(${JSON.stringify(n)})`);
  return emu.flash;
}

/** Pieces of the preparation per call into the firmware (each call well within the driver's time limit). */
const BATCH = 25;

export interface Prepared {
  flash: Uint8Array;
  pieces: number;
  /** With `counting`: the work in calibration loops (timing.ts), in all and of the longest piece. */
  loops?: number;
  longest?: number;
}

/** The flash image `image` after the preparation, and how many pieces it took (`counting`: and their work, piece by piece). */
export async function prepareWatch(image: Uint8Array, counting = false, board = firstEmulated()): Promise<Prepared> {
  const code = await deviceBundle("emu/prepare-entry.ts", board);
  const emu = Emulator.boot(image, counting, board);
  emu.exec(code);
  emu.exec("global.__J=PREPARE();global.__n=0");
  if (emu.eval("__J") === null) throw new Error("the installed watch has nothing to prepare: were the parts sent?");
  let loops: number | undefined;
  let longest: number | undefined;
  if (counting) {
    const before = emu.calls();
    emu.exec(CALIBRATION_CODE);
    const cal = emu.calls() - before;
    loops = 0;
    longest = 0;
    for (let done = false; !done;) {
      const t = emu.calls();
      done = emu.eval<boolean>("(__n++,__J.step())");
      const piece = (emu.calls() - t) / cal;
      loops += piece;
      longest = Math.max(longest, piece);
    }
  } else {
    while (!emu.eval<boolean>(`(function(){for(var k=0;k<${BATCH};k++){__n++;if(__J.step())return true}return false})()`)) {
      // batch after batch
    }
  }
  const failed = emu.eval<number>("__J.result()");
  const errors = emu.takeErrors();
  if (failed || errors.length) throw new Error(`preparing the watch: ${failed} file(s) not made; ${errors.map((e) => e.message).join("; ")}`);
  const pieces = emu.eval<number>("__n");
  emu.exec("delete global.__J;delete global.PREPARE");
  return { flash: emu.flash, pieces, loops, longest };
}
