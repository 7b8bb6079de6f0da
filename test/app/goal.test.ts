// The goal of the coach's advice ("Ziel: Punkte / Sieg"): with "win" the hint, all options
// and the trainer rank by the chance to win, where the coach can (Advisor.winJob: the
// simulator's exact coach); elsewhere, and in a game alone, the goal is points. The position:
// Spieler 2's last turn, Chance free, 28 points behind Spieler 1, who has finished, 6 6 6 4 5
// rolled (win-scenarios.ts behindInLastTurn). To win, Chance must bring 29 or more (28 ties);
// worked out by hand, with two rolls left:
//   hold 6 6 6 5: a 6 wins, a 5 ties (kept), else roll once more:
//                 1/6 + 1/12 + 4/6 * (1/6 + 1/12) = 5/12 = 41.7 %
//   hold 6 6 6:   the two dice must bring 11 or more, 10 ties: 30.6 % (the coach's figure)
// For the most points the coach holds 6 6 6 (a 4 or 5 is worth less than what a reroll brings).
import { describe, expect, it } from "vitest";
import type { Advisor } from "../../firmware/coach/advisor";
import { newAdvisor } from "../../firmware/coach/advisor";
import { standingWins } from "../../firmware/coach/standing-win";
import { defaultSettings, GOAL_WIN, saveSettings } from "../../firmware/app/store/settings";
import { exactAdvisor } from "../../sim/advisor";
import { freshFlash } from "./faulty-storage";
import { askHint, coachMenu, openSheet, Player, roll, toBox } from "../../sim/harness";
import { behindInLastTurn, goalWin } from "../golden/win-scenarios";

const exact = exactAdvisor(() => undefined);

/** Spieler 2's last turn on the Bangle.js 2 (behindInLastTurn), with the goal "win" set first where `win`. */
function lastTurn(win: boolean, coach: Advisor = exact, storage = freshFlash()): Player {
  const p = new Player(1, "banglejs2", storage, coach);
  if (win) goalWin(p);
  return behindInLastTurn(p);
}

/** Trainer mode on (Einstellungen: Trainer, four lines above the last with the exact coach), back on the title's first line. */
function trainerOn(p: Player): Player {
  return p.press("up").press("ok").times("up", 4).press("ok").press("back").press("down");
}

describe("the goal", () => {
  it("points (the default): the hint holds 6 6 6, with the expected final score", () => {
    const p = askHint(lastTurn(false));
    expect(p.dump.msg).toMatch(/^Tipp: 6 6 6 halten \(erwartet \d+,\d\)$/);
  });

  it("win: the hint holds 6 6 6 5, with its chance to win (5/12)", () => {
    const p = askHint(lastTurn(true));
    expect(p.dump.msg).toBe("Tipp: 6 6 6 5 halten (Siegchance 42%)");
    expect(p.game().held).toBe(0); // a hint changes nothing
  });

  it("win: all options ranked by the chance to win, each with it", () => {
    const p = lastTurn(true);
    const texts = p.drawnTexts();
    coachMenu(p, 1); // Alle Optionen
    expect(p.screen).toBe("options");
    const line = (label: string) => texts[texts.indexOf(label) + 1];
    expect(texts.indexOf("6 6 6 5 halten")).toBeLessThan(texts.indexOf("6 6 6 halten"));
    expect(line("6 6 6 5 halten")).toBe("42%");
    expect(line("6 6 6 halten")).toBe("31%");
    expect(texts).not.toContain("Chance eintragen"); // (a 27 in Chance loses: ranked low, off this page)
  });

  it("win, in English", () => {
    const p = new Player(1, "banglejs2", undefined, exact);
    p.press("up").press("ok").press("ok").press("back").press("down"); // Language: English
    askHint(behindInLastTurn(goalWin(p)));
    expect(p.dump.msg).toBe("Tip: hold 6 6 6 5 (win chance 42%)");
  });

  it("win: the trainer counts the chance given away, in percentage points, apart from the points; saved with the game", () => {
    const flash = freshFlash();
    const p = new Player(1, "banglejs2", flash, exact);
    trainerOn(goalWin(p));
    behindInLastTurn(p);
    p.press("ok").press("ok").press("ok"); // the three sixes held (the cursor goes from six to six)
    expect(p.game().held).toBe(7);
    p.queueDice("11");
    roll(p); // the keep is judged, then rolled
    // 5/12 - 11/36; the total has the entries before too (every one of them judged by the chance).
    const m = /^Trainer: -11,1% \(gesamt -(\d+,\d)%\)$/.exec(p.dump.tip);
    expect(m, p.dump.tip).not.toBeNull();
    expect(p.dump.loss[1]).toBe(0); // no points counted
    const again = new Player(2, "banglejs2", flash, exact); // a restart in the turn
    expect(again.screen).toBe("dice");
    const texts = again.drawnTexts();
    openSheet(again);
    toBox(again, "chance").press("ok"); // 6 6 6 1 1 entered with a roll left: judged too
    expect(again.screen).toBe("rank");
    // The result shows each player's total: the one before the restart and this entry's verdict.
    const num = (s: string) => Number(s.replace(",", "."));
    const last = /^Trainer: -(\d+,\d)% \(gesamt -(\d+,\d)%\)$/.exec(again.dump.tip)!;
    expect(num(last[1])).toBeGreaterThan(0);
    expect(num(last[2])).toBeCloseTo(num(m![1]) + num(last[1]), 0);
    expect(texts).toContain(`Trainer: -${last[2]}%`);
  });

  it("points: the trainer's verdict is in points", () => {
    const p = trainerOn(new Player(1, "banglejs2", undefined, exact));
    behindInLastTurn(p);
    p.press("ok").press("ok").press("ok").press("ok"); // 6 6 6 4 held: not the best keep for points
    roll(p);
    expect(p.dump.tip).toMatch(/^Trainer: -\d+,\d \(gesamt -\d+,\d\)$/);
    expect(p.dump.loss[1]).toBeGreaterThan(0);
  });

  it("win where the coach cannot rank by the chance (a coach without a way to win): points, and no goal in the settings", () => {
    const storage = freshFlash();
    const s = defaultSettings();
    s.goal = GOAL_WIN; // (set where it could be)
    saveSettings(storage, s);
    const p = askHint(lastTurn(false, newAdvisor(null), storage));
    expect(p.dump.msg).toMatch(/^Tipp: .* \(erwartet \d+,\d\)$/);
  });

  it("win where the coach has no chances for the rules (a watch without their table answers none): points", () => {
    const storage = freshFlash();
    const s = defaultSettings();
    s.goal = GOAL_WIN;
    saveSettings(storage, s);
    const p = askHint(lastTurn(false, newAdvisor(null, standingWins(() => null)), storage));
    expect(p.dump.msg).toMatch(/^Tipp: .* \(erwartet \d+,\d\)$/);
  });

  it("win in a game alone: points (every choice wins)", () => {
    const p = new Player(1, "banglejs2", undefined, exact);
    goalWin(p).newGame(1);
    p.queueDice("66645");
    askHint(roll(p));
    expect(p.dump.msg).toMatch(/^Tipp: 6 6 6 halten \(erwartet \d+,\d\)$/);
  });
});
