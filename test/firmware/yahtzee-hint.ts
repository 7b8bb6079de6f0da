// A Yahtzee hint on a watch, in lockstep with the simulator, after the app has had its time
// to make the table from the parts in the background: what the App Loader page's table sending leads to (test/web/interface.test.ts: a cut send leaves no table; the
// whole unpacking, half a minute of the emulator's time, in test/soak/yahtzee-unpack.test.ts).
import { expect } from "vitest";
import { newAdvisor } from "../../firmware/coach/advisor";
import { TABLES_WAITING } from "../../firmware/coach/parts";
import { tableFile } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { BACKUP_FILES } from "../../sim/backup";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { roll } from "../../sim/harness";
import { HINT } from "../../emu/coach-probe";
import { Watch } from "../../emu/watch";
import { Lockstep } from "./fixture";

export const YAHTZEE = presetRules("yahtzee") as Rules;
const KNIFFEL = presetRules("kniffel") as Rules;

/**
 * A watch booted from `flash` in the project's firmware driver, in lockstep with the
 * simulator: a Yahtzee game begun (both without a saved game), a roll, a hint, the screens
 * equal at every step; the simulator's coach exact for Yahtzee where `exact`, else compact
 * (the Kniffel preset's table only, as installed). The watch's kniffel.* names and Yahtzee table after.
 */
export function yahtzeeHint(flash: Uint8Array, exact: boolean): { names: string[]; table: Buffer | undefined } {
  const watch = new Watch(flash);
  for (const n of BACKUP_FILES) watch.emu.exec(`require("Storage").erase(${JSON.stringify(n)})`);
  const tables = new Set([tableFile(KNIFFEL), ...(exact ? [tableFile(YAHTZEE)] : [])]);
  const coach = () => newAdvisor((r: Rules) => (tables.has(tableFile(r)) ? valuesFor(r, DEFAULT_TABLES, () => {}) : null));
  const l = new Lockstep(`interface-hint-${exact}`, 33, false, { watch, coach });
  // The app makes the table from the parts in the background from its start, on the title
  // (as long as it takes; parts wait while kniffel.zw is there: the page writes it once every
  // part is checked).
  const waiting = () => l.watch.emu.eval<boolean>(`require("Storage").read(${JSON.stringify(TABLES_WAITING)}) !== undefined`);
  for (let s = 0; s < 900 && waiting(); s++) l.watch.idle(1000);
  l.check("the title, the table made");
  l.newGame(1, 3); // Regeln: three steps from Kniffel to Yahtzee
  expect(l.game().setup.rules).toEqual(YAHTZEE);
  roll(l);
  l.press("back", true).times("down", HINT).press("ok");
  expect(l.dump.msg).toMatch(/^Tipp: .+ \(erwartet \d+,\d\)$/);
  return { names: l.watch.emu.eval<string[]>('require("Storage").list(/^kniffel\\./)'), table: l.watch.emu.readFile(tableFile(YAHTZEE)) };
}
