// What the browser tests hold the page's chances to win and its Sieg seat to: game states of
// a seeded two-player Kniffel game (Profi's play), with the simulator's engine's answers for
// each (firmware/coach/win.ts with sim/advisor.ts chanceTables, as `kniffel chance` and the
// simulator's Sieg use it), and a game of a Sieg seat against Profi on the simulator.
import { expect } from "vitest";
import { newAdvisor } from "../../firmware/coach/advisor";
import { finish } from "../../firmware/coach/job";
import { PROFI, SIEG } from "../../firmware/coach/players";
import { TARGET_FREE } from "../../firmware/coach/target";
import type { WinOption } from "../../firmware/coach/players";
import { newWinEngine } from "../../firmware/coach/win";
import { defaultSettings, saveSettings } from "../../firmware/app/store/settings";
import type { Game, Rules } from "../../firmware/core";
import { apply, decodeAction, isError, logEntries, newGame, parseRecord, Phase, presetRules, toJson, toRecord } from "../../firmware/core";
import { chanceTables, exactAdvisor } from "../../sim/advisor";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { newPlayer } from "../../sim/duel";
import { playMove, rollFrom } from "../../sim/follow";
import type { Driver } from "../../sim/harness";
import { Player } from "../../sim/harness";
import { sfc32 } from "../../sim/rng";
import { memoryStorage } from "../../sim/storage";
import type { PageDevice } from "./page-device";
import type { Step } from "./recorder";
import { record } from "./recorder";

export const KNIFFEL = presetRules("kniffel") as Rules;
const quiet = () => undefined;

/** The value, spread and shape files in dist/tables/ (made there when missing, as the simulator makes them). */
export function simTables(rules = KNIFFEL) {
  return chanceTables(rules, DEFAULT_TABLES, quiet);
}

export interface WinCase {
  what: string;
  /** The game's record (JSON), as the page's test API takes it. */
  record: string;
  chances: number[];
  /** After a roll: every option by its chance to win, best first; else none. */
  options: WinOption[];
}

/**
 * States of a seeded two-player Kniffel game played the coach's way: a turn's start, a turn
 * after its first and second roll, the middle of the game, and the last turn with the other
 * player finished (where win.ts searches exactly).
 */
export function winCases(): WinCase[] {
  const next = sfc32(7);
  const profi = newPlayer(PROFI, (r) => valuesFor(r, DEFAULT_TABLES, quiet));
  const g = newGame({ names: ["A", "B"], rules: KNIFFEL, rolloff: false }) as Game;
  const records: { what: string; record: string }[] = [];
  const snap = (what: string) => records.push({ what, record: toJson(toRecord(g)) });
  for (let turn = 0; g.ph !== Phase.Over; turn++) {
    if (turn === 2) snap("the third turn's start");
    rollFrom(g, next);
    for (let roll = 1; ; roll++) {
      if ((turn === 13 && roll <= 2) || (turn === 20 && roll === 1) || (turn === 25 && roll <= 2)) snap(`turn ${turn + 1}, roll ${roll}`);
      const m = finish(profi(g, next));
      playMove(g, m, next);
      if (m.box >= 0) break;
    }
  }
  const t = simTables();
  return records.map(({ what, record: r }) => {
    const at = parseRecord(r) as Game;
    // An engine per state (win.ts memoises by turn).
    const engine = newWinEngine(KNIFFEL, t, TARGET_FREE);
    return { what, record: r, chances: engine.chances(at), options: at.roll ? engine.options(at) : [] };
  });
}

/** The page's advisor answers each case as the simulator's engine does (the same numbers, exactly). */
export async function expectWinAnswers(device: PageDevice, cases: WinCase[]): Promise<void> {
  for (const c of cases) {
    const got = await device.call("win", c.record);
    expect({ chances: got.chances, options: got.options }, c.what).toEqual({ chances: c.chances, options: c.options });
  }
}

/** From the title of a watch: a new game of computers only at `levels` (LEVELS indices), begun ("Los!"). */
export function cpuGame(levels: number[]) {
  return (d: Driver) => {
    d.press("ok").times("ok", levels.length - 1); // Neues Spiel, Spieler
    // Down the set-up's lines to "Gerät spielt" (screens/setup.ts, as sim/harness.ts newGame).
    if (d.ft.names) d.press("down");
    if (d.ft.house) d.press("down").press("down");
    if (d.ft.real) d.press("down");
    if (d.ft.rolloff) d.press("down");
    d.press("down").press("ok");
    expect(d.screen).toBe("seats");
    for (const l of levels) d.times("ok", l + 1).press("down");
    d.press("back").press("down").press("ok"); // Los!
    expect(d.screen).toBe("cpu");
  };
}

/** A seed whose game of Sieg (first) against Profi has Sieg leave Profi's way (the test checks it: notProfi). */
export const SIEG_SEED = 4;

/**
 * A game of a Sieg seat (first) against Profi on the simulator's Bangle.js 2 with the
 * simulator's coach (exact, with the engine to win), Kniffel: the inputs up to "Los!", and the
 * finished game's record.
 */
export function siegGame(seed = SIEG_SEED): { steps: Step[]; game: Game; record: string } {
  const storage = memoryStorage(1 << 20);
  const settings = defaultSettings();
  settings.draft.rules = KNIFFEL;
  saveSettings(storage, settings);
  const { steps, p } = record("banglejs2", cpuGame([SIEG, PROFI]), seed, new Player(seed, "banglejs2", storage, exactAdvisor(quiet)));
  for (let i = 0; p.screen !== "rank"; i++) {
    if (i > 200) throw new Error(`the simulator's game of computers is still on ${p.screen}`);
    p.sim.clock.advance!(5000);
  }
  const game = p.game();
  expect(game.setup.cpu).toEqual([SIEG, PROFI]);
  return { steps, game, record: toJson(toRecord(game)) };
}

/** How many of seat `seat`'s decisions in game `rec` differ from what Profi would have done. */
export function notProfi(rec: Game, seat: number): number {
  const g = newGame(rec.setup) as Game;
  const profi = newAdvisor((r) => valuesFor(r, DEFAULT_TABLES, quiet));
  let n = 0;
  let want: { box: number; held: number } | null = null;
  let differs = false;
  for (const e of logEntries(rec)) {
    const act = decodeAction(e);
    if (isError(act)) throw new Error(e);
    if (g.cur === seat && g.roll && !want) {
      want = finish(profi.moveJob!(g, PROFI, () => 0));
      differs = false;
    }
    if (want && act.t === "score" && act.b !== want.box) differs = true;
    if (want && act.t === "roll" && (want.box >= 0 || g.held !== want.held)) differs = true;
    if (act.t === "score" || act.t === "roll") {
      if (want && differs) n++;
      want = null;
    }
    expect(apply(g, act)).toBeNull();
  }
  return n;
}
