// Saving on the real firmware, played as a person plays the watch (taps; "back" is the
// button), in lockstep with the simulator: a power cut (RAM lost, Storage kept, the app
// started again) at the moments that matter resumes the same game on the same screen, and
// a full or corrupt Storage gets the simulator's message and state. The lockstep compares
// every screen pixel for pixel; the journal the watch wrote is read back from its Storage
// and compared with the simulator's game record.
import { expect, it } from "vitest";
import { load, newJournal, SLOTS } from "../../firmware/app/store/journal";
import { Game } from "../../firmware/core";
import { memoryStorage } from "../../sim/storage";
import { describeFirmware } from "./fixture";
import { Lockstep } from "./lockstep";

const ROLL = [88, 150] as const; // the area below the dice
const SHEET = [88, 25] as const; // the player's line at the top
const OK = [173, 173] as const; // bottom-right corner: enter on the sheet, confirm
/** The middle of die i on the dice screen. */
const die = (i: number): [number, number] => [18 + 35 * i, 60];

/** What a resumed turn must keep. */
function turnState(g: Game) {
  return { log: g.log, player: g.cur, dice: Array.from(g.dice), held: g.held, roll: g.roll, phase: g.ph };
}

/** The game the watch's journal files hold, read with the app's own load(). */
function watchJournal(l: Lockstep): Game | null {
  const st = memoryStorage(1 << 20);
  for (const name of SLOTS) {
    const data = l.watch.file(name);
    if (data !== undefined) st.files.set(name, data);
  }
  return load(newJournal(st, 8192)).g;
}

/** The power cut and the checks after it: same screen (lockstep), same turn, same journal on both. */
function cutAndCheck(l: Lockstep, cut: (l: Lockstep) => void = (x) => void x.powerCut()): Game {
  const before = l.p.game();
  const screen = l.p.screen;
  cut(l);
  const after = l.p.game();
  expect(turnState(after)).toEqual(turnState(before));
  expect(l.p.screen).toBe(screen);
  const journal = watchJournal(l);
  expect(journal).not.toBeNull();
  expect(turnState(journal!)).toEqual(turnState(after));
  expect(journal!.setup).toEqual(after.setup);
  for (const name of SLOTS) expect(l.watch.file(name), name).toEqual(l.p.sim.hal.storage.read(name));
  expect(l.p.dump.msg).toBe("");
  return after;
}

describeFirmware("saving", () => {
  it("a power cut after a roll with held dice resumes the turn", () => {
    const l = new Lockstep("cut-held", 11).newGame(1);
    l.tap(...ROLL).tap(...die(0)).tap(...die(3)).tap(...ROLL).tap(...die(1));
    const g = cutAndCheck(l);
    expect(g.roll).toBe(2);
    expect(g.held).toBe(0b1011);
    expect(l.p.screen).toBe("dice");
    // and the game goes on: the held dice stay, the third roll is the last
    l.tap(...ROLL);
    expect(l.p.game().roll).toBe(3);
  });

  it("a power cut on the sheet (after the third roll) resumes on the sheet", () => {
    const l = new Lockstep("cut-sheet", 12).newGame(1);
    l.tap(...ROLL).tap(...ROLL).tap(...ROLL);
    expect(l.p.screen).toBe("sheet");
    cutAndCheck(l);
    l.tap(...OK);
    expect(l.p.game().turn).toBe(1);
  });

  it("a power cut on a handover (two players) resumes with the next player", () => {
    const l = new Lockstep("cut-handover", 13).newGame(2);
    if (l.p.screen === "handover") l.tap(...OK);
    l.tap(...ROLL).tap(...SHEET).tap(...OK);
    if (l.p.screen === "ask") l.tap(...OK);
    expect(l.p.screen).toBe("handover");
    const g = cutAndCheck(l);
    expect(g.cur).toBe(1);
    l.tap(...OK).tap(...ROLL);
    expect(l.p.game().roll).toBe(1);
  });

  it("a power cut 100 ms into a roll animation resumes the roll's result", () => {
    const l = new Lockstep("cut-rolling", 14).newGame(1);
    l.tap(...ROLL).tap(...die(2));
    const before = l.p.game();
    l.tapThenCut(ROLL[0], ROLL[1], 100);
    const after = l.p.game();
    // the roll was saved when it was thrown, or not at all: never half
    expect([before.log.length, before.log.length + 1]).toContain(after.log.length);
    expect(after.log.slice(0, before.log.length)).toEqual(before.log);
    const journal = watchJournal(l)!;
    expect(turnState(journal)).toEqual(turnState(after));
    for (const name of SLOTS) expect(l.watch.file(name), name).toEqual(l.p.sim.hal.storage.read(name));
    l.tap(...ROLL);
  });
});
