// `npm start` (the terminal simulator) and `npm run sim -- --script FILE.json` (a headless
// scripted run). Bad options get one clear line on stderr and exit code 2.
import { dirname, relative } from "node:path";
import type { Storage } from "../hal/hal";
import { buttonMap } from "./buttons";
import { boardIds, profileFor } from "./profiles";
import { loadScriptFile, runScript, ScriptError } from "./script";
import { exactAdvisor } from "./advisor";
import { folderStorage } from "./folder-storage";
import { installProcessHooks, startTerminal } from "./terminal";

const USAGE = "usage: npm start -- [--board ID] [--seed N] [--storage DIR]  |  npm run sim -- --script FILE.json [--board ID] [--seed N] [--storage DIR]";

interface Options {
  script?: string;
  board?: string;
  seed?: number;
  storage?: string;
  help?: boolean;
}

/** The options, or the one line saying what is wrong with them. */
function parseOptions(argv: string[]): Options | string {
  const o: Options = {};
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    if (name === "--help" || name === "-h") {
      o.help = true;
      continue;
    }
    if (!["--script", "--board", "--seed", "--storage"].includes(name)) return `unknown option ${argv[i]}; ${USAGE}`;
    const value = inline ?? argv[++i];
    if (value === undefined || value === "") return `${name} needs a value`;
    if (name === "--script") o.script = value;
    else if (name === "--storage") o.storage = value;
    else if (name === "--board") {
      if (!boardIds().includes(value)) return `--board ${value}: unknown board; valid: ${boardIds().join(", ")}`;
      o.board = value;
    } else {
      if (!/^\d+$/.test(value) || +value > 0xffffffff) return `--seed ${value}: needs a whole number from 0 to 4294967295`;
      o.seed = +value;
    }
  }
  return o;
}

function fail(message: string, code: number): void {
  process.stderr.write(message + "\n");
  process.exitCode = code;
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  if (typeof o === "string") return fail(o, 2);
  if (o.help) return void process.stdout.write(USAGE + "\n");
  const profile = profileFor(o.board);
  let storage: Storage | undefined;
  try {
    storage = o.storage === undefined ? undefined : folderStorage(o.storage, profile.storageBytes);
  } catch (e) {
    return fail(`--storage ${o.storage}: ${(e as Error).message}`, 2);
  }

  if (o.script !== undefined) {
    try {
      const r = runScript(loadScriptFile(o.script), dirname(o.script), { board: o.board, seed: o.seed, storage });
      for (const f of r.files) {
        const near = relative(process.cwd(), f);
        process.stdout.write(`wrote ${near.startsWith("..") ? f : near}\n`);
      }
    } catch (e) {
      if (e instanceof ScriptError) return fail(`${o.script}: ${e.message}`, 2);
      return fail(`${o.script}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`, 1);
    }
    return;
  }

  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    return fail("the terminal simulator needs an interactive terminal; for a headless run use --script FILE.json", 2);
  }
  // The exact coach; the first hint under a rule set computes its table if dist/tables/ has
  // none (a few seconds, during which the screen waits).
  const coach = exactAdvisor(() => undefined);
  const session = startTerminal({ profile, buttons: buttonMap(profile.id), input: process.stdin, output: process.stdout, seed: o.seed, storage, coach });
  installProcessHooks(session);
  // Exit explicitly: a timer the app left behind must not keep a restored terminal waiting.
  process.exit(await session.done);
}

void main();
