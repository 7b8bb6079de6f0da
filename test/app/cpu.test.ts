// Playing against the device on the simulator: seats chosen at "Neues Spiel", the computer's
// turns shown as they happen and saved like a person's (its moves are the policy's, read
// back from the saved log), a press skips to the end of its turn, a power cut in the middle
// of it resumes at the last completed action, undo never offers a computer's entry, and a
// game of computers only runs to the result without a press.
import { describe, expect, it } from "vitest";
import { newAdvisor } from "../../firmware/coach/advisor";
import { finish as finishJob } from "../../firmware/coach/job";
import { GUT, LOCKER, PROFI, SIEG } from "../../firmware/coach/players";
import { exactAdvisor } from "../../sim/advisor";
import { addGame, emptyStats } from "../../firmware/app/store/stats";
import type { Game } from "../../firmware/core";
import { decodeAction, apply, isError, logEntries, newGame, Phase, playerTotals } from "../../firmware/core";
import { freshFlash } from "./faulty-storage";
import { ALL_FEATURES, openSheet, Player, tournament } from "../../sim/harness";

/** From the title: a new game whose seats are these levels (-1 a person), at the normal pace. */
function seats(p: Player, levels: number[]): Player {
  p.press("ok").times("ok", levels.length - 1); // Neues Spiel, Spieler
  p.times("down", 6).press("ok"); // Gerät spielt
  expect(p.screen).toBe("seats");
  for (const l of levels) p.times("ok", l + 1).press("down");
  p.press("back").press("down").press("ok"); // Los!
  return p;
}

/** The same with the roll-off for the start player on. */
function seatsRolloff(p: Player, levels: number[]): Player {
  p.press("ok").times("ok", levels.length - 1); // Neues Spiel, Spieler
  p.times("down", 5).press("ok").press("down").press("ok"); // Start auswürfeln: ja, Gerät spielt
  for (const l of levels) p.times("ok", l + 1).press("down");
  p.press("back").press("down").press("ok"); // Los!
  return p;
}

/** Lets virtual time pass in steps of `ms` until the screen is `screen` (at most `limit` steps). */
function waitFor(p: Player, screen: string, ms = 500, limit = 400): Player {
  for (let i = 0; p.screen !== screen; i++) {
    if (i > limit) throw new Error(`still on ${p.screen}, waiting for ${screen}`);
    p.sim.clock.advance!(ms);
  }
  return p;
}

/** Replays a game's log and checks every decision of a computer seat against the policy. */
function expectPolicyMoves(rec: Game): number {
  const g = newGame(rec.setup) as Game;
  const a = newAdvisor(null); // the harness's coach: the compact engine
  let checked = 0;
  let want: { box: number; held: number } | null = null;
  for (const e of logEntries(rec)) {
    const act = decodeAction(e);
    if (isError(act)) throw new Error(e);
    const cpu = rec.setup.cpu ? rec.setup.cpu[g.cur] : -1;
    if (cpu >= 0 && cpu !== LOCKER && g.roll && !want) {
      want = finishJob(a.moveJob!(g, cpu, () => 0));
      checked++;
    }
    if (want && act.t === "score") expect(act.b).toBe(want.box);
    if (want && act.t === "roll") expect(g.held).toBe(want.held);
    if (act.t === "score" || act.t === "roll") want = null;
    expect(apply(g, act)).toBeNull();
  }
  return checked;
}

describe("playing against the device (simulator)", () => {
  it("a person against Profi: the computer plays its turns itself, the handover says what it entered", () => {
    const p = seats(new Player(2, ALL_FEATURES), [-1, PROFI]);
    expect(p.game().setup.names).toEqual(["Spieler 1", "Gerät (Profi)"]);
    expect(p.game().setup.cpu).toEqual([-1, PROFI]);
    for (let round = 1; round <= 13; round++) {
      // The person: roll once, take the box the sheet proposes.
      if (p.screen === "handover") p.press("ok");
      openSheet(p.press("back")).press("ok");
      if (p.screen === "ask") p.press("ok");
      expect(p.screen, p.dump.msg).toBe("cpu");
      waitFor(p, round === 13 ? "rank" : "handover");
      if (round < 13) expect(p.dump.tip).toMatch(/^Gerät: [A-Za-zäöüß ]+ \d+$/);
    }
    const g = p.game();
    expect(g.ph).toBe(Phase.Over);
    expect(playerTotals(g, 1).grand).toBeGreaterThan(0);
    expect(expectPolicyMoves(g)).toBeGreaterThanOrEqual(13);
  });

  it("a press skips to the end of the computer's turn; the next press hands over", () => {
    const p = seats(new Player(3, ALL_FEATURES), [-1, GUT]);
    p.turn("66662", "sixes");
    expect(p.screen).toBe("cpu");
    p.press("ok");
    const g = p.game();
    expect(g.cur).toBe(0);
    expect(logEntries(g).pop()).toMatch(/^s\d+$/);
    expect(p.screen).toBe("cpu"); // its entry is shown
    expect(p.dump.tip).toMatch(/^Gerät: /);
    p.press("ok");
    expect(p.screen).toBe("handover");
    expect(expectPolicyMoves(p.game())).toBeGreaterThanOrEqual(1); // its decisions this turn
  });

  it("undo is offered for a person's entry, never for the computer's", () => {
    const p = seats(new Player(3, ALL_FEATURES), [-1, GUT]);
    p.turn("66662", "sixes");
    waitFor(p, "handover");
    const texts = p.drawnTexts();
    p.press("back"); // the game menu
    expect(p.screen).toBe("menu");
    expect(texts.some((t) => t.startsWith("Zurück:"))).toBe(false);
  });

  it("a power cut in the middle of the computer's turn resumes at its last completed action", () => {
    const flash = freshFlash();
    const p = seats(new Player(3, ALL_FEATURES, flash), [-1, PROFI]);
    p.turn("66662", "sixes");
    p.sim.clock.advance!(1600); // its first roll, and maybe its first keep
    const cut = p.game().log.slice();
    expect(cut.length).toBeGreaterThan(3);
    expect(cut[cut.length - 1]).not.toMatch(/^s/);
    const again = new Player(4, ALL_FEATURES, flash);
    expect(again.game().log).toEqual(cut);
    expect(again.screen).toBe("cpu");
    waitFor(again, "handover");
    const g = again.game();
    expect(g.log.slice(0, cut.length)).toEqual(cut);
    expect(g.cur).toBe(0);
    expect(expectPolicyMoves(g)).toBeGreaterThanOrEqual(1);
  });

  it("computers only: the game runs to the result without a press, and its statistics are kept apart", () => {
    const p = seats(tournament(new Player(5, ALL_FEATURES)), [LOCKER, GUT]);
    const presses = p.presses;
    expect(p.sim.feedback.bleConsole).toBe(false); // tournament mode: closed while the game runs
    waitFor(p, "rank", 1000, 2000);
    expect(p.presses).toBe(presses);
    expect(p.sim.feedback.bleConsole).toBe(true); // and open again after the last move, with no input
    const g = p.game();
    expect(Array.from(g.sc).every((v) => v >= 0)).toBe(true);
    expect(g.setup.names).toEqual(["Gerät (Locker)", "Gerät (Gut)"]);
    const st = emptyStats();
    addGame(st, g);
    expect(Object.keys(st.p)).toEqual(["cpu.kniffel"]);
  });

  it("Sieg is offered where the coach plays to win (the simulator's exact coach): Sieg against Profi runs to the result; a coach without it (a watch's) cycles from Locker back to a person", () => {
    const p = seats(new Player(5, ALL_FEATURES, undefined, exactAdvisor(() => undefined)), [SIEG, PROFI]);
    waitFor(p, "rank", 1000, 2000);
    expect(p.game().setup.cpu).toEqual([SIEG, PROFI]);
    expect(p.game().setup.names).toEqual(["Gerät (Sieg)", "Gerät (Profi)"]);
    const q = seats(new Player(5, ALL_FEATURES), [SIEG, PROFI]); // the harness's compact coach: no winJob
    expect(q.game().setup.cpu).toEqual([-1, PROFI]);
  });

  it("the device throws for its own seats in the roll-off; computers only begin by themselves", () => {
    const p = seatsRolloff(new Player(6, ALL_FEATURES), [-1, GUT]);
    expect(p.screen).toBe("rolloff");
    p.press("ok"); // the person's throw; the device's comes by itself
    p.sim.clock.advance!(2000);
    const g = p.game();
    expect(logEntries(g).filter((e) => e.startsWith("r")).length).toBeGreaterThanOrEqual(2); // both threw
    const all = seatsRolloff(new Player(7, ALL_FEATURES), [LOCKER, GUT]);
    const presses = all.presses;
    waitFor(all, "rank", 1000, 2000);
    expect(all.presses).toBe(presses);
    expect(all.game().setup.rolloff).toBe(true);
  });
});
