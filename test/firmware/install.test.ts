// The light install on the real firmware: the watch as the App Loader leaves it (the
// coach's set-up file and the Kniffel table sent as parts, global-setup.ts) makes its files
// at the first question, in the question's own short pieces, within the coach's heap
// budget, resuming where a cancelled question stopped, and answers exactly as the
// simulator does; the files it made are the build's, byte for byte, and the parts are gone.
import { expect, it } from "vitest";
import { coachSetupBytes } from "../../build/coach-setup";
import { PACKED_FILE, SETUP_PARTS } from "../../firmware/coach/parts";
import { tableFile } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import { roll } from "../../sim/harness";
import { HINT, open, peak, probe } from "../../emu/coach-probe";
import { describeFirmware, installedWatch, Lockstep } from "./fixture";
import { BUDGET_WITH_COACH } from "../../emu/memory";

const KNIFFEL = presetRules("kniffel") as Rules;

describeFirmware("the first question after an install", () => {
  it("makes the set-up file and the Kniffel table from their parts, resumes after a cancel, and answers as the simulator", () => {
    const l = new Lockstep("install-first", 12, false, { watch: installedWatch() });
    const files = () => l.watch.emu.eval<string[]>("require('Storage').list(/^kniffel\\.[svz]/)");
    expect(files().filter((f) => f.startsWith(PACKED_FILE)).length).toBeGreaterThan(10);
    expect(files()).not.toContain(tableFile(KNIFFEL));
    l.newGame(1);
    probe(l);
    roll(l);
    // Asked, then cancelled by a tap in the middle of the table (after 300 pieces): no hint, the screen as before.
    l.press("back", true);
    l.watch.emu.exec("__n=0;__tapAt=300");
    l.watch.input({ b: "ok", long: false });
    l.p.press("back");
    l.check("the first hint cancelled while the table is unpacked");
    expect(l.watch.emu.eval("__tapAt")).toBe(0);
    expect(files()).toContain(tableFile(KNIFFEL)); // begun ...
    expect(files().filter((f) => f.startsWith(PACKED_FILE)).length).toBeGreaterThan(10); // ... not done
    // Asked again: it goes on, then answers (the lockstep checks the hint on the screen).
    peak(l);
    l.watch.emu.exec("__n=0");
    open(l, HINT);
    const pieces = l.watch.emu.eval<number>("__n");
    expect(l.p.dump.msg).toMatch(/^Tipp: .+ \(erwartet \d+,\d\)$/);
    expect(peak(l)).toBeLessThan(BUDGET_WITH_COACH);
    expect(pieces).toBeGreaterThan(300); // in short pieces (their work: npm run bench)
    expect(files().filter((f) => f.startsWith(PACKED_FILE) || new RegExp(`^${SETUP_PARTS.replace(".", "\\.")}\\d+$`).test(f))).toEqual([]);
    expect(l.watch.emu.readFile("kniffel.cs")!.equals(Buffer.from(coachSetupBytes()))).toBe(true);
    expect(l.watch.emu.readFile(tableFile(KNIFFEL))!.equals(Buffer.from(tableBytes(KNIFFEL, DEFAULT_TABLES, () => undefined)))).toBe(true);
    // The next question prepares nothing.
    l.press("back");
    l.watch.emu.exec("__n=0");
    open(l, HINT);
    expect(l.watch.emu.eval<number>("__n")).toBeLessThan(40);
  }, 600_000); // the preparation: about a minute and a half of the emulator
});
