// The whole light install on the real firmware (test/firmware/install.test.ts begins it): the
// watch as the App Loader leaves it makes its coach files in the background while a game is
// played, within the coach's heap budget, in about a minute and a half of the emulator; a hint
// meanwhile is compact and marked, the next one after it exact (the simulator's coach follows
// the watch's files); the files it made are the build's, byte for byte, and the parts are gone.
import { expect, it } from "vitest";
import { roll } from "../../sim/harness";
import { HINT, open, peak, probe } from "../../emu/coach-probe";
import { followingAdvisor } from "../../emu/lockstep";
import { describeFirmware, installedWatch, Lockstep } from "../firmware/fixture";
import { heapBudget } from "../../emu/memory";
import { PIECE_MS } from "../../firmware/app/preparing";
import { coachFiles, countQuestions, idleUntilPrepared, madeAsBuilt, partsLeft } from "../firmware/coach-files";
import { PACKED_FILE } from "../../firmware/coach/parts";

describeFirmware("the coach's files after an install, made to the end", () => {
  it("are made in the background while a game is played; a hint meanwhile is compact, at once and marked, then exact", () => {
    const watch = installedWatch();
    const l = new Lockstep("install-background", 12, false, { watch, coach: () => followingAdvisor(watch) });
    expect(coachFiles(watch).filter((f) => f.startsWith(PACKED_FILE)).length).toBeGreaterThan(5);
    l.newGame(1);
    probe(l);
    const questionPieces = countQuestions(watch);
    roll(l);
    // Begun by itself (the set-up file first), not done.
    expect(watch.file("kniffel.cs")).toBeDefined();
    expect(partsLeft(watch).length).toBeGreaterThan(5);
    peak(l);
    open(l, HINT, (press) => {
      questionPieces();
      press();
    });
    expect(l.p.dump.msg).toMatch(/^Tipp \(grob\): .+ \(erwartet \d+,\d\)$/);
    expect(PIECE_MS).toBeGreaterThan(0);
    expect(questionPieces()).toBeLessThan(40); // no preparation first: the compact engine's few pieces
    expect(peak(l)).toBeLessThan(heapBudget("banglejs2").coach);
    // The work goes on while the hint shows, within the coach's heap budget.
    l.watch.emu.exec("__peak=0");
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
