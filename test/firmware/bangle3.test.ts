// The Bangle.js 3 on its real firmware (2v29.74: a round 240x240 screen, BTN1-BTN3 on the
// right, BTN4 on the left, touch), in lockstep with the simulator's banglejs3 board: whole
// games under every preset, each played by touch alone or by the four buttons alone; four
// players with the computer; the coach (hint, odds, all options, the trainer) by long presses
// and long touches; back to the clock from the title. The suites it shares with the Bangle.js 2
// (goldens, own dice, settings, power cuts and corrupt saves, 10,000 random inputs) run on it
// too, each naming the board.
import { expect, it } from "vitest";
import { isComplete, Phase } from "../../firmware/core";
import { LOCKER, PROFI } from "../../firmware/coach/players";
import { keyPoint, ROUND, roundButtonGame, roundTouchGame } from "../../sim/harness";
import { describeFirmware, Lockstep } from "./fixture";
import { heapBudget } from "../../emu/memory";

const BOARD = "banglejs3";
const watch = (name: string, seed: number, measure = false) => new Lockstep(name, seed, measure, { board: BOARD });

describeFirmware("the Bangle.js 3", () => {
  it.each([
    ["kniffel", 0, "buttons"],
    ["meisterschaft", 1, "touch"],
    ["tallynight", 2, "buttons"],
    ["yahtzee", 3, "touch"],
    ["yatzy", 4, "buttons"],
  ])("%s (%i presets on): one player by %s alone, to the result; the watch saved the simulator's game", (preset, steps, by) => {
    const l = watch("b3-game-" + preset, 30 + (steps as number));
    if (by === "touch") roundTouchGame(l, steps as number, steps === 1);
    else roundButtonGame(l, steps as number);
    expect(l.screen).toBe("rank");
    expect(l.game().setup.rules.preset).toBe(preset);
    expect(isComplete(l.game())).toBe(true);
    if (steps === 1) expect(l.game().setup.names).toEqual(["Bo"]);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
  });

  it("four players with the computer (Profi and Locker beside two people), roll-off, two rounds by the buttons, within the coach's heap", () => {
    const l = watch("b3-four", 51, true);
    l.press("ok").times("ok", 3); // Neues Spiel, 4 Spieler
    l.times("down", 5).press("ok"); // Start auswürfeln: Ja
    l.press("down").press("ok"); // Gerät spielt: the seats
    l.press("down").times("ok", PROFI + 1).times("down", 2).times("ok", LOCKER + 1).press("back"); // seat 2 Profi, seat 4 Locker
    l.press("down").press("ok"); // Los!
    expect(l.game().setup.cpu).toEqual([-1, PROFI, -1, LOCKER]);
    for (let guard = 0; l.screen === "rolloff" && guard < 20; guard++) {
      // A person's throw by BTN2; the device's come by themselves.
      if (l.game().ph === Phase.RollOff && l.game().setup.cpu![l.game().cur] >= 0) l.wait(1000);
      else l.press("ok");
    }
    for (let t = 0; t < 8; t++) {
      if (l.screen === "handover") l.press("ok");
      if (l.screen === "cpu") {
        l.press("ok"); // skip to its entry
        l.press("ok"); // and on
        continue;
      }
      l.press("back").press("ok", true).press("ok"); // roll, the sheet, enter the box it proposes
      if (l.screen === "ask") l.press("ok");
    }
    const g = l.game();
    expect(g.turn).toBeGreaterThanOrEqual(8);
    expect(l.savedRecord()).toEqual(l.p.dump.game);
    expect(l.peak).toBeLessThan(heapBudget(BOARD).coach);
  }, 600_000);

  it("the coach by its buttons and long touches: the exact hint (BTN1 held), the odds (BTN3 held), all options (the game menu), the trainer's verdict", () => {
    const l = watch("b3-coach", 12);
    l.press("up").press("ok").times("down", 3).press("ok").press("back"); // Einstellungen (Sprache, Vibration, Schütteln): Trainer on
    l.press("down"); // from Einstellungen round to the first line
    l.newGame(1);
    l.queueDice("44412").press("back"); // BTN4 rolls
    l.press("up", true); // BTN1 held: the hint, from the stored Kniffel table
    expect(l.dump.msg).toMatch(/^Tipp: /);
    l.press("up"); // dismissed
    l.hold(...keyPoint(BOARD, "down")); // its key held: the odds
    expect(l.screen).toBe("odds");
    l.press("back");
    l.press("back", true).press("down").press("ok"); // the game menu: Alle Optionen
    expect(l.screen).toBe("options");
    l.press("back"); // (the menu gave way to it: back is the dice)
    expect(l.screen).toBe("dice");
    l.press("ok").press("back"); // hold the die under the cursor, roll again: the trainer judges the keep
    expect(l.dump.tip).not.toBe("");
    expect(l.p.dump.tip).toBe(l.dump.tip);
  }, 300_000);

  it("back on the title returns to the clock, by BTN4 and by its key (labelled Uhr); on the dice BTN4 rolls", () => {
    const l = watch("b3-clock", 7);
    l.newGame(1).press("back");
    expect([l.screen, l.game().roll]).toEqual(["dice", 1]);
    l.press("back", true).press("up").press("ok"); // the game menu, up to its last line: Hauptmenü
    expect(l.screen).toBe("title");
    // Leaving shows the clock, which the simulator has not: each side on its own from here.
    l.p.press("back");
    l.watch.input({ b: "back", long: false }); // BTN4
    expect([l.p.sim.feedback.exited, l.watch.inApp()]).toEqual([true, false]);
    l.watch.start(); // the game resumes: to the title again, by the game menu (BTN4 held, BTN1, BTN2)
    l.watch.input({ b: "back", long: true }).input({ b: "up", long: false }).input({ b: "ok", long: false });
    expect(l.watch.inApp()).toBe(true);
    l.watch.input({ x: keyPoint(BOARD, "back")[0], y: keyPoint(BOARD, "back")[1] }); // its key
    expect(l.watch.inApp()).toBe(false);
    expect(l.watch.errors).toEqual([]);
  });

  it("a tap on a die holds it, a tap on a row of the wheel chooses it, a drag turns the wheel", () => {
    const l = watch("b3-touch", 3).newGame(1);
    l.tap(...ROUND.roll).tap(...ROUND.die(2));
    expect(l.game().held).toBe(1 << 2);
    l.tap(...ROUND.sheet);
    expect(l.screen).toBe("sheet");
    const box = l.dump.cur;
    l.tap(...(box > 0 ? ROUND.previous : ROUND.next)); // the box before it (or after the first)
    expect(l.dump.cur).toBe(box > 0 ? box - 1 : 1);
    const at = l.dump.cur;
    l.drag(2 * ROUND.row, 7); // two rows back (a finger moving down turns the wheel back)
    expect(l.dump.cur).toBe(at - 2);
    l.drag(-2 * ROUND.row, 7); // and forth
    expect(l.dump.cur).toBe(at);
    l.tap(...ROUND.next).tap(...ROUND.chosen); // the box after it again, entered (a 0 asks first: yes)
    if (l.screen === "ask") l.tap(...keyPoint(BOARD, "ok"));
    expect(l.game().turn).toBe(1);
  });
}, BOARD);
