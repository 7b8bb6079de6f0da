// The Bangle.js 3 on the simulator: its round screen played by touch alone and by its four
// buttons alone, each button's label beside it and its key (the area there) pressing it, a
// long touch there its long press, back on the main menu to the clock. (Every screen within
// its circle, both languages, both themes, the longest values: text-fit.test.ts; on the
// firmware: test/firmware/bangle3.test.ts.)
import { describe, expect, it } from "vitest";
import { keyPoint, Player, ROUND, roundButtonGame, roundTouchGame, tapKey } from "../../sim/harness";
import { TextWatch } from "./text-fit";
import { isComplete } from "../../firmware/core";
import type { Button } from "../../hal/input";
import { BUTTONS } from "../../hal/input";
import { profileFor } from "../../sim/profiles";
import type { Ctx } from "../../firmware/app/ctx";
import { placeWheel } from "../../firmware/app/round/wheel";

const watch = (seed = 1) => new Player(seed, "banglejs3");

describe("Bangle.js 3: the round watch with four buttons", () => {
  it("a whole game by touch alone, the name typed in", () => {
    const p = roundTouchGame(watch(9), 0, true);
    expect(p.screen).toBe("rank");
    expect(isComplete(p.game())).toBe(true);
    expect(p.game().setup.names).toEqual(["Bo"]);
  });

  it("a whole game by the four buttons alone, Yatzy", () => {
    const p = roundButtonGame(watch(5), 4);
    expect(p.screen).toBe("rank");
    expect(p.game().setup.rules.preset).toBe("yatzy");
    expect(isComplete(p.game())).toBe(true);
  });

  it("each button's label stands beside it, inside its key, where a tap presses it", () => {
    const pf = profileFor("banglejs3");
    const p = watch();
    const t = new TextWatch(p.sim.fb);
    p.press("ok"); // the setup, drawn while watched: ^ v OK Zurück
    for (const b of BUTTONS) {
      const k = pf.keys![b];
      // (Drawn at its key's corner: a label's last column is its spacing.)
      const label = t.shown.find((s) => s.y === k.y && (k.right ? s.x + s.w - 1 === k.x : s.x === k.x));
      expect(label, b).toBeDefined();
      // (Label and key on the same side of the circle's middle, the label inside the key.)
      const z = k.zone!;
      expect(label!.x >= z[0] - 2 && label!.x + label!.w - 2 <= z[2] && label!.y >= z[1] - 2, b).toBe(true);
    }
    // A tap on a key is its button: down, up (the wheel turns), back (to the main menu).
    tapKey(p, "down");
    expect(p.dump.cur).toBe(1);
    tapKey(p, "up");
    expect(p.dump.cur).toBe(0);
    tapKey(p, "back");
    expect(p.screen).toBe("title");
    expect(keyPoint("banglejs3", "ok")[0]).toBeGreaterThan(120); // BTN2 is on the right
    expect(keyPoint("banglejs3", "back")[0]).toBeLessThan(120); // BTN4 on the left
  });

  it("a long touch on a key is its long press: the game menu (back), the sheet (ok), the hint (up), the odds (down)", () => {
    const p = watch().newGame(1);
    const hold = (b: Button) => p.hold(...keyPoint("banglejs3", b));
    p.tap(...ROUND.roll);
    hold("back");
    expect(p.screen).toBe("menu");
    p.press("back");
    hold("ok");
    expect(p.screen).toBe("sheet");
    p.press("back");
    hold("up");
    expect(p.dump.msg).toMatch(/^Tipp: /);
    p.press("up");
    hold("down");
    expect(p.screen).toBe("odds");
  });

  it("the dice by the buttons as on the Pixl.js: BTN4 rolls, BTN2 holds, BTN1/BTN3 move; a tap on a die holds it", () => {
    const p = watch().newGame(1);
    p.queueDice("12345").press("back");
    expect(p.game().roll).toBe(1);
    p.press("ok"); // the cursor waits on the highest face: the 5 held
    expect(p.game().held).toBe(1 << 4);
    p.tap(...ROUND.die(0));
    expect(p.game().held).toBe((1 << 4) | 1);
    p.press("down").press("up");
    expect(p.screen).toBe("dice");
  });

  it("back on the main menu returns to the clock, by BTN4 or its key (labelled so); elsewhere back is back", () => {
    const p = watch();
    const t = new TextWatch(p.sim.fb);
    p.press("ok").press("back"); // the setup, and back: the main menu drawn while watched
    expect(t.texts()).toContain("Uhr");
    expect([p.screen, p.sim.feedback.exited]).toEqual(["title", false]);
    p.press("back");
    expect(p.sim.feedback.exited).toBe(true);
    const q = watch();
    tapKey(q, "back");
    expect(q.sim.feedback.exited).toBe(true);
  });
});

describe("Bangle.js 3: a wheel", () => {
  // Found by the firmware's random inputs (seed 64114, from the sheet's entry): a menu whose
  // list had become empty drew row 0 of it on every frame, "Can't read property 'l' of undefined".
  it("of an empty list places no row and asks for none", () => {
    const row = () => {
      throw new Error("no row to ask for");
    };
    expect(placeWheel({} as Ctx, 0, 0, row, 40)).toEqual([]);
  });
});
