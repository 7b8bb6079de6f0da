// Figures from the real Bangle.js 2 and Bangle.js 3 firmware: process.memory().usage after a garbage collection, in
// variables of the watch's 12,000. The app is built as `npm run build` builds it (into a
// temporary folder), installed into a factory-reset watch with the App Loader's own code
// (emu/apploader.ts), its coach files made as the app makes them in the background, and driven by
// touch and its buttons with the scenarios of emu/memory.ts (the simulator in
// lockstep, every screen checked pixel for pixel), except the random run, which is the watch
// alone. Where a watch's firmware files are absent its figures are skipped, saying why.
//
// Budget without the coach: 4,500 variables (target 4,000); with the coach 8,000. The coach's
// work and the time from load() to the title's first frame are measured as a ratio to a
// calibration loop in the same firmware (the emulator does not model CPU time):
// coachOnFirmwareFigures() and loadFigure() below. The Bangle.js 3's board file in Espruino's
// sources still gives it 2,630 variables (its 256 KB of RAM while it is brought up; the
// emulator has 12,000): its heap figures are also printed as a share of that.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { buildBoard } from "../build";
import { emulated, firmwareMissing } from "../../emu/emulator";
import { gameRounds, gamesInARow, heapBudget, randomRun, screenTour } from "../../emu/memory";
import { boardBuild } from "../boards";
import { APP_FILE, installApp, SETTLE_MS, Watch } from "../../emu/watch";
import { appLoaderInstall, bangleAppsMissing } from "../../emu/apploader";
import { prepareWatch } from "../../emu/prepared";
import { ask, HINT, houseGame, leave, ODDS, open, OPTIONS, peak as peakOf, probe } from "../../emu/coach-probe";
import { followingAdvisor, Lockstep } from "../../emu/lockstep";
import type { StepLoops } from "../../emu/timing";
import { CALIBRATION_CODE, stepLoops } from "../../emu/timing";
import { goalWin, newGame, Player, roll, touchPoints } from "../../sim/harness";
import { shownRgb } from "../../sim/display/palette";
import type { Figure } from "./measure";
import { heapShares } from "./heap-shares";

/** Random inputs on the watch alone (taps anywhere, drags, short and long presses of the button). */
const RANDOM_INPUTS = 3000; // on the watch alone, in a thread beside the tours (the bench prints its time)
const RANDOM_SEED = 20261201;
/** Games in a row, each ended after this many turns (see gamesInARow). */
const GAMES = 20;
const TURNS_PER_GAME = 1;
/**
 * Growth allowed from game 1 to game 20 on the rank, in variables: none. Measured: the usage
 * on the rank is the same after every game (the interpreter's GC leaves nothing behind here).
 */
const GROWTH_TOLERANCE = 0;

/** The screens in the order the tour visits them, with the names the figures print. */
const SCREENS: [string, string][] = [
  ["title", "title"], ["setup", "setup"], ["names", "names"], ["name", "name editor"], ["settings", "settings"],
  ["stats", "statistics"], ["rules", "rules"], ["dice", "dice"], ["sheet", "sheet"], ["handover", "handover"],
  ["menu", "game menu"], ["overview", "overview"], ["rank", "rank"], ["end", "result menu"], ["entry", "own dice: entry"],
  ["pointsBox", "own dice: points direct, box"], ["points", "own dice: points"], ["fixPlayer", "own dice: corrections, player"],
  ["fixBox", "own dice: corrections, box"],
];

const round = (x: number) => Math.round(x * 10) / 10;

/** Time budgets in calibration loops (emu/timing.ts): a hint, the odds, one step; load() to the title (target 2). */
const HINT_LOOPS = 5;
const ODDS_LOOPS = 10;
const STEP_LOOPS = 1;
const LOAD_LOOPS = 5;
const LOAD_TARGET = 2;

/** A game of 1 to 8 players at its first roll on a new watch (counting its work: timing.ts), after `first` on the title (a setting). */
function firstRoll(image: Uint8Array, board: string, name: string, players: number, presetSteps: number, counting: boolean, first = (_: Lockstep) => {}): Lockstep {
  const l = new Lockstep(name, 12, false, { watch: new Watch(image, counting, board) });
  first(l);
  newGame(l, players, presetSteps);
  if (l.screen === "handover") l.press("ok");
  return roll(l); // the first roll
}

/** The work of a coach question, from the press that asks to the answer on the screen (not the game menu before it). */
function questionLoops(l: Lockstep, item: number): StepLoops {
  let loops: StepLoops | undefined;
  open(l, item, (press) => (loops = stepLoops(l.watch, press)));
  leave(l);
  return loops as StepLoops;
}

/**
 * The coach on the firmware, in lockstep with the simulator (its advice checked on the
 * screen): the heap while it works (budget 8,000 of 12,000) and its work in calibration
 * loops of the same firmware (a hint at most 5, the odds 10, no step above 1), for the exact
 * engine (Kniffel, table stored) and the compact one (Yahtzee), 1 and 8 players, first roll,
 * and the first roll after a Kniffel (where a later Kniffel has a reading: more work).
 */
function coachOnFirmwareFigures(image: Uint8Array, board: string): Figure[] {
  const out: Figure[] = [];
  const time = function (name: string, l: Lockstep, later: boolean): void {
    const hint = questionLoops(l, HINT);
    const odds = questionLoops(l, ODDS);
    out.push({ name: `${name}: first hint`, value: round(hint.total), unit: "loops", max: HINT_LOOPS });
    out.push({ name: `${name}: odds`, value: round(odds.total), unit: "loops", max: ODDS_LOOPS });
    out.push({ name: `${name}: longest single step`, value: round(Math.max(hint.longest, odds.longest)), unit: "loops", max: STEP_LOOPS });
    if (later) out.push({ name: `${name}: a later hint, same roll`, value: round(questionLoops(l, HINT).total), unit: "loops", max: HINT_LOOPS });
  };
  for (const [engine, steps] of [["exact", 0], ["compact", 3]] as const) {
    for (const players of [1, 8]) {
      const name = `${board} firmware, ${players}p, ${engine} coach`;
      const l = firstRoll(image, board, `bench-coach-${engine}-${players}`, players, steps, false);
      probe(l);
      let heap = 0;
      for (const item of [HINT, ODDS, OPTIONS]) {
        heap = Math.max(heap, ask(l, item).peak);
        leave(l);
      }
      out.push({ name: `${name}: heap while it works, peak`, value: heap, unit: "vars", max: heapBudget(board).coach });
      time(name, firstRoll(image, board, `bench-coach-time-${engine}-${players}`, players, steps, true), players === 1);
    }
    // A Kniffel entered, then the next turn's first roll.
    const k = firstRoll(image, board, `bench-coach-kniffel-${engine}`, 1, steps, true);
    roll(k.queueDice("66666")).tap(...touchPoints(board).sheet).press("ok");
    if (k.screen === "handover") k.press("ok");
    roll(k.queueDice("11234"));
    time(`${board} firmware, 1p, ${engine} coach, a 50 in the Kniffel box`, k, false);
  }
  // House rules: their variant's base read from the set-up file like a preset's.
  const h = roll(houseGame(new Lockstep("bench-coach-house", 12, false, { watch: new Watch(image, true, board) })));
  time(`${board} firmware, 1p, compact coach, house rules (Kniffel, free striking)`, h, false);
  return out;
}

/**
 * The first hint after the install, at the first roll of a new game while the watch makes its
 * coach files in the background (firmware/app/preparing.ts): the compact engine's, marked, in
 * calibration loops from the press that asks to the answer on the screen (a piece of the
 * preparation under way when the press comes counts: the press waits for it), in lockstep
 * with the simulator.
 */
function installedHintFigures(installed: Uint8Array, board: string): Figure[] {
  const watch = new Watch(installed, true, board);
  const l = new Lockstep("bench-installed-hint", 12, false, { watch, coach: () => followingAdvisor(watch) });
  newGame(l, 1, 0);
  roll(l);
  let loops: StepLoops | undefined;
  open(l, HINT, () => {
    l.p.press("ok");
    // Until the answer: the question's pieces follow each other at once, the preparation's wait PIECE_MS.
    loops = stepLoops(watch, () => watch.inputThen({ b: "ok", long: false }, 1));
    watch.idle(SETTLE_MS);
    l.check("the first hint after the install");
  });
  if (!/grob/.test(l.dump.msg)) throw new Error(`the first hint after the install says "${l.dump.msg}", not the compact engine's`);
  const r = loops as StepLoops;
  return [
    { name: `${board} firmware: first hint after the install (table not made yet: compact, marked)`, value: round(r.total), unit: "loops", max: HINT_LOOPS },
    { name: `${board} firmware: ... its longest step`, value: round(r.longest), unit: "loops", max: STEP_LOOPS },
  ];
}

/**
 * The advice to win (firmware/coach/standing-win.ts): the hint with the goal "Sieg", at the first
 * roll of a new Kniffel game of 2 and of 8 players, in lockstep with the simulator: the heap's
 * peak while it works, and its work in calibration loops from the press that asks to the
 * answer on the screen (the hint's budget: 5; no step above 1).
 */
export function winOnFirmwareFigures(image: Uint8Array, board: string): Figure[] {
  const out: Figure[] = [];
  for (const players of [2, 8]) {
    const name = `${board} firmware, ${players}p, the advice to win (first hint, goal Sieg)`;
    const game = (counting: boolean) => firstRoll(image, board, `bench-win-${counting ? "time" : "heap"}-${players}`, players, 0, counting, goalWin);
    const h = game(false);
    probe(h);
    const heap = ask(h, HINT).peak;
    if (!/Siegchance/.test(h.dump.msg)) throw new Error(`the advice to win's figures: the hint says "${h.dump.msg}"`);
    const loops = questionLoops(game(true), HINT);
    out.push({ name: `${name}: heap while it works, peak`, value: heap, unit: "vars", max: heapBudget(board).coach });
    out.push({ name: `${name}: work`, value: round(loops.total), unit: "loops", max: HINT_LOOPS });
    out.push({ name: `${name}: longest single step`, value: round(loops.longest), unit: "loops", max: STEP_LOOPS });
  }
  return out;
}

/**
 * The chances to win of 8 players at a new game's first handover, which the coach module works
 * out in pieces (firmware/coach/standing.ts), in lockstep with the simulator: the heap's peak
 * while it works, and in calibration loops the work after the press that starts the game (the
 * press's own step, which makes the game and draws the handover, apart): the coach module's
 * loading and the chances' pieces (the odds' budget: 10; no piece above 1).
 */
export function chancesOnFirmwareFigures(image: Uint8Array, board: string): Figure[] {
  const name = `${board} firmware, 8p, the chances at the first handover`;
  const h = new Lockstep("bench-chances-heap", 12, false, { watch: new Watch(image, false, board) });
  probe(h);
  newGame(h, 8);
  const heap = peakOf(h);
  if (h.screen !== "handover") throw new Error(`the chances' figures: on ${h.screen}, not the handover`);
  const t = new Lockstep("bench-chances-time", 12, false, { watch: new Watch(image, true, board) });
  // newGame's presses but the last (Los!): Neues Spiel, 7 more players, down to Los!
  t.press("ok").times("ok", 7).times("down", 7);
  const loops = stepLoops(t.watch, () => t.press("ok"));
  return [
    { name: `${name}: heap while it works, peak`, value: heap, unit: "vars", max: heapBudget(board).coach },
    { name: `${name}: work after the press`, value: round(loops.total - loops.first), unit: "loops", max: ODDS_LOOPS },
    { name: `${name}: the longest piece of it`, value: round(loops.longestAfter), unit: "loops", max: STEP_LOOPS },
    { name: `${name}: the press's own step (the game made, the handover drawn)`, value: round(loops.first), unit: "loops" },
  ];
}

/**
 * The time from load() of the app (as the launcher starts it, from the clock) to its title's
 * first frame, in calibration loops: the firmware's work until the screen shows what the
 * simulator's title shows (checked pixel for pixel).
 */
function loadFigure(image: Uint8Array, board: string): Figure[] {
  const title = new Player(1, board);
  let w = new Watch(image, true, board);
  const shows = () => {
    const got = w.emu.screen();
    const fb = title.sim.fb;
    for (let y = 0; y < fb.h; y++) {
      for (let x = 0; x < fb.w; x++) {
        const c = shownRgb(fb, x, y);
        const j = (y * fb.w + x) * 3;
        if (got[j] !== c[0] || got[j + 1] !== c[1] || got[j + 2] !== c[2]) return false;
      }
    }
    return true;
  };
  let steps = 0;
  const r = stepLoops(w, () => {
    w.emu.exec(`load(${JSON.stringify(APP_FILE)})`);
    for (; !shows() && steps < 100; steps++) w.emu.idle(0); // (the firmware runs the app at its next idle steps)
  });
  if (!shows()) throw new Error(`${board}: the title did not show after load()`);
  // The same in host time on a watch that does not count (as a first measurement took it; it
  // varies with the machine's load): the fastest of three, over the fastest calibration loop.
  let load = Infinity;
  let loop = Infinity;
  for (let k = 0; k < 3; k++) {
    w = new Watch(image, false, board);
    let t = performance.now();
    w.emu.exec(CALIBRATION_CODE);
    loop = Math.min(loop, performance.now() - t);
    t = performance.now();
    w.emu.exec(`load(${JSON.stringify(APP_FILE)})`);
    load = Math.min(load, performance.now() - t);
    if (!shows()) throw new Error(`${board}: the title did not show after load()`);
  }
  return [
    { name: `${board} firmware: load() to the title's first frame`, value: round(r.total), unit: "loops", max: LOAD_LOOPS },
    { name: `${board} firmware: load() to the title's first frame, target`, value: LOAD_TARGET, unit: "loops" },
    { name: `${board} firmware: load() to the title's first frame, host time`, value: round(load / loop), unit: "loops" },
  ];
}

/**
 * The bytes in all of the app's files on the watch whose flash is `image` (prepared): every
 * file whose name starts with "kniffel" (code, texts, fonts, modules, the coach's set-up file
 * and table; the parts the install sent are erased by then). It must not grow while the
 * install gets lighter (what the watch makes itself it also stores): the budget
 * (espruino.config.json budgets.prepared) is the Storage of the watch that received its
 * set-up file and table packed before, rounded up to the next 1,000 bytes.
 */
export function storageFigure(image: Uint8Array, board: string): Figure {
  const w = new Watch(image, false, board);
  const bytes = w.emu.eval<number>("(function(S){var n=0,f=S.list(/^kniffel/);for(var i=0;i<f.length;i++)n+=S.read(f[i]).length;return n})(require('Storage'))");
  return { name: `${board} firmware: Storage after preparation (bytes in all of the app's files)`, value: bytes, unit: "bytes", max: boardBuild(board).budgets.prepared };
}

interface WorkerResult {
  peak: number;
  errors: string[];
  games: number[];
}

interface PrepareResult {
  loops: number;
  longest: number;
  pieces: number;
}

/** Runs inWorker(): the random run and the games in a row. */
function workerPart(image: Uint8Array, board: string): WorkerResult {
  const r = randomRun(new Watch(image, false, board), RANDOM_INPUTS, RANDOM_SEED, 1);
  return { ...r, games: gamesInARow(new Watch(image, false, board), GAMES, TURNS_PER_GAME) };
}

/** Runs inWorker(): the preparation of the installed watch, counted piece by piece. */
async function preparePart(image: Uint8Array, board: string): Promise<PrepareResult> {
  const p = await prepareWatch(image, true, board);
  return { loops: p.loops!, longest: p.longest!, pieces: p.pieces };
}

/**
 * A part in a worker thread (this file, loaded through tsx as in build/bench/coach.ts),
 * beside the tours: the random run and the games in a row, or the counted preparation.
 */
function inWorker(image: Uint8Array, board: string, part: "random" | "prepare"): Promise<WorkerResult | PrepareResult> {
  const here = JSON.stringify(import.meta.url);
  const w = new Worker(`import("tsx/esm/api").then((tsx) => tsx.tsImport(${here}, ${here}));`, {
    eval: true, workerData: { firmwareRandom: { image, board, part } },
  });
  return new Promise((resolve, reject) => {
    w.once("message", (r: WorkerResult | PrepareResult) => {
      void w.terminate();
      resolve(r);
    });
    w.once("error", reject);
  });
}

/**
 * An edition without the coach: the screen tour is written for the full edition's screens,
 * so its title's heap, the random run's peak (its screens, whichever they are), its Storage
 * and its load are measured here; its whole games' peaks are test/firmware/bangle1.test.ts's.
 */
function leanFigures(installed: Uint8Array, board: string): Figure[] {
  console.log(`${board} firmware: an edition without the coach: the title's heap, the random run, its Storage and load (the screen tour needs the full edition)`);
  const w = new Watch(installed, false, board).start();
  if (w.errors.length) throw new Error(`${board}: ${w.errors.join("; ")}`);
  const max = heapBudget(board).max;
  const title = w.usage();
  const r = randomRun(new Watch(installed, false, board), RANDOM_INPUTS, RANDOM_SEED, 1);
  return [
    { name: `${board} firmware: title, heap`, value: title, unit: "vars", max: max },
    { name: `${board} firmware: ${RANDOM_INPUTS} random inputs, peak`, value: r.peak, unit: "vars", max: max },
    { name: `${board} firmware: random inputs, device exceptions`, value: r.errors.length, unit: "", max: 0 },
    storageFigure(installed, board),
    ...loadFigure(installed, board),
  ];
}

async function boardFigures(board: string): Promise<Figure[]> {
  const missing = firmwareMissing(board);
  if (missing) {
    console.log(`${board} firmware figures skipped: ${missing} (the real firmware, see emu/emulator.ts)`);
    return [];
  }
  const start = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "kniffel-firmware-"));
  let installed: Uint8Array;
  try {
    const built = (await buildBoard(board, dir)).dir;
    const noLoader = bangleAppsMissing();
    if (noLoader) console.log(`firmware figures on the project's imitation of the App Loader's install: ${noLoader}`);
    installed = noLoader ? installApp(built, board) : (await appLoaderInstall(built, board)).flash;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The watch makes its coach files in the background after the install: once uncounted
  // for every figure below, and once counted, piece by piece, in a worker beside them
  // (where its edition has the coach).
  const coached = boardBuild(board).profile.ft.coach;
  if (!coached) return leanFigures(installed, board);
  const image = (await prepareWatch(installed, false, board)).flash;
  const storage = storageFigure(image, board);
  const preparing = inWorker(installed, board, "prepare");
  const worker = inWorker(image, board, "random");
  const out: Figure[] = [];
  const heap = heapBudget(board);
  const budget = { unit: "vars", max: heap.max };
  out.push({ name: `${board} firmware: usage target without the coach`, value: heap.target, unit: "vars" });
  out.push(...heapShares(image, board));
  let peak = 0;
  for (const players of [1, 8]) {
    const t = screenTour(new Watch(image, false, board), players);
    for (const [id, label] of SCREENS) {
      if (t.peaks[id] === undefined) continue; // the handover: more than one player only
      out.push({ name: `${board} firmware, ${players}p: ${label}, peak`, value: t.peaks[id], ...budget });
      peak = Math.max(peak, t.peaks[id]);
    }
    let worst = 0;
    for (const v of t.visits) worst = Math.max(worst, v.after - v.before);
    out.push({ name: `${board} firmware, ${players}p: left behind by a screen visit, worst`, value: worst, unit: "vars" });
  }
  for (const players of [1, 8]) {
    const rounds = gameRounds(new Watch(image, false, board), players);
    out.push({ name: `${board} firmware, ${players}p: whole game, after each turn, max`, value: Math.max(...rounds), ...budget });
  }
  const r = (await worker) as WorkerResult;
  const games = r.games;
  out.push({ name: `${board} firmware: ${GAMES} games in a row, rank after game 1`, value: games[0], ...budget });
  out.push({ name: `${board} firmware: ${GAMES} games in a row, growth game 1 to ${GAMES}`, value: games[GAMES - 1] - games[0], unit: "vars", max: GROWTH_TOLERANCE });
  // The random run reaches the coach's screens too (Tipp, Alle Optionen, Chancen in the game
  // menu; trainer mode in the settings), which load the coach: it is held to the budget with
  // the coach. (A watch alone cannot tell which screen it shows, so they are not avoided.)
  out.push({ name: `${board} firmware: ${RANDOM_INPUTS} random inputs (coach screens not avoided), peak`, value: r.peak, unit: "vars", max: heapBudget(board).coach });
  out.push({ name: `${board} firmware: random inputs, device exceptions`, value: r.errors.length, unit: "", max: 0 });
  const coach = coachOnFirmwareFigures(image, board).concat(chancesOnFirmwareFigures(image, board), winOnFirmwareFigures(image, board));
  out.push(...coach);
  const vars = boardBuild(board).boardFileVars;
  if (vars) {
    // The heap against the board file's variables (the emulator's 12,000 hold the figures above).
    const coachPeak = Math.max(...coach.filter((f) => f.unit === "vars").map((f) => f.value));
    out.push({ name: `${board} firmware: heap without the coach, peak, of the board file's ${vars}`, value: Math.round((100 * peak) / vars), unit: "%" });
    out.push({ name: `${board} firmware: heap while the coach works, peak, of the board file's ${vars}`, value: Math.round((100 * coachPeak) / vars), unit: "%" });
  }
  out.push(...loadFigure(image, board));
  out.push(...installedHintFigures(installed, board));
  const p = (await preparing) as PrepareResult;
  out.push({ name: `${board} firmware: making the coach files after the install, in the background (once)`, value: round(p.loops), unit: "loops" });
  out.push({ name: `${board} firmware: ... in pieces`, value: p.pieces, unit: "pieces" });
  out.push({ name: `${board} firmware: ... the longest piece`, value: round(p.longest * 100) / 100, unit: "loops", max: STEP_LOOPS });
  out.push(storage);
  out.push({ name: `${board} firmware: time for these figures (build, install, play)`, value: Math.round((performance.now() - start) / 100) / 10, unit: "s" });
  return out;
}

/** The figures of each watch with its own firmware (the Bangle.js 2, the Bangle.js 3). */
export async function firmwareFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const board of emulated()) out.push(...(await boardFigures(board)));
  return out;
}

if (!isMainThread && workerData?.firmwareRandom) {
  const w = workerData.firmwareRandom as { image: Uint8Array; board: string; part: "random" | "prepare" };
  if (w.part === "prepare") void preparePart(w.image, w.board).then((p) => parentPort!.postMessage(p));
  else parentPort!.postMessage(workerPart(w.image, w.board));
}
