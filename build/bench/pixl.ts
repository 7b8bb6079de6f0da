// The Pixl.js edition: the flash its build takes in Storage, and the peak memory
// of the app on the real interpreter over a whole two-player game (emu/pixl.ts:
// the Bangle.js 2 firmware of the same Espruino version, made a Pixl.js by a boot file),
// after a garbage collection at every step, against the board's budgets (espruino.config.json:
// its Storage files' flash bytes, and its heap in variables).
import { firmwareMissing } from "../../emu/emulator";
import { playGame, PixlLockstep, pixlBuild } from "../../emu/pixl";
import type { Figure } from "./measure";

export async function pixlFigures(): Promise<Figure[]> {
  const out = await pixlBuild();
  const budgets = out.board.budgets;
  const figures: Figure[] = [
    { name: "pixljs edition in flash (code, texts, fonts; headers)", value: out.report.storage, unit: "bytes", max: budgets.code.max },
    { name: "pixljs edition code, pretokenised (bundle)", value: out.report.files[0].bytes, unit: "bytes" },
  ];
  const missing = firmwareMissing();
  if (missing) {
    console.log(`pixljs edition on the firmware: not measured (${missing})`);
    return figures;
  }
  const l = new PixlLockstep("bench", 31, out);
  figures.push({ name: "pixljs variables on the title screen, after loading", value: l.peak, unit: "vars" });
  playGame(l, 2);
  figures.push({ name: `pixljs peak variables, 2-player game (target ${budgets.heap.target})`, value: l.peak, unit: "vars", max: budgets.heap.max });
  return figures;
}
