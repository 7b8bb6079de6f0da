// The Pixl.js edition: the flash its build takes in Storage, and the peak memory
// of the app on the real interpreter over a whole two-player game (emu/pixl.ts:
// the Bangle.js 2 firmware of the same Espruino version, made a Pixl.js by a boot file),
// after a garbage collection at every step. Budgets: 30,000 bytes of flash (build/size.ts)
// and 2,200 of the Pixl.js's 2,950 variables (targets 20,000 and 1,500).
import { BUDGETS } from "../size";
import { firmwareMissing } from "../../emu/emulator";
import { playGame, PixlLockstep, pixlBuild } from "../../emu/pixl";
import type { Figure } from "./measure";

export const PIXL_VARIABLES = { max: 2200, target: 1500 };

export async function pixlFigures(): Promise<Figure[]> {
  const out = await pixlBuild();
  const figures: Figure[] = [
    { name: "pixljs edition in flash (code, texts, fonts; headers)", value: out.report.storage, unit: "bytes", max: BUDGETS.pixljs.max },
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
  figures.push({ name: `pixljs peak variables, 2-player game (target ${PIXL_VARIABLES.target})`, value: l.peak, unit: "vars", max: PIXL_VARIABLES.max });
  return figures;
}
