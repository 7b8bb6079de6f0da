// `npm test`: two lanes at once. One runs the test suites (vitest.config.ts), whose set-up
// first builds and installs the apps, mostly on one core, for a quarter of a minute. The other
// runs lint and both type checks in that time, then BangleApps' own checks
// (vitest.bangleapps.config.ts; by then the set-up has made the coach tables both use). Every
// step runs even when one fails, so one run shows every failure: a failed check prints its
// output at once, a passed one a line at the end. Exits non-zero if any step failed. A run
// that passed writes its figures (the seconds, the tests counted) into docs/figures.json,
// section test, which docs/testing.md quotes.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../boards";
import { recordFigures } from "../figures/store";

interface Step {
  name: string;
  bin: string;
  args: string[];
}

/** The second lane, its output kept (the first lane's is shown as it comes). */
const CHECKS: Step[] = [
  { name: "lint", bin: "eslint", args: ["."] },
  { name: "type check", bin: "tsc", args: ["-p", "tsconfig.json", "--noEmit"] },
  { name: "type check of the page", bin: "tsc", args: ["-p", "web/tsconfig.json", "--noEmit"] },
  { name: "BangleApps' checks", bin: "vitest", args: ["run", "--config", "vitest.bangleapps.config.ts"] },
];
/** The suites' counts, as vitest's JSON reporter writes them beside its usual output. */
const COUNTS = join(ROOT, ".tmp/npm-test.json");
const SUITES: Step = { name: "test suites", bin: "vitest", args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${COUNTS}`] };

/** Runs a step: its output shown as it comes (`live`) or kept and returned; its exit code. */
function run(step: Step, live: boolean): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, "node_modules/.bin", step.bin), step.args, { cwd: ROOT, stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", (e) => resolve({ code: 1, out: `${step.bin}: ${e.message}` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const failed: string[] = [];
const said: string[] = [];
/** Each step's seconds. */
const seconds: { [step: string]: number } = {};

/** Runs a step and notes how it went: its line for the end, or at once its output where a kept one failed. */
async function step(s: Step, live: boolean): Promise<void> {
  const t = performance.now();
  const r = await run(s, live);
  seconds[s.name] = Math.round((performance.now() - t) / 100) / 10;
  const line = `${s.name}: ${r.code === 0 ? "passed" : "FAILED"} (${seconds[s.name].toFixed(1)} s)`;
  if (r.code !== 0) failed.push(s.name);
  if (r.code === 0 || live) said.push(line);
  else process.stdout.write(`\n${line}\n${r.out}\n`);
}

async function checks(): Promise<void> {
  for (const s of CHECKS) await step(s, false);
}

const start = performance.now();
await Promise.all([checks(), step(SUITES, true)]);
console.log(["", ...said, failed.length ? `npm test: FAILED: ${failed.join(", ")}` : "npm test: everything passed"].join("\n"));
process.exitCode = failed.length ? 1 : 0;
if (!failed.length) {
  const c = JSON.parse(readFileSync(COUNTS, "utf8")) as { numPassedTests: number; numPendingTests: number; numTodoTests: number; testResults: unknown[] };
  recordFigures("test", {
    "npm test.seconds": Math.round((performance.now() - start) / 1000),
    "npm test.tests": c.numPassedTests,
    "npm test.skipped": c.numPendingTests + c.numTodoTests,
    "npm test.files": c.testResults.length,
    "npm test.lint": seconds.lint,
    "npm test.typecheck": Math.round((seconds["type check"] + seconds["type check of the page"]) * 10) / 10,
    "npm test.bangleapps": seconds["BangleApps' checks"],
  }, true);
}
