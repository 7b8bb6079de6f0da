// Coach figures: the value tables of every preset (build time, optimum, size, quantisation),
// simulated solitaire games per engine (exact, compact, greedy) with standard errors, the
// compact engine's loss valued by the exact table, and the work a hint or an odds request
// costs on the device, counted in operations.
//
// Operations: table lookups plus inner-loop steps (one step: one typed-array read with an
// add or a compare, one box scored, one keep looked up), counted from the loops the code
// runs. Time on the device assumes OPS_PER_SECOND for Espruino on a 64 MHz nRF52 running
// from flash, a conservative guess: Espruino interprets from source, ~4,000 loop iterations
// per second with two method calls on the 72 MHz original board (espruino.com/Performance).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { build } from "esbuild";
import { adviseGameCompact, newCompact } from "../../firmware/coach/compact";
import { diceTables, keepOf, ROLLS } from "../../firmware/coach/dice";
import { newOdds, newOddsResult, odds } from "../../firmware/coach/odds";
import type { ValueOf } from "../../firmware/coach/state";
import { stateIndex, stateSpace } from "../../firmware/coach/state";
import { rulesetId, tableValues } from "../../firmware/coach/table";
import type { Move } from "../../firmware/coach/players";
import { bestOption, LOCKER } from "../../firmware/coach/players";
import type { Coach, Option } from "../../firmware/coach/turn";
import { adviseGame, newCoach } from "../../firmware/coach/turn";
import type { Game, Rules } from "../../firmware/core";
import { buildRules, isError, newGame, Phase, playerTotals, PRESET_IDS } from "../../firmware/core";
import { duel } from "../../sim/duel";
import { playTurnBy } from "../../sim/follow";
import { sfc32 } from "../../sim/rng";
import type { Figure } from "./measure";

export const OPS_PER_SECOND = 20_000;
const GAMES = 10_000;
const LOSS_GAMES = 1_000;
const ROOT = new URL("../..", import.meta.url).pathname;

type Engine = "exact" | "compact" | "greedy";

interface GamesResult {
  engine: Engine;
  games: number;
  mean: number;
  sd: number;
  se: number;
  /** Work per hint: the largest and the mean count of operations. */
  maxOps: number;
  meanOps: number;
  /** Table values read by the worst hint (on a Bangle.js 2: two-byte Storage reads). */
  maxLookups: number;
}

function rulesOf(preset: string): Rules {
  const r = buildRules(preset, []);
  if (isError(r)) throw new Error(preset);
  return r;
}

/** Operations of the exact hint just given (turn.ts), from its loops' bounds. */
function exactOps(c: Coach, rollsLeft: number, lookups: number): number {
  let steps = 2 * c.n; // place() for the dice in hand and the box options
  if (rollsLeft > 0) {
    steps += ROLLS * c.nFree + 1260; // every roll's free boxes (turn.ts lastRollPiece), then one expectation pass
    if (rollsLeft > 1) steps += 1260 + 462 + 1260; // best keeps, copy, second expectation
    steps += 31 * 5; // the 31 hold masks, five dice each
  }
  return steps + lookups;
}

/**
 * Operations of one Locker decision (locker.ts), from its loops' bounds: place() scores every
 * box and the ranking reads each (3 steps per box kept among the best three), the dice are
 * counted by face, each free straight box tries at most 3 windows of 6 faces (2 such boxes),
 * two free-box look-ups over the sheet, and the holds (5 dice, 2 steps).
 */
function lockerOps(n: number): number {
  return n + 3 * n + 5 + 6 + 2 * 3 * 6 + 2 * n + 5 * 2;
}

/** Plays `games` solitaire Yahtzee games on one engine's best option. */
function playGames(engine: Engine, games: number, seed: number, table: string): GamesResult {
  const rules = rulesOf("yahtzee");
  const c = newCoach(rules);
  const compact = newCompact(rules);
  let lookups = 0;
  let value: ValueOf = () => 0;
  if (engine === "exact") {
    const v = tableValues(rules, new Uint8Array(readFileSync(table))) as ValueOf;
    value = (i) => {
      lookups++;
      return v(i);
    };
  }
  const next = sfc32(seed);
  let sum = 0;
  let sq = 0;
  let maxOps = 0;
  let ops = 0;
  let hints = 0;
  let maxLookups = 0;
  // The computer players' choice (Profi: exact, Gut: compact), ties broken as they break them, and its work.
  const decide = (g: Game): Move => {
    lookups = 0;
    let o: Move;
    let work: number;
    if (engine === "compact") {
      o = bestOption(adviseGameCompact(compact, g));
      work = compact.scored + compact.steps + 2 * compact.n + (g.roll < 3 ? 31 * 5 : 0);
    } else {
      o = bestOption(adviseGame(c, g, value));
      work = exactOps(c, 3 - g.roll, lookups);
    }
    hints++;
    ops += work;
    if (lookups > maxLookups) maxLookups = lookups;
    if (work > maxOps) maxOps = work;
    return o;
  };
  for (let i = 0; i < games; i++) {
    const g = newGame({ names: ["A"], rules, rolloff: false }) as Game;
    while (g.ph !== Phase.Over) playTurnBy(g, decide, next);
    const total = playerTotals(g, 0).grand;
    sum += total;
    sq += total * total;
  }
  const mean = sum / games;
  const sd = Math.sqrt((sq - games * mean * mean) / (games - 1));
  return { engine, games, mean, sd, se: sd / Math.sqrt(games), maxOps, meanOps: ops / hints, maxLookups };
}

/** The compact engine's mean expected loss per game, each of its decisions valued by the exact table. */
function compactLoss(games: number, seed: number, table: string): number {
  const rules = rulesOf("yahtzee");
  const value = tableValues(rules, new Uint8Array(readFileSync(table))) as ValueOf;
  const c = newCoach(rules);
  const compact = newCompact(rules);
  const t = diceTables();
  const next = sfc32(seed);
  let loss = 0;
  // The compact engine's choice, its loss against the best option valued exactly.
  const decide = (g: Game): Option => {
    const o = adviseGameCompact(compact, g)[0];
    const opts = adviseGame(c, g, value);
    const same = opts.find((x) => (o.box >= 0 ? x.box === o.box : x.box < 0 && keepOf(t, g.dice, x.held) === keepOf(t, g.dice, o.held)));
    loss += opts[0].ev - (same as Option).ev;
    return o;
  };
  for (let i = 0; i < games; i++) {
    const g = newGame({ names: ["A"], rules, rolloff: false }) as Game;
    while (g.ph !== Phase.Over) playTurnBy(g, decide, next);
  }
  return loss / games;
}

/** Runs playGames in a worker thread (this file, loaded through tsx as in build/cli/tables.ts). */
function inWorker(engine: Engine, games: number, seed: number, table: string): Promise<GamesResult> {
  const here = JSON.stringify(import.meta.url);
  const w = new Worker(`import("tsx/esm/api").then((tsx) => tsx.tsImport(${here}, ${here}));`, {
    eval: true, workerData: { coachGames: { engine, games, seed, table } },
  });
  return new Promise((resolve, reject) => {
    w.once("message", (r: GamesResult) => {
      void w.terminate();
      resolve(r);
    });
    w.once("error", reject);
  });
}

/** Minified size of the compact coach's own code (the rules core, shared with the game, left out). */
async function compactCodeBytes(): Promise<number> {
  const r = await build({
    entryPoints: [join(ROOT, "firmware/coach/compact.ts")], bundle: true, minify: true, write: false, format: "iife",
    target: "es2015", platform: "neutral", globalName: "c",
    plugins: [{ name: "core-external", setup(b) { b.onResolve({ filter: /\/core\// }, (a) => ({ path: a.path, external: true })); } }],
  });
  return r.outputFiles[0].contents.length;
}

/** Bytes held in typed arrays by an engine's objects. */
function typedBytes(...objects: object[]): number {
  let n = 0;
  for (const o of objects) for (const v of Object.values(o)) if (ArrayBuffer.isView(v)) n += v.byteLength;
  return n;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export async function coachFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  // Every preset's table, built as `npm run tables` does (two workers).
  const dir = mkdtempSync(join(tmpdir(), "kniffel-tables-"));
  const start = performance.now();
  const log = execFileSync("npx", ["tsx", "build/cli/tables.ts", "--out", dir], { cwd: ROOT, encoding: "utf8" });
  const seconds = (performance.now() - start) / 1000;
  out.push({ name: `value tables of all ${PRESET_IDS.length} presets, built (2 workers)`, value: r2(seconds), unit: "s", max: 60 });
  let quant = 0;
  for (const m of log.matchAll(/quantisation error max ([\d.]+)/g)) quant = Math.max(quant, +m[1]);
  for (const id of PRESET_IDS) {
    const r = rulesOf(id);
    const bytes = new Uint8Array(readFileSync(join(dir, `${rulesetId(r)}.bin`)));
    const v = tableValues(r, bytes) as ValueOf;
    out.push({ name: `optimal expected score, ${id}`, value: r2(v(stateIndex(stateSpace(r), 0, 0, false))), unit: "points" });
  }
  out.push({ name: "table quantisation (table.ts STEPS): largest value error", value: quant, unit: "points" });
  out.push({ name: "banglejs2: value table file, Kniffel rule sets", value: readFileSync(join(dir, "kniffel.bin")).length, unit: "bytes" });
  out.push({ name: "banglejs2: value table file, Yatzy", value: readFileSync(join(dir, "yatzy.bin")).length, unit: "bytes" });
  out.push({ name: "banglejs2: exact hint's RAM (typed arrays)", value: typedBytes(newCoach(rulesOf("yatzy")), diceTables()), unit: "bytes" });
  const compact = newCompact(rulesOf("yatzy"));
  out.push({ name: "pixljs: compact coach code, minified (core excluded)", value: await compactCodeBytes(), unit: "bytes" });
  out.push({ name: "pixljs: compact coach RAM (typed arrays), no table", value: typedBytes(compact, compact.l), unit: "bytes", max: 6144 });

  // 10,000 games per engine: compact in a worker thread, the others here meanwhile.
  const table = join(dir, "yahtzee.bin");
  const compactRun = inWorker("compact", GAMES, 3, table);
  const exact = playGames("exact", GAMES, 1, table);
  const greedy = playGames("greedy", GAMES, 2, table);
  const loss = compactLoss(LOSS_GAMES, 4, table);
  const compactGames = await compactRun;
  const optimum = out.find((f) => f.name === "optimal expected score, yahtzee")!.value;
  for (const [label, g] of [["exact", exact], ["compact", compactGames], ["greedy (points this turn)", greedy]] as [string, GamesResult][]) {
    out.push({ name: `${label}: mean of ${g.games.toLocaleString("en")} Yahtzee games`, value: r2(g.mean), unit: "points" });
    out.push({ name: "  standard error", value: r2(g.se), unit: "points" });
  }
  // The computer players' levels (players.ts): Profi plays the exact engine's best option
  // (where the table is at hand, as here), Gut the compact engine's, so the runs above are
  // theirs; Locker plays its own 10,000 games.
  const locker = duel([LOCKER], GAMES, rulesOf("yahtzee"), sfc32(5), null)[0];
  out.push({ name: "Profi (exact): |mean - optimum 254.59|", value: r2(Math.abs(exact.mean - optimum)), unit: "points", max: 1.5 });
  out.push({ name: "  standard deviation of a game", value: r2(exact.sd), unit: "points" });
  out.push({ name: "Gut (compact): optimum - mean", value: r2(optimum - compactGames.mean), unit: "points", max: 3 });
  out.push({ name: "  standard deviation of a game", value: r2(compactGames.sd), unit: "points" });
  out.push({ name: `Locker: mean of ${GAMES.toLocaleString("en")} Yahtzee games`, value: r2(locker.mean), unit: "points", min: 180, max: 230 });
  out.push({ name: "  standard deviation of a game", value: r2(locker.sd), unit: "points" });
  out.push({ name: "  standard error", value: r2(locker.sd / Math.sqrt(GAMES)), unit: "points" });
  out.push({ name: "Locker decision: operations, worst (Kniffel sheet)", value: lockerOps(13), unit: "ops" });
  out.push({ name: "exact: |mean - optimum| in standard errors", value: r2(Math.abs(exact.mean - optimum) / exact.se), unit: "SE", max: 3 });
  out.push({ name: "compact: mean below exact (difference of means)", value: r2(exact.mean - compactGames.mean), unit: "points" });
  out.push({ name: `compact: expected loss per game, ${LOSS_GAMES.toLocaleString("en")} games valued exactly`, value: r2(loss), unit: "points", max: 4 });

  // Work on the device.
  out.push({ name: `hint work, assumed device speed`, value: OPS_PER_SECOND, unit: "ops/s" });
  for (const [label, g] of [["exact", exact], ["compact", compactGames]] as [string, GamesResult][]) {
    out.push({ name: `${label} hint: operations, mean`, value: Math.round(g.meanOps), unit: "ops" });
    out.push({ name: `${label} hint: operations, worst`, value: g.maxOps, unit: "ops", max: OPS_PER_SECOND });
  }
  out.push({ name: "banglejs2: exact hint, table values read from Storage (2 bytes each), worst", value: exact.maxLookups, unit: "reads" });
  const o = newOdds(rulesOf("kniffel"));
  const empty = new Int16Array(13).fill(-1);
  const res = newOddsResult(13);
  for (const [label, dice, left] of [["before the first roll", null, 3], ["2 rolls left", [1, 2, 3, 4, 6], 2], ["1 roll left", [1, 2, 3, 4, 6], 1]] as [string, number[] | null, number][]) {
    odds(o, empty, 0, dice, 0, left, res);
    out.push({ name: `odds, empty sheet, ${label}: operations`, value: res.steps, unit: "ops" });
  }
  return out;
}

if (!isMainThread && workerData?.coachGames) {
  const w = workerData.coachGames as { engine: Engine; games: number; seed: number; table: string };
  parentPort!.postMessage(playGames(w.engine, w.games, w.seed, w.table));
}
