// How a turn feels: presses per typical turn, holds, undo, messages for wrong presses.
import { describe, expect, it } from "vitest";
import { logEntries } from "../../firmware/core";
import { ALL_FEATURES, Player, testProfile } from "../../sim/harness";
import type { Ctx } from "../../firmware/app/ctx";
import { diceLayout, dieX } from "../../firmware/app/dice-view";
import { ANIM_FRAMES, ANIM_MS } from "../../firmware/app/play";

describe("a typical turn", () => {
  it("roll, hold two, roll, hold one more, roll, enter: at most 10 presses", () => {
    const p = new Player(1).newGame(1);
    const start = p.presses;
    p.sim.queueDice("26156");
    p.press("back"); // roll 1: 2 6 1 5 6; the cursor waits on the first six
    expect(p.dump.die).toBe(1);
    p.press("ok").press("ok"); // hold both sixes: the cursor jumps to the next six
    expect(p.game().held).toBe(0b10010);
    p.sim.queueDice("636");
    p.press("back"); // roll 2: 6 6 3 6 6
    p.press("ok").press("ok"); // hold the two new sixes
    expect(p.game().held).toBe(0b11011);
    p.sim.queueDice("6");
    p.press("back"); // roll 3: the sheet opens by itself
    expect(p.screen).toBe("sheet");
    p.press("ok"); // the cursor starts on the best box: Kniffel
    expect(p.presses - start).toBeLessThanOrEqual(10);
    expect(p.game().sc[11]).toBe(50);
  });

  it("a held die stays through the roll, and can be released", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("12345");
    p.press("back"); // no group: the cursor waits on the highest face
    expect(p.dump.die).toBe(4);
    p.press("down").press("ok"); // hold die 0
    p.sim.queueDice("6666");
    p.press("back");
    expect(Array.from(p.game().dice)).toEqual([1, 6, 6, 6, 6]);
    p.press("down"); // the cursor was on the first six (die 1)
    p.times("up", 2).press("ok"); // release die 0
    expect(p.game().held).toBe(0);
  });
});

describe("wrong buttons at the wrong time", () => {
  it("hold before the first roll: a message, nothing changes", () => {
    const p = new Player(1).newGame(1);
    p.press("ok");
    expect(p.dump.msg).toBe("Erst w\u00fcrfeln.");
    expect(p.game().log).toBe("");
  });
  it("entering before rolling: a message", () => {
    const p = new Player(1).newGame(1).press("ok", true);
    expect(p.screen).toBe("sheet");
    p.press("ok");
    expect(p.dump.msg).toBe("Erst w\u00fcrfeln.");
  });
  it("while the dice tumble, only the dice not held are drawn; then every die shows its face", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("26156");
    p.press("back").press("ok").press("ok"); // the two sixes held
    expect(p.game().held).toBe(0b10010);
    const pf = testProfile(ALL_FEATURES);
    const l = diceLayout({ profile: pf, rowPitch: pf.rowPitch, firstRow: pf.rowPitch + 1 } as unknown as Ctx); // a rectangular screen's row
    const columns = (i: number) => [dieX(l, i), dieX(l, i) + l.s - 1];
    const display = p.sim.hal.display;
    const fill = display.fillRect.bind(display);
    let rects: number[][] = [];
    display.fillRect = (x1, y1, x2, y2) => (rects.push([x1, x2]), fill(x1, y1, x2, y2));
    p.sim.queueDice("123");
    p.sim.press("back");
    const drawn = (i: number) => rects.some(([x1, x2]) => x1 >= columns(i)[0] && x2 <= columns(i)[1]);
    for (let f = 0; f < ANIM_FRAMES; f++) {
      expect([0, 1, 2, 3, 4].map(drawn), `frame ${f}`).toEqual([true, false, true, true, false]);
      rects = [];
      p.sim.clock.advance!(ANIM_MS);
    }
    p.sim.clock.advance!(1000);
    expect([...p.game().dice]).toEqual([1, 6, 2, 3, 6]);
    expect([0, 1, 2, 3, 4].map(drawn)).toEqual([true, true, true, true, true]); // the screen redrawn whole
  });
  it("presses while the dice tumble are ignored", () => {
    const p = new Player(1).newGame(1);
    p.sim.press("back");
    p.sim.press("ok"); // during the animation
    p.sim.press("back");
    p.sim.clock.advance!(1000);
    expect(logEntries(p.game())).toHaveLength(1);
    expect(p.game().held).toBe(0);
  });
});

describe("striking and undo", () => {
  it("a 0 asks first; no returns to the sheet where it was", () => {
    const p = new Player(1).newGame(1, 3); // yahtzee: striking allowed
    p.sim.queueDice("12346");
    p.press("back").press("ok", true).toBox("kniffel").press("ok");
    expect(p.screen).toBe("ask");
    p.press("back");
    expect([p.screen, p.dump.cur]).toEqual(["sheet", 11]);
    p.press("ok").press("ok");
    expect(p.game().sc[11]).toBe(0);
  });
  it("the game menu undoes the last entry and says what it reverts", () => {
    const p = new Player(1).newGame(2);
    p.turn("66662", "sixes");
    expect(p.screen).toBe("handover");
    p.press("back"); // menu
    expect(p.screen).toBe("menu");
    p.press("ok");
    expect(p.screen).toBe("sheet");
    const g = p.game();
    expect([g.cur, g.turn, g.sc[5], Array.from(g.dice)]).toEqual([0, 0, -1, [6, 6, 6, 6, 2]]);
    expect(logEntries(g).slice(-1)).toEqual(["u"]);
  });
});

describe("names and language", () => {
  it("a name is typed with the buttons", () => {
    const p = new Player(1);
    p.press("ok").press("down").press("ok"); // Neues Spiel, Namen
    p.press("ok"); // Spieler 1
    p.times("back", 9); // delete "Spieler 1"
    p.press("ok"); // A
    p.press("ok").times("down", 13); // n
    p.press("ok").times("down", 13); // n
    p.press("ok"); // a
    p.press("ok", true);
    p.press("back").times("down", 6).press("ok"); // Los!
    expect(p.game().setup.names).toEqual(["Anna"]);
  });
  it("English is selectable in the settings", () => {
    const p = new Player(1);
    p.press("up").press("ok").press("ok"); // Einstellungen is the last line
    expect(p.dump.lang).toBe("en");
  });
});

describe("feedback for every press", () => {
  it("a button with no function here blinks its corner for one frame and changes nothing", () => {
    const p = new Player(1).press("down").press("ok"); // Regeln: BTN3 has no label there
    expect(p.screen).toBe("rules");
    const flips = p.sim.fb.flips;
    p.sim.press("ok");
    expect(p.sim.fb.flips).toBe(flips + 1);
    expect(p.sim.fb.pixel(127, 63)).toBe(1); // the bottom-right corner (BTN3) is dark
    p.sim.clock.advance!(200);
    expect(p.sim.fb.pixel(127, 63)).toBe(0); // and back
    expect(p.screen).toBe("rules");
  });
});
