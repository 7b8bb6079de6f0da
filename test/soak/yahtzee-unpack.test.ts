// The Yahtzee table's parts as the App Loader page sends them (the build's, byte for byte:
// test/web/interface.test.ts) on a watch: the app unpacks them in the background into the
// table `npm run tables` makes, byte for byte, and its Yahtzee hint is then the simulator's
// exact hint on the screen.
// Half a minute of the emulator's time, so in `npm run soak`; every `npm test` has the watch
// make the Kniffel table from its parts (test/firmware/install.test.ts).
import { expect, it } from "vitest";
import { packedTableFiles } from "../../build/storage-files";
import { PACKED_FILE } from "../../firmware/coach/parts";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import { describeFirmware, newWatch } from "../firmware/fixture";
import { YAHTZEE, yahtzeeHint } from "../firmware/yahtzee-hint";

describeFirmware("the Yahtzee table from its parts", () => {
  it("the app unpacks the parts into the exact table, and the Yahtzee hint answers as the simulator's exact coach", () => {
    const w = newWatch();
    for (const f of packedTableFiles(YAHTZEE)) w.emu.writeFile(f.name, f.data);
    const made = yahtzeeHint(w.emu.flash, true);
    expect(made.table!.equals(Buffer.from(tableBytes(YAHTZEE, DEFAULT_TABLES, () => undefined)))).toBe(true);
    expect(made.names.filter((n) => n.startsWith(PACKED_FILE))).toEqual([]);
  }, 300_000);
});
