// The coach on the device's screens: a hint (long BTN1) on the dice and the sheet, the odds
// screen (long BTN4), and the engine the platform hands to the app.
import { describe, expect, it } from "vitest";
import type { SimStorage } from "../../sim/storage";
import { freshFlash } from "./faulty-storage";
import type { Advisor } from "../../firmware/coach/advisor";
import { newAdvisor } from "../../firmware/coach/advisor";
import { options, text, Why } from "../../firmware/core";
import { ALL_FEATURES, Player } from "../../sim/harness";

describe("hints", () => {
  it("on the dice: which dice to hold, with the expected score, all of them dice in hand", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("66612");
    p.press("back").press("up", true);
    const m = /^Tipp: ([1-6 ]+) halten \(erwartet (\d+,\d)\)$/.exec(p.dump.msg);
    expect(m, p.dump.msg).not.toBeNull();
    expect(m![1]).toBe("6 6 6");
    expect(p.game().held).toBe(0); // a hint changes nothing
  });

  it("all options from the game menu: every box and keep, best first, each with its expected score", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("66612");
    p.press("back");
    const expected = newAdvisor(null).advise(p.game());
    const texts = p.drawnTexts();
    p.press("back", true).press("down").press("ok"); // the menu: Tipp, Alle Optionen
    expect(p.screen).toBe("options");
    const ev = (o: { ev: number }) => o.ev.toFixed(1).replace(".", ",");
    expect(expected[0]).toMatchObject({ box: -1, held: 7 }); // hold the three sixes, as the hint says
    expect(texts).toContain("6 6 6 halten");
    expect(texts.indexOf(ev(expected[0]))).toBeLessThan(texts.indexOf(ev(expected[1])));
    texts.splice(0);
    for (let i = 0; i < expected.length; i++) p.press("down"); // scroll to the last line
    const last = expected[expected.length - 1];
    expect(last.box).toBeGreaterThanOrEqual(0); // the worst choice here: a box (a zero)
    expect(texts).toContain(text("de", p.game().sheet.ids[last.box]));
    expect(texts).toContain(ev(last));
  });

  it("on the sheet after the last roll: the box, and the cursor goes there", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("66666" + "11111" + "31245");
    p.press("back").press("back").press("back"); // three rolls, the last 3 1 2 4 5: the sheet opens
    expect(Array.from(p.game().dice).sort().join("")).toBe("12345");
    p.press("up", true);
    expect(p.dump.msg).toMatch(/^Tipp: Große Straße eintragen \(erwartet \d+,\d\)$/);
    expect(p.dump.cur).toBe(p.game().sheet.ids.indexOf("largeStraight"));
  });

  it("the advice is always legal", () => {
    const p = new Player(9).newGame(1, 2);
    for (let t = 0; t < 13; t++) {
      p.press("back").press("back").press("back"); // the sheet opens after the third roll
      p.press("up", true);
      const box = p.dump.cur;
      expect(options(p.game()).why[box]).toBe(Why.Ok);
      p.press("up").press("ok"); // dismiss, enter where the coach said
      if (p.screen === "ask") p.press("ok");
    }
    expect(p.screen).toBe("rank");
  });

  it("before the first roll there is nothing to advise", () => {
    const p = new Player(1).newGame(1).press("up", true);
    expect(p.dump.msg).toBe("Erst würfeln.");
  });

  it("says the coach is working before it works (a first hint takes seconds on a device), then answers", () => {
    let texts: string[] = [];
    const saidWait: boolean[] = [];
    const before = () => saidWait.push(texts.splice(0).includes("Coach rechnet ..."));
    const compact = newAdvisor(null);
    const watched: Advisor = {
      advise: (g) => (before(), compact.advise(g)),
      odds: (g) => (before(), compact.odds(g)),
    };
    const p = new Player(1, ALL_FEATURES, undefined, watched);
    texts = p.drawnTexts();
    p.newGame(1);
    p.sim.queueDice("66612");
    p.press("back").press("up", true); // the hint
    expect(p.dump.msg).toMatch(/^Tipp: /);
    p.press("up").press("down", true); // the odds
    expect(p.screen).toBe("odds");
    expect(saidWait).toEqual([true, true]);
  });

  it("the platform's engine answers", () => {
    const fake: Advisor = { advise: () => [{ box: 12, held: 0, ev: 123.45 }], odds: newAdvisor(null).odds };
    const p = new Player(1, ALL_FEATURES, undefined, fake).newGame(1).press("back").press("up", true);
    expect(p.dump.msg).toBe("Tipp: Chance eintragen (erwartet 123,5)");
  });
});

describe("odds", () => {
  it("long BTN4 opens them from the dice and the sheet; back returns (the figures: golden odds.png)", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("66612");
    p.press("back").press("down", true);
    expect(p.screen).toBe("odds");
    p.press("back");
    expect(p.screen).toBe("dice");
    p.press("ok", true).press("down", true);
    expect(p.screen).toBe("odds");
  });
});

describe("trainer mode", () => {
  /** A Pixl.js with trainer mode switched on in the settings, and a solitaire game started. */
  function trainer(flash?: SimStorage): Player {
    const p = new Player(1, ALL_FEATURES, flash);
    p.press("up").press("ok").times("down", 3).press("ok").press("back").press("down"); // Einstellungen: Trainer ja
    return p.newGame(1);
  }

  it("following the coach costs nothing; a poor choice costs points, and the total adds up", () => {
    const p = trainer();
    p.sim.queueDice("66612".repeat(3));
    p.press("back").press("back"); // two rolls, holding nothing: each keep is judged
    const keeps = p.dump.loss[0];
    p.press("back"); // the third: the sheet opens
    expect(p.dump.loss[0]).toBeGreaterThanOrEqual(keeps);
    const before = p.dump.loss[0];
    p.press("up", true).press("up"); // the hint puts the cursor on the best box; dismiss
    p.press("ok"); // enter where the coach said
    if (p.screen === "ask") p.press("ok");
    expect(p.dump.tip).toMatch(/^Trainer: -0,0 \(gesamt -\d+,\d\)$/);
    expect(p.dump.loss[0]).toBeCloseTo(before, 6);
    p.sim.queueDice("66612");
    p.press("back").press("ok", true).toBox("ones").press("ok"); // a poor entry: 6 6 6 1 2 as Einser
    const m = /^Trainer: -(\d+),(\d) \(gesamt -(\d+),(\d)\)$/.exec(p.dump.tip);
    expect(m, p.dump.tip).not.toBeNull();
    const lost = +(m![1] + "." + m![2]);
    expect(lost).toBeGreaterThan(5);
    expect(p.dump.loss[0]).toBeCloseTo(before + lost, 0);
    p.press("back"); // the next roll: a keep decision is judged too, the verdict replaced
    p.press("ok").press("back");
    expect(p.dump.tip).toMatch(/^Trainer: -\d+,\d \(gesamt -\d+,\d\)$/);
    expect(p.dump.loss[0]).toBeGreaterThanOrEqual(lost);
  });

  it("a coach that cannot answer (its file missing on a device) never stops the game", () => {
    const broken: Advisor = {
      advise: () => { throw new Error("kniffel.coach missing"); },
      odds: () => { throw new Error("kniffel.coach missing"); },
    };
    const p = new Player(1, ALL_FEATURES, undefined, broken);
    p.press("up").press("ok").times("down", 3).press("ok").press("back").press("down"); // trainer on
    p.newGame(1);
    p.sim.queueDice("66612".repeat(2));
    p.press("back"); // first roll (judged: nothing to judge yet)
    p.press("back"); // second roll: the trainer cannot judge it, says so, and the roll happens
    expect(p.dump.msg).toBe("Kein Coach: App neu aufspielen.");
    expect(p.game().roll).toBe(2);
    p.press("up").press("up", true); // dismiss; the hint
    expect(p.dump.msg).toBe("Kein Coach: App neu aufspielen.");
    p.press("up").press("down", true); // the odds
    expect(p.dump.msg).toBe("Kein Coach: App neu aufspielen.");
  });

  it("keeps each player's total across a power cut, to the hundredth", () => {
    const flash = freshFlash();
    const p = trainer(flash);
    p.sim.queueDice("66612".repeat(3));
    p.press("back").press("back").press("back"); // three rolls (two keeps judged); the sheet opens
    p.toBox("ones").press("ok"); // a poor entry
    if (p.screen === "ask") p.press("ok");
    const total = p.dump.loss[0];
    expect(total).toBeGreaterThan(5);
    const again = new Player(1, ALL_FEATURES, flash); // power back: the game resumes
    expect(again.dump.loss[0]).toBeCloseTo(total, 2);
    expect(again.game().log).toEqual(p.game().log);
    expect(new Player(1, ALL_FEATURES, freshFlash()).dump.loss[0]).toBe(0);
  });
});
