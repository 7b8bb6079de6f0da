// The coach on the real Bangle.js 2 firmware, in lockstep with the simulator (every screen
// pixel for pixel, so the watch's advice, options and odds are the simulator's for the same
// positions): the exact engine with the Kniffel table read from Storage, the compact engine
// where no table is stored (Yahtzee), reached as a watch user does (the button held: the game
// menu; taps on the corners), with the heap measured on every coach screen and after it.
import { expect, it } from "vitest";
import { tableFile } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { describeFirmware, Lockstep, newWatch } from "./fixture";
import { roll } from "../../sim/harness";
import type { StepLoops } from "../../emu/timing";
import { stepLoops } from "../../emu/timing";
import { ask, HINT, houseGame, leave, LEFTOVER, ODDS, open, OPTIONS, probe } from "../../emu/coach-probe";
import { heapBudget } from "../../emu/memory";

/** Preset steps in the new-game menu: Kniffel (its table is installed), Yahtzee (none). */
const KNIFFEL = 0;
const YAHTZEE = 3;

const rulesOf = (preset: string) => presetRules(preset) as Rules;

/** The next player's turn: past the hand-over screen of a game of several. */
function takeOver(l: Lockstep): void {
  if (l.p.screen === "handover") l.press("ok");
}

describeFirmware("coach", () => {
  for (const [name, preset] of [["Kniffel, exact engine on the stored table", KNIFFEL], ["Yahtzee, compact engine (no table stored)", YAHTZEE]] as const) {
    it(`${name}: hint, all options and odds by the button and taps, each within the heap budget, the heap back to its level after`, () => {
      const l = new Lockstep(`coach-${preset}`, 11);
      const stored = l.watch.file(tableFile(rulesOf(preset === KNIFFEL ? "kniffel" : "yahtzee")));
      expect(stored !== undefined).toBe(preset === KNIFFEL);
      l.newGame(1, preset);
      probe(l);
      roll(l); // the first roll
      const base = l.watch.usage();
      const seen: string[] = [];
      expect(base).toBeLessThan(heapBudget("banglejs2").max);

      const hint = ask(l, HINT);
      expect(l.p.dump.msg).toMatch(/^Tipp: .+ \(erwartet \d+,\d\)$/);
      expect(hint.peak).toBeGreaterThan(base + 300); // the coach was loaded while it worked ...
      expect(hint.peak).toBeLessThan(heapBudget("banglejs2").coach);
      expect(hint.on).toBeLessThan(base + LEFTOVER); // ... and let go with its answer
      seen.push("hint " + hint.on);
      expect(leave(l)).toBeLessThan(base + LEFTOVER);

      const options = ask(l, OPTIONS);
      expect(l.p.screen).toBe("options");
      expect(options.peak).toBeGreaterThan(base + 300);
      expect(options.peak).toBeLessThan(heapBudget("banglejs2").coach);
      l.press("down").press("down"); // scrolled on the watch as in the simulator
      seen.push("options " + options.on);
      expect(leave(l), seen.join(", ")).toBeLessThan(base + LEFTOVER);
      expect(l.p.screen).toBe("dice");

      const odds = ask(l, ODDS);
      expect(l.p.screen).toBe("odds");
      expect(odds.peak).toBeGreaterThan(base + 300);
      expect(odds.peak).toBeLessThan(heapBudget("banglejs2").coach);
      seen.push("odds " + odds.on);
      expect(leave(l), seen.join(", ")).toBeLessThan(base + LEFTOVER);
      console.log(`${name}: heap ${base}; hint ${hint.peak}, options ${options.peak}, odds ${odds.peak} while the coach works`);
    });
  }

  it("a hint's work is split into steps, each a small part of it: presses get through between them", () => {
    const l = new Lockstep("coach-steps", 12, false, { watch: newWatch(true) });
    l.newGame(1);
    roll(l);
    l.press("back", true);
    const hint = stepLoops(l.watch, () => l.press("ok"));
    expect(l.p.dump.msg).toMatch(/^Tipp: /);
    l.press("back").press("back", true).times("down", ODDS);
    const odds = stepLoops(l.watch, () => l.press("ok"));
    expect(l.p.screen).toBe("odds");
    for (const s of [hint, odds]) {
      expect(s.steps).toBeGreaterThan(10);
      expect(s.longest).toBeLessThan(s.total / 4);
    }
    const f = (x: number) => x.toFixed(1);
    console.log(`calibration loops: hint ${f(hint.total)} (longest step ${f(hint.longest)}, ${hint.steps} steps), odds ${f(odds.total)} (longest ${f(odds.longest)}, ${odds.steps} steps)`);
  });

  it("house rules (free striking in the Kniffel game): the coach reads their variant from the set-up file, in short steps", () => {
    const l = new Lockstep("coach-house", 12, false, { watch: newWatch(true) });
    houseGame(l);
    expect(l.game().setup.rules.voluntaryStrike).toBe(true);
    roll(l);
    let hint: StepLoops | undefined;
    open(l, HINT, (press) => (hint = stepLoops(l.watch, press)));
    expect(l.p.dump.msg).toMatch(/^Tipp: .+ \(erwartet \d+,\d\)$/);
    leave(l);
    let odds: StepLoops | undefined;
    open(l, ODDS, (press) => (odds = stepLoops(l.watch, press)));
    expect(l.p.screen).toBe("odds");
    for (const s of [hint!, odds!]) expect(s.longest).toBeLessThan(1); // the odds once built their base in one step of 12 loops
  });

  it("a tap while the coach works cancels the question: no hint, the screen as before, the heap back", () => {
    const l = new Lockstep("coach-cancel", 23);
    l.newGame(1);
    probe(l);
    roll(l);
    const base = l.watch.usage();
    l.press("back", true); // the game menu, on both
    l.watch.emu.exec("__n=0;__tapAt=3"); // a tap arrives after the coach's third piece
    l.watch.input({ b: "ok", long: false }); // Tipp on the watch only ...
    l.p.press("back"); // ... while the simulator just leaves the menu: the same screen is expected
    l.check("hint cancelled by a tap");
    expect(l.watch.emu.eval("__tapAt")).toBe(0); // the tap did arrive
    expect(l.p.dump.msg).toBe("");
    expect(l.watch.usage()).toBeLessThan(base + LEFTOVER);
    l.press("back", true).press("ok"); // asked again, it answers
    expect(l.p.dump.msg).toMatch(/^Tipp: /);
  });

  it("8 players: every coach screen in the first round within the budgets", () => {
    const l = new Lockstep("coach-8", 31);
    l.newGame(8);
    probe(l);
    takeOver(l);
    roll(l);
    const base = l.watch.usage();
    expect(base).toBeLessThan(heapBudget("banglejs2").max);
    const peaks: number[] = [];
    for (const item of [HINT, OPTIONS, ODDS]) {
      const h = ask(l, item);
      expect(h.peak).toBeLessThan(heapBudget("banglejs2").coach);
      peaks.push(h.peak);
      expect(leave(l)).toBeLessThan(base + LEFTOVER);
    }
    console.log(`8 players: heap ${base}; hint, options, odds ${peaks.join(", ")} while the coach works`);
  });

  it("3 players to the last round (odds ran out of memory there): the heap within budget in every round, the odds in the first, middle and last", () => {
    const l = new Lockstep("coach-last", 15, true);
    l.newGame(3);
    probe(l);
    let most = 0;
    for (let round = 0; round < 13; round++) {
      for (let p = 0; p < 3; p++) {
        takeOver(l);
        roll(l); // roll
        if (p === 0 && round % 6 === 0) {
          const odds = ask(l, ODDS);
          expect(l.p.screen).toBe("odds");
          most = Math.max(most, odds.peak);
          l.press("back");
        }
        l.tap(88, 20).tap(171, 170); // the sheet; enter the box under the cursor
        if (l.p.screen === "ask") l.tap(171, 170);
      }
    }
    expect(l.p.screen).toBe("rank");
    expect(l.peak).toBeLessThan(heapBudget("banglejs2").max); // after every input, coach screens included
    expect(most).toBeLessThan(heapBudget("banglejs2").coach);
    console.log(`3 players, 13 rounds: heap at most ${l.peak} between inputs, ${most} while the odds were worked out`);
  }, 240_000); // ~120 inputs in lockstep: seconds alone, more beside the rest of the suite

  it("trainer mode: each decision judged on the watch as in the simulator, in steps a press gets through, the heap back after each", () => {
    const l = new Lockstep("coach-trainer", 16, false, { watch: newWatch(true) });
    probe(l);
    l.press("up").press("ok").times("down", 3).press("ok").press("back").press("down"); // Einstellungen (Sprache, Vibration, Schütteln): Trainer ja
    l.newGame(1);
    roll(l);
    const base = l.watch.usage();
    l.watch.emu.exec("__n=0;__tapAt=3"); // a tap while the verdict is worked out cancels it and the roll
    l.watch.input({ x: 88, y: 110 }); // the tap that rolls
    l.check("roll cancelled by a tap");
    expect(l.watch.emu.eval("__tapAt")).toBe(0); // the tap did arrive
    const verdict = stepLoops(l.watch, () => roll(l)); // the keep (nothing held) is judged, then rolled
    expect(verdict.steps).toBeGreaterThan(15);
    expect(verdict.longest).toBeLessThan(1);
    expect(l.p.dump.tip).toMatch(/^Trainer: -\d+,\d \(gesamt -\d+,\d\)$/);
    expect(l.watch.usage()).toBeLessThan(base + LEFTOVER);
    roll(l); // the third roll, its keep judged: the sheet opens
    expect(l.p.screen).toBe("sheet");
    l.press("back", true).press("ok"); // the hint puts the cursor on the best box
    expect(l.p.dump.msg).toMatch(/^Tipp: .+ eintragen/);
    l.press("back").tap(171, 170); // dismissed; the coach's entry, judged: nothing given away
    if (l.p.screen === "ask") l.tap(171, 170);
    expect(l.p.dump.tip).toMatch(/^Trainer: -0,0 \(gesamt -\d+,\d\)$/);
    expect(l.watch.usage()).toBeLessThan(base + LEFTOVER);
  });
});
