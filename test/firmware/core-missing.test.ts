// The watches keep the rules core as a Storage module of their own (kniffel.core,
// build/core-module.ts). Where it is missing (a partial install), the app says so on the
// watch's screen in one message and stops; the saved game is left as it was.
import { expect, it } from "vitest";
import { APP_FILE } from "../../emu/watch";
import { describeFirmware, Lockstep, newWatch } from "./fixture";

for (const board of ["banglejs2", "banglejs3"]) {
  describeFirmware(`the core's file missing on the ${board}`, () => {
    it("the app shows which file is missing and stops; the saved game is untouched", () => {
      const w = new Lockstep(`no-core-${board}`, 3, false, { watch: newWatch(false, board) }).newGame(1).watch;
      const saved = ["kniffel.g0", "kniffel.g1"].map((f) => w.file(f));
      expect(saved.some((s) => s !== undefined)).toBe(true);
      // The message recorded: by the boot code (.boot1, the test's shim), as load() resets the rest.
      w.emu.exec('var S=require("Storage");S.erase("kniffel.core");S.write(".boot1",S.read(".boot1")+";global.SHOWN=[];E.showMessage=function(m,t){SHOWN.push([t,m])}")');
      w.emu.exec(`load(${JSON.stringify(APP_FILE)})`);
      w.idle(1000);
      expect(w.emu.eval("JSON.stringify(SHOWN)")).toBe(JSON.stringify([["Kniffel", "kniffel.core fehlt.\nApp neu aufspielen."]]));
      expect(w.errors.join("\n")).toMatch(/kniffel\.core missing: install the app again/);
      expect(["kniffel.g0", "kniffel.g1"].map((f) => w.file(f))).toEqual(saved);
    });
  }, board);
}
