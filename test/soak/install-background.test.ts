// The whole light install on the real firmware (test/firmware/install.test.ts begins it): the
// watch as the App Loader leaves it makes its coach files in the background while a game is
// played, within the coach's heap budget, in about a minute and a half of the emulator; a hint
// meanwhile is compact and marked, the next one after it exact (the simulator's coach follows
// the watch's files); the files it made are the build's, byte for byte, and the parts are gone.
import { expect, it } from "vitest";
import { HINT, open, peak } from "../../emu/coach-probe";
import { describeFirmware } from "../firmware/fixture";
import { heapBudget } from "../../emu/memory";
import { compactHintWhilePreparing, idleUntilPrepared, madeAsBuilt } from "../firmware/coach-files";

describeFirmware("the coach's files after an install, made to the end", () => {
  it("are made in the background while a game is played; a hint meanwhile is compact, at once and marked, then exact", () => {
    const { l, watch, questionPieces } = compactHintWhilePreparing();
    expect(idleUntilPrepared(watch, 300_000)).toBeLessThan(300_000);
    expect(peak(l)).toBeLessThan(heapBudget("banglejs2").coach);
    madeAsBuilt(watch);
    // The next hint is the exact one (the simulator's coach follows the watch's files).
    l.press("back");
    open(l, HINT, (press) => {
      questionPieces();
      press();
    });
    expect(l.p.dump.msg).toMatch(/^Tipp: .+ \(erwartet \d+,\d\)$/);
    expect(questionPieces()).toBeLessThan(40);
  }, 600_000); // the preparation: about a minute and a half of the emulator

});
