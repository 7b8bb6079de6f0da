// Each player's chance to win on the screens: on the handover, the overview and after a
// computer's entry, in whole percent, as the coach works them out; drawn at once and filled in
// when they are there, presses meanwhile acting as always; hidden by the setting and in
// tournament mode, and absent where the coach cannot say them.
import { describe, expect, it } from "vitest";
import type { Advisor } from "../../firmware/coach/advisor";
import { newAdvisor } from "../../firmware/coach/advisor";
import { finish } from "../../firmware/coach/job";
import { percent } from "../../firmware/app/chances";
import type { Game } from "../../firmware/core";
import { exactAdvisor } from "../../sim/advisor";
import { ALL_FEATURES, openSheet, Player, roll, toBox, turn } from "../../sim/harness";
import { hideChances, tournament } from "../golden/win-scenarios";

const exact = exactAdvisor(() => undefined);

/** The chances the coach gives for the game as the app holds it. */
function chancesOf(p: Player): number[] {
  return finish(exact.chancesJob!(p.game()));
}

/** A three-player game after three turns on the board, the texts drawn from then on: the handover of Spieler 1. */
function threeTurns(board = "banglejs2", coach: Advisor = exact, before?: (p: Player) => void): { p: Player; texts: string[] } {
  const p = new Player(1, board, undefined, coach);
  if (before) before(p);
  p.newGame(3);
  turn(turn(p, "66662", "sixes"), "12345", "largeStraight");
  const texts = p.drawnTexts();
  turn(p, "33322", "fullHouse");
  expect(p.screen).toBe("handover");
  return { p, texts };
}

/** From the handover: the overview (game menu, its first line without an undo: Übersicht; Undo is first here). */
function overview(p: Player): Player {
  p.press("back").press("down").press("ok");
  expect(p.screen).toBe("overview");
  return p;
}

describe("the chances to win", () => {
  it("on the handover: the player's chance, and the others' where there is room, in whole percent", () => {
    const { p, texts } = threeTurns();
    const ch = chancesOf(p);
    expect(ch.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(texts).toContain(`Siegchance ${percent(ch[0])}%`);
    expect(texts).toContain(`Spieler 2: ${percent(ch[1])}%`);
    expect(texts).toContain(`Spieler 3: ${percent(ch[2])}%`);
    // Spieler 3's full house is worth least against the par of its sheet: the least chance.
    expect(ch[2]).toBeLessThan(Math.min(ch[0], ch[1]));
  });

  it("on the overview: a row of them below the names, each player's in whole percent", () => {
    const { p } = threeTurns();
    const ch = chancesOf(p);
    const texts = p.drawnTexts();
    overview(p);
    const row = texts.indexOf("Sieg %");
    expect(row).toBeGreaterThanOrEqual(0);
    // (The columns: the names shortened to S1, S2, S3; the row's label then each player's value.)
    expect(texts.slice(row + 1, row + 4)).toEqual(ch.map(percent));
    expect(texts.indexOf("S1")).toBeLessThan(row);
    expect(texts.indexOf("1er")).toBeGreaterThan(row);
  });

  it("in English", () => {
    const { p, texts } = threeTurns("banglejs2", exact, (q) => q.press("up").press("ok").press("ok").press("back").press("down")); // Sprache: English
    const ch = chancesOf(p);
    overview(p);
    expect(texts).toContain(`Win chance ${percent(ch[0])}%`);
    expect(texts).toContain("Win %");
  });

  it("after a computer's entry, its own; then on the next person's handover", () => {
    const p = new Player(1, "banglejs2", undefined, exact);
    p.press("ok").press("ok").times("down", 6).press("ok").press("down").times("ok", 2); // 2 players, seat 2: Gerät (Gut)
    p.press("back").press("down").press("ok"); // Los!
    turn(p, "66662", "sixes");
    expect(p.screen).toBe("cpu");
    const texts = p.drawnTexts();
    p.queueDice("55555");
    p.press("ok"); // skips to the end of its turn: its entry shows
    const ch = chancesOf(p);
    expect(texts).toContain("Kniffel 50");
    expect(texts).toContain(`Siegchance ${percent(ch[1])}%`);
    expect(ch[1]).toBeGreaterThan(ch[0]); // 50 against 24
    p.press("ok"); // the handover of Spieler 1
    expect(texts).toContain(`Siegchance ${percent(ch[0])}%`);
    expect(texts).toContain(`Ger\u00e4t (Gut): ${percent(ch[1])}%`);
  });

  it("in a game with own dice too", () => {
    const p = new Player(1, "banglejs2", undefined, exact);
    p.press("ok").press("ok").times("down", 4).press("ok").times("down", 3).press("ok"); // 2 players, Würfel: Eigene, Los!
    p.press("ok"); // the handover: Spieler 1's turn
    expect(p.screen).toBe("entry");
    p.press("ok", true); // 1 1 1 1 1 entered: the sheet
    const texts = p.drawnTexts();
    toBox(p, "kniffel").press("ok");
    expect(p.screen).toBe("handover");
    const ch = chancesOf(p);
    expect(ch[0]).toBeGreaterThan(0.5); // a Kniffel ahead
    expect(texts).toContain(`Siegchance ${percent(ch[1])}%`);
  });

  it("not alone: in a game of one nobody else could win", () => {
    const p = new Player(1, ALL_FEATURES, undefined, exact).newGame(1);
    const texts = p.drawnTexts();
    turn(p, "66662", "sixes");
    p.press("back", true).press("down").press("ok"); // the game menu: Undo, Übersicht
    expect(p.screen).toBe("overview");
    expect(texts.join("|")).not.toMatch(/Sieg/);
  });

  it("hidden by the setting (Siegchancen: nein), which persists", () => {
    const { p, texts } = threeTurns("banglejs2", exact, hideChances);
    overview(p);
    expect(texts.join("|")).not.toMatch(/Sieg/);
    const again = new Player(2, "banglejs2", p.sim.hal.storage, exact); // a restart: the handover again
    const seen = again.drawnTexts();
    again.press("up"); // nothing to do there: its corner blinks, and the screen is drawn again
    expect(again.screen).toBe("handover");
    expect(seen.join("|")).not.toMatch(/Sieg/);
  });

  it("hidden in tournament mode", () => {
    const { p, texts } = threeTurns("banglejs2", exact, tournament);
    overview(p);
    expect(texts.join("|")).not.toMatch(/Sieg/);
  });

  it("absent where the coach has none under the game's rules (a watch without their table answers []): asked once, the screens without them", () => {
    const asked: string[] = [];
    const coach: Advisor = { ...newAdvisor(null), chancesJob: (g: Game) => (asked.push(g.log), { step: () => true, result: () => [] }) };
    const { p, texts } = threeTurns("banglejs2", coach);
    overview(p);
    expect(texts.join("|")).not.toMatch(/Sieg/);
    expect(p.drawnTexts().join("|")).not.toMatch(/Sieg/);
    expect(asked.length).toBe(1);
  });

  it("absent where the coach cannot say them (no chancesJob), and so are their settings", () => {
    const { p, texts } = threeTurns("banglejs2", newAdvisor(null));
    overview(p);
    expect(texts.join("|")).not.toMatch(/Sieg/);
    const q = new Player(1, "banglejs2");
    const seen = q.drawnTexts();
    q.press("up").press("ok"); // Einstellungen
    expect(seen).toContain("Trainer");
    expect(seen).not.toContain("Siegchancen");
    expect(seen).not.toContain("Ziel");
  });
});

/** A position: the dice, and the entries and rolls that led to it. */
const position = (g: Game) => g.dice.join("") + "@" + g.turn + "." + g.roll;

/** A coach whose chances take `steps` pieces; the positions it was asked since `reset` (the dice, the entries and the roll), and the pieces it worked. */
function slowCoach(steps: number): Advisor & { asked: string[]; worked: () => number; reset: () => void } {
  const base = newAdvisor(null);
  const asked: string[] = [];
  let worked = 0;
  return {
    ...base,
    asked,
    worked: () => worked,
    reset: () => {
      asked.splice(0);
      worked = 0;
    },
    chancesJob: (g: Game) => {
      asked.push(position(g));
      let k = 0;
      return {
        step: () => (worked++, ++k >= steps),
        result: () => Array.from({ length: g.np }, (_, i) => (i + 1) / (g.np * (g.np + 1) / 2)),
      };
    },
  };
}

describe("worked out without holding the screen up", () => {
  /** Two players on the Pixl.js with every feature: Spieler 1's turn entered without time passing (the handover drawn, the chances not yet worked out). */
  function entered(coach: ReturnType<typeof slowCoach>): { p: Player; texts: string[] } {
    const p = new Player(1, ALL_FEATURES, undefined, coach).newGame(2);
    p.queueDice("66662");
    openSheet(roll(p.press("ok")));
    toBox(p, "sixes");
    const texts = p.drawnTexts();
    coach.reset(); // (the first handover asked too)
    p.sim.press("ok"); // entered: no time passes
    expect(p.screen).toBe("handover");
    return { p, texts };
  }

  it("the screen is drawn at once, and again with the chances when they are there", () => {
    const coach = slowCoach(5);
    const { p, texts } = entered(coach);
    expect(texts).toContain("Spieler 2 ist dran");
    expect(texts.join("|")).not.toMatch(/Siegchance/);
    expect(coach.worked()).toBe(0);
    p.sim.clock.advance!(0);
    expect(coach.worked()).toBe(5);
    expect(texts).toContain("Siegchance 67%"); // Spieler 2's, as the coach said (1/3, 2/3)
  });

  it("a press meanwhile acts as always (it is no cancel), and the answer then waits for its position", () => {
    const coach = slowCoach(5);
    const { p, texts } = entered(coach);
    p.sim.press("ok"); // the turn starts at once
    expect(p.screen).toBe("dice");
    texts.splice(0);
    p.sim.clock.advance!(0); // the work goes on (the game is as it was), and draws nothing on the dice
    expect(coach.worked()).toBe(5);
    expect(texts).toEqual([]);
    p.press("back", true).press("down").press("ok"); // the game menu: Undo, Übersicht
    expect(p.screen).toBe("overview");
    expect(coach.asked).toHaveLength(1); // the same position: the answer kept
    expect(texts).toContain("67");
  });

  it("a change to the game drops the work on the position gone; the next screen asks anew", () => {
    const coach = slowCoach(5);
    const { p } = entered(coach);
    p.sim.press("ok");
    p.queueDice("12345");
    p.sim.press("back"); // a roll before the first piece was worked
    p.sim.clock.advance!(1000);
    expect(coach.worked()).toBe(0);
    expect(p.game().roll).toBe(1);
    p.press("back", true).times("down", 3).press("ok"); // the game menu: Tipp, Alle Optionen, Chancen, Übersicht
    expect(p.screen).toBe("overview");
    // (The coach is asked at the work's first piece, not in the drawing: the position gone never was.)
    expect(coach.asked).toEqual(["12345@1.1"]); // after r66662, s5, r12345
    expect(coach.worked()).toBe(5);
  });

  it("a question to the coach has it to itself: the work on the chances stops, and starts again after", () => {
    const coach = slowCoach(5);
    const p = new Player(1, ALL_FEATURES, undefined, coach).newGame(2);
    p.queueDice("66612");
    roll(p.press("ok"));
    coach.reset();
    p.press("back", true).times("down", 3); // the game menu (Tipp, Alle Optionen, Chancen), on Übersicht
    p.sim.press("ok"); // the overview: its chances asked, not yet worked
    expect(p.screen).toBe("overview");
    p.sim.press("back");
    p.sim.press("back");
    p.sim.press("up", true); // the hint, on the dice
    p.sim.clock.advance!(1000);
    expect(p.dump.msg).toMatch(/^Tipp: /);
    expect(coach.worked()).toBe(0);
    p.press("up").press("back", true).times("down", 3).press("ok"); // dismissed; the overview again
    expect(coach.asked).toHaveLength(1); // the first overview's work stopped before its first piece asked
    expect(coach.asked[0]).toBe(position(p.game()));
    expect(coach.worked()).toBe(5);
  });
});
