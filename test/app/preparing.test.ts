// The coach's files made in the background (firmware/app/preparing.ts), as the simulator runs
// the app with a coach that has such work to do (a watch's after an install:
// hal/espruino/coach.ts prepareJob): a piece per timer call from the first frame on, while
// the app is idle; let go for a question and taken up again after it; the settings say how
// far it is; a hint meanwhile says it is the rough one; the chances wait for the table.
// test/firmware/install.test.ts shows the same on the firmware with the real work.
import { describe, expect, it } from "vitest";
import type { Advisor } from "../../firmware/coach/advisor";
import { newAdvisor } from "../../firmware/coach/advisor";
import { PIECE_MS } from "../../firmware/app/preparing";
import { askHint as hint, Player, roll } from "../../sim/harness";

/** A coach whose preparation takes `pieces` steps; what it did. */
function preparingCoach(pieces: number) {
  const seen = { steps: 0, jobs: 0, during: 0 };
  const coach: Advisor = newAdvisor(null);
  const adviseJob = coach.adviseJob!;
  let asking = false;
  coach.adviseJob = (g) => {
    asking = true;
    const j = adviseJob(g);
    return { step: () => j.step() && !(asking = false), result: () => j.result() };
  };
  coach.preparing = () => seen.steps < pieces;
  coach.prepareJob = () => {
    if (seen.steps >= pieces) return null;
    seen.jobs++;
    return {
      step: () => {
        if (asking) seen.during++;
        return ++seen.steps >= pieces;
      },
      result: () => 0,
      share: () => seen.steps / pieces,
    };
  };
  return { coach, seen };
}

/** The settings menu's lines as drawn on the Bangle.js 2 (label, value, ...), and the texts drawn while `meanwhile` runs there. */
function settingsLines(p: Player, meanwhile = () => {}): { lines: string[]; later: string[] } {
  const texts = p.drawnTexts();
  p.press("up").press("ok"); // Einstellungen
  expect(p.screen).toBe("settings");
  const lines = texts.slice(texts.lastIndexOf("Einstellungen") + 1);
  const at = texts.length;
  meanwhile();
  const later = texts.slice(at);
  p.press("back").press("down");
  return { lines, later };
}

describe("the coach's files made in the background", () => {
  it("go a piece per timer call from the first frame, and the settings say how far, then nothing", () => {
    const { coach, seen } = preparingCoach(1000);
    const p = new Player(1, "banglejs2", undefined, coach);
    const before = seen.steps;
    p.sim.clock.advance!(100 * PIECE_MS);
    expect(seen.steps - before).toBeGreaterThanOrEqual(90); // a piece per PIECE_MS, give or take the timers' order
    expect(seen.steps - before).toBeLessThanOrEqual(100);
    const { lines, later } = settingsLines(p, () => p.sim.clock.advance!(20 * PIECE_MS));
    const at = lines.indexOf("Coach-Tabelle");
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^\d+ %$/);
    // Drawn again as the figure grows.
    expect(later).toContain("Coach-Tabelle");
    expect(Number(later[later.indexOf("Coach-Tabelle") + 1].split(" ")[0])).toBeGreaterThan(Number(lines[at + 1].split(" ")[0]));
    p.sim.clock.advance!(1000 * PIECE_MS);
    expect(seen.steps).toBe(1000);
    expect(settingsLines(p).lines).not.toContain("Coach-Tabelle");
    expect(seen.jobs).toBe(1); // one job all along: nothing asked it to stop
  });

  it("give way to a question, which says it is the rough hint, and go on after it; once done the hint is the usual one", () => {
    const { coach, seen } = preparingCoach(20_000); // more than a game's set-up and a roll take
    const p = new Player(1, "banglejs2", undefined, coach).newGame(1);
    roll(p);
    hint(p);
    expect(p.dump.msg).toMatch(/^Tipp \(grob\): .+ \(erwartet \d+,\d\)$/);
    expect(seen.during).toBe(0); // no piece while the coach answered
    expect(seen.jobs).toBe(2); // let go for the question, made anew after it
    p.press("back"); // the hint dismissed
    p.sim.clock.advance!(20_000 * PIECE_MS);
    expect(seen.steps).toBe(20_000);
    hint(p);
    expect(p.dump.msg).toMatch(/^Tipp: .+ \(erwartet \d+,\d\)$/);
  });

  it("hold the chances to win back until they are done", () => {
    const { coach, seen } = preparingCoach(20_000);
    let asked = 0;
    coach.chancesJob = () => {
      asked++;
      return { step: () => true, result: () => [0.5, 0.5] };
    };
    const p = new Player(1, "banglejs2", undefined, coach).newGame(2).turn("66666", "kniffel");
    expect(p.screen).toBe("handover"); // where the chances show: not while the table is made
    expect(asked).toBe(0);
    p.sim.clock.advance!(20_000 * PIECE_MS);
    expect(seen.steps).toBe(20_000);
    p.turn("12345", "chance");
    expect(p.screen).toBe("handover");
    expect(asked).toBeGreaterThan(0);
  });
});
