// `npm run tables [-- --rules PRESET[,PRESET...]] [--house SWITCH[=VALUE],...] [--out DIR]`:
// computes the coach's value table of each rule set (default: every preset) and writes it
// quantised to DIR/<ruleset-id>.bin (default dist/tables). Prints per rule set the optimal
// expected score from the empty sheet, the build time, the file size and the quantisation
// error. Rule sets are solved in parallel, one per worker thread (2 cores: 2 workers).
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { solveValues } from "../../firmware/coach/solve";
import { stateIndex, stateSpace } from "../../firmware/coach/state";
import { encodeTable, rulesetId } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { buildRules, errorText, isError, PRESET_IDS } from "../../firmware/core";

interface Built {
  id: string;
  bytes: Uint8Array;
  empty: number;
  seconds: number;
  maxError: number;
  meanError: number;
}

function build(rules: Rules): Built {
  const start = performance.now();
  const values = solveValues(rules, 0);
  const seconds = (performance.now() - start) / 1000;
  const table = encodeTable(rules, values);
  const empty = values[stateIndex(stateSpace(rules), 0, 0, false)];
  return { id: rulesetId(rules), bytes: table.bytes, empty: empty, seconds: seconds, maxError: table.maxError, meanError: table.meanError };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The rule sets named on the command line. */
function ruleSets(args: string[]): { rules: Rules[]; out: string } {
  let presets: string[] | null = null;
  let house: string[] = [];
  let out = "dist/tables";
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (value === undefined) fail(`${args[i]} needs a value`);
    if (args[i] === "--rules") presets = value.split(",");
    else if (args[i] === "--house") house = value.split(",");
    else if (args[i] === "--out") out = value;
    else fail(`unknown option ${args[i]}`);
  }
  // Without --rules: every preset, or with house rules every Kniffel preset (Yatzy has none).
  if (!presets) presets = PRESET_IDS.filter((p) => !house.length || p !== "yatzy");
  const rules = presets.map((p) => {
    const r = buildRules(p, house);
    return isError(r) ? fail(errorText(r, "en")) : r;
  });
  return { rules, out };
}

/** One line per table: optimal expected score from the empty sheet, build time, size, error. */
function report(b: Built, width: number): void {
  console.log(
    `${b.id.padEnd(width)}  optimal ${b.empty.toFixed(4)} points  built in ${b.seconds.toFixed(1).padStart(4)} s  ` +
    `${b.bytes.length.toLocaleString("en").padStart(9)} bytes  quantisation error max ${b.maxError.toFixed(4)}, mean ${b.meanError.toFixed(4)}`,
  );
}

/** Has worker `w` build the table of `rules`. */
function solveIn(w: Worker, rules: Rules): Promise<Built> {
  return new Promise((resolve, reject) => {
    const done = (b: Built) => {
      w.off("error", reject);
      resolve(b);
    };
    w.once("message", done);
    w.once("error", reject);
    w.postMessage(rules);
  });
}

async function main(): Promise<void> {
  const { rules, out } = ruleSets(process.argv.slice(2));
  mkdirSync(out, { recursive: true });
  // Largest first (Yatzy has 2.7 times the states), so the workers finish close together.
  const queue = rules.slice().sort((a, b) => stateSpace(b).size - stateSpace(a).size);
  const start = performance.now();
  const width = Math.max(...rules.map((r) => rulesetId(r).length));
  const worker = async (): Promise<void> => {
    // The worker runs this same file; a worker does not inherit tsx's loader, so it loads
    // the file through tsx's API.
    const here = JSON.stringify(import.meta.url);
    const w = new Worker(`import("tsx/esm/api").then((tsx) => tsx.tsImport(${here}, ${here}));`, { eval: true });
    for (let r = queue.shift(); r; r = queue.shift()) {
      const b = await solveIn(w, r);
      writeFileSync(join(out, `${b.id}.bin`), b.bytes);
      report(b, width);
    }
    await w.terminate();
  };
  const workers: Promise<void>[] = [];
  for (let i = 0; i < Math.min(availableParallelism(), rules.length); i++) workers.push(worker());
  await Promise.all(workers);
  console.log(`all ${rules.length} table(s) in ${((performance.now() - start) / 1000).toFixed(1)} s, written to ${out}/`);
}

if (isMainThread) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  parentPort!.on("message", (rules: Rules) => {
    const b = build(rules);
    parentPort!.postMessage(b, [b.bytes.buffer as ArrayBuffer]);
  });
}
