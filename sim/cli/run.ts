// The command-line tool's commands (entry point: main.ts). Bad input gets one
// clear line on stderr and exit code 2, never a stack trace.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { GameError, Lang, Rules } from "../../firmware/core";
import {
  apply, buildRules, errorText, isError, LANGS, logEntries, MAX_PLAYERS, newGame, parseDice, parseRecord,
} from "../../firmware/core";
import type { TableSource } from "../../firmware/coach/advisor";
import { LEVELS, PROFI, SIEG } from "../../firmware/coach/players";
import { chanceTables, simWins } from "../advisor";
import { duel } from "../duel";
import { wordSource } from "../rng";
import { BackupError, checkBackup, exportFolder, importInto, prettyJson } from "./backup";
import type { ChanceMethod } from "./coach";
import { analyseView, bestView, chanceView, DEFAULT_ROLLOUTS, targetView } from "./coach";
import { lastRound } from "../../firmware/coach/chance";
import { TARGET_FREE } from "../../firmware/coach/target";
import { freeBoxes } from "../../firmware/coach/state";
import { duelView } from "./duel";
import { scoreView, sheetView } from "./format";
import { parseState } from "./state";
import { DEFAULT_TABLES, valuesFor } from "./tables";
import { cliText } from "./text";

class UsageError extends Error {}

/** Where notes for stderr go while a command runs (a table being computed, damaged files). */
export interface Io {
  note(line: string): void;
}

const stderrIo: Io = { note: (line) => void process.stderr.write(line + "\n") };

function orFail<T>(x: T | GameError, lang: Lang): T {
  if (isError(x)) throw new UsageError(errorText(x, lang));
  return x;
}

function rulesOf(values: Flags, lang: Lang): Rules {
  const house = values.house ? values.house.split(",").filter((s) => s) : [];
  return orFail(buildRules(values.rules ?? "kniffel", house), lang);
}

function readText(file: string, lang: Lang): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new UsageError(cliText(lang, "readFailed", (e as Error).message));
  }
}

function score(args: string[], values: Flags, lang: Lang): string {
  if (args.length !== 1) throw new UsageError(cliText(lang, "needDice"));
  const dice = orFail(parseDice(args[0]), lang);
  const rules = rulesOf(values, lang);
  const g = orFail(newGame({ names: ["-"], rules, rolloff: false }), lang);
  orFail(apply(g, { t: "roll", d: dice }) ?? g, lang);
  return scoreView(g, lang, !!values.json);
}

function replayFile(args: string[], values: Flags, lang: Lang): string {
  if (args.length !== 1) throw new UsageError(cliText(lang, "needFile"));
  return sheetView(orFail(parseRecord(readText(args[0], lang)), lang), lang, !!values.json);
}

function tableNote(io: Io, lang: Lang): (key: string, arg: string) => void {
  return (key, arg) => io.note(cliText(lang, key, arg));
}

function best(args: string[], values: Flags, lang: Lang, io: Io): string {
  if (args.length !== 3) throw new UsageError(cliText(lang, "needBest"));
  const rules = rulesOf(values, lang);
  const st = parseState(args[0], rules);
  if ("key" in st) throw new UsageError(cliText(lang, st.key, st.arg));
  const dice = orFail(parseDice(args[1]), lang);
  if (!/^[012]$/.test(args[2])) throw new UsageError(cliText(lang, "badRollsLeft", args[2]));
  if (values.target !== undefined) {
    if (!/^\d{1,4}$/.test(values.target) || +values.target > 2000) throw new UsageError(cliText(lang, "badTarget", values.target));
    const free = freeBoxes(st.sc);
    if (free > TARGET_FREE) throw new UsageError(cliText(lang, "targetFree", [String(TARGET_FREE), String(free)]));
    return targetView(rules, st, dice, +args[2], +values.target, lang, !!values.json);
  }
  const value = valuesFor(rules, values.tables ?? DEFAULT_TABLES, tableNote(io, lang));
  return bestView(rules, st, dice, +args[2], value, lang, !!values.json);
}

function chance(args: string[], values: Flags, lang: Lang, io: Io): string {
  const texts = args.length === 1 ? args[0].split(";") : [];
  if (texts.length < 1 || texts.length > MAX_PLAYERS) throw new UsageError(cliText(lang, "needChance"));
  const rules = rulesOf(values, lang);
  const cols = texts.map((t, i) => {
    const st = parseState(t, rules, true);
    if ("key" in st) throw new UsageError(cliText(lang, "chancePlayer", [String(i + 1), cliText(lang, st.key, st.arg)]));
    return st;
  });
  if ((values.dice === undefined) !== (values.rolls === undefined) || (values.dice !== undefined && values.turn === undefined)) throw new UsageError(cliText(lang, "chanceDice"));
  let turn: { player: number; dice: number[]; rolls: number } | undefined;
  if (values.turn !== undefined) {
    const n = /^\d$/.test(values.turn) ? +values.turn : 0;
    if (n < 1 || n > cols.length || cols[n - 1].sc.every((v) => v >= 0)) throw new UsageError(cliText(lang, "chanceTurn", [String(cols.length), values.turn]));
    if (values.dice !== undefined) {
      if (!/^[012]$/.test(values.rolls as string)) throw new UsageError(cliText(lang, "badRollsLeft", values.rolls as string));
      turn = { player: n - 1, dice: orFail(parseDice(values.dice), lang), rolls: +(values.rolls as string) };
    }
  }
  // Before the last round: the estimate, or rollouts where asked for (each column played on the coach's way).
  const dir = values.tables ?? DEFAULT_TABLES;
  let method: ChanceMethod | null = null;
  if (values.rollouts !== undefined || values.seed !== undefined) {
    const n = values.rollouts === undefined ? DEFAULT_ROLLOUTS : /^\d{1,7}$/.test(values.rollouts) ? +values.rollouts : 0;
    if (n < 100 || n > 1000000) throw new UsageError(cliText(lang, "badRollouts", values.rollouts as string));
    const seed = values.seed === undefined ? 1 : /^\d{1,10}$/.test(values.seed) && +values.seed < 2 ** 32 ? +values.seed : NaN;
    if (Number.isNaN(seed)) throw new UsageError(cliText(lang, "badSeed", values.seed as string));
    if (!lastRound(cols)) method = { n, seed, value: valuesFor(rules, dir, tableNote(io, lang)) };
  }
  if (!method && !lastRound(cols)) method = { tables: chanceTables(rules, dir, tableNote(io, lang)) };
  return chanceView(rules, cols, turn, method, lang, !!values.json);
}

function analyse(args: string[], values: Flags, lang: Lang, io: Io): string {
  if (args.length !== 1) throw new UsageError(cliText(lang, "needFile"));
  const g = orFail(parseRecord(readText(args[0], lang)), lang);
  const value = valuesFor(g.setup.rules, values.tables ?? DEFAULT_TABLES, tableNote(io, lang));
  return analyseView(g, value, lang, !!values.json);
}

/** A whole number from `min` to `max` written in decimal, or NaN. */
function wholeNumber(s: string, min: number, max: number): number {
  return /^\d{1,10}$/.test(s) && +s >= min && +s <= max ? +s : NaN;
}

function duelGames(args: string[], values: Flags, lang: Lang, io: Io): string {
  if (args.length) throw new UsageError(cliText(lang, "badArgs", args.join(" ")));
  const names = values.players ? values.players.split(",") : [];
  if (names.length < 1 || names.length > MAX_PLAYERS) throw new UsageError(cliText(lang, "needPlayers"));
  const levels = names.map((n) => {
    const l = LEVELS.indexOf(n.trim().toLowerCase() as (typeof LEVELS)[number]); // any other word: -1
    if (l < 0) throw new UsageError(cliText(lang, "badLevel", [n, LEVELS.join(", ")]));
    return l;
  });
  const games = values.games === undefined ? 1000 : wholeNumber(values.games, 1, 1_000_000);
  if (Number.isNaN(games)) throw new UsageError(cliText(lang, "badGames", values.games));
  const seed = values.seed === undefined ? undefined : wholeNumber(values.seed, 0, 0xffffffff);
  if (Number.isNaN(seed)) throw new UsageError(cliText(lang, "badSeed", values.seed));
  const rules = rulesOf(values, lang);
  // Profi's exact table (Sieg's too, and its spread and shape), computed and cached when missing; the other levels need none.
  const dir = values.tables ?? DEFAULT_TABLES;
  const sieg = levels.indexOf(SIEG) >= 0;
  const tables: TableSource | null = levels.indexOf(PROFI) < 0 && !sieg ? null : (r) => valuesFor(r, dir, tableNote(io, lang));
  return duelView(rules, games, seed, duel(levels, games, rules, wordSource(seed), tables, sieg ? simWins(dir, tableNote(io, lang)) : undefined), lang, !!values.json);
}

/** Runs `work`; a file system error (no permission, a folder where a file should be) is one line. */
function fileErrors<T>(lang: Lang, work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (typeof (e as { code?: unknown }).code === "string" && /^E[A-Z]+$/.test((e as { code: string }).code)) {
      throw new UsageError(cliText(lang, "writeFailed", (e as Error).message));
    }
    throw e;
  }
}

function exportData(args: string[], values: Flags, lang: Lang, io: Io): string {
  if (args.length) throw new UsageError(cliText(lang, "badArgs", args.join(" ")));
  if (!values.storage) throw new UsageError(cliText(lang, "needStorage"));
  const r = fileErrors(lang, () => exportFolder(values.storage as string, values.board));
  for (const n of r.notes) io.note(cliText(lang, n));
  const json = prettyJson(r.backup);
  if (!values.out) return json;
  try {
    writeFileSync(values.out, json + "\n");
  } catch (e) {
    throw new UsageError(cliText(lang, "writeFailed", (e as Error).message));
  }
  return cliText(lang, "exported", values.out);
}

function importData(args: string[], values: Flags, lang: Lang): string {
  if (args.length !== 1) throw new UsageError(cliText(lang, "needFile"));
  if (!values.storage) throw new UsageError(cliText(lang, "needStorage"));
  let x: unknown;
  try {
    x = JSON.parse(readText(args[0], lang));
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(cliText(lang, "backupBad", "JSON: " + (e as Error).message));
  }
  const b = checkBackup(x, lang);
  fileErrors(lang, () => importInto(values.storage as string, values.board, b));
  const parts: string[] = [];
  if (b.game) parts.push(cliText(lang, "partGame", String(logEntries(b.game).length)));
  if (b.settings) parts.push(cliText(lang, "partSettings"));
  if (b.stats) parts.push(cliText(lang, "partStats"));
  return cliText(lang, "imported", [values.storage, parts.length ? parts.join(", ") : cliText(lang, "partNone")]);
}

interface Flags {
  rules?: string;
  house?: string;
  json?: boolean;
  lang?: string;
  help?: boolean;
  tables?: string;
  storage?: string;
  out?: string;
  board?: string;
  players?: string;
  games?: string;
  seed?: string;
  target?: string;
  turn?: string;
  dice?: string;
  rolls?: string;
  rollouts?: string;
}

const COMMANDS: { [name: string]: (args: string[], values: Flags, lang: Lang, io: Io) => string } = {
  score,
  replay: replayFile,
  best,
  chance,
  analyse,
  duel: duelGames,
  export: exportData,
  import: importData,
};

export function run(argv: string[], io: Io = stderrIo): { out: string; code: number } {
  let lang: Lang = "de";
  try {
    const parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        rules: { type: "string" },
        house: { type: "string" },
        json: { type: "boolean" },
        lang: { type: "string" },
        help: { type: "boolean", short: "h" },
        tables: { type: "string" },
        storage: { type: "string" },
        out: { type: "string" },
        board: { type: "string" },
        players: { type: "string" },
        games: { type: "string" },
        seed: { type: "string" },
        target: { type: "string" },
        turn: { type: "string" },
        dice: { type: "string" },
        rolls: { type: "string" },
        rollouts: { type: "string" },
      },
    });
    const values = parsed.values as Flags;
    if (values.lang !== undefined) {
      if (LANGS.indexOf(values.lang as Lang) < 0) throw new UsageError(cliText(lang, "badArgs", "--lang " + values.lang));
      lang = values.lang as Lang;
    }
    const [cmd, ...rest] = parsed.positionals;
    if (values.help || cmd === undefined) return { out: cliText(lang, "usage"), code: cmd === undefined && !values.help ? 2 : 0 };
    const command = Object.prototype.hasOwnProperty.call(COMMANDS, cmd) ? COMMANDS[cmd] : undefined;
    if (!command) throw new UsageError(cliText(lang, "unknownCommand", cmd) + "\n" + cliText(lang, "usage"));
    return { out: command(rest, values, lang, io), code: 0 };
  } catch (e) {
    if (e instanceof UsageError) return { out: e.message, code: 2 };
    if (e instanceof BackupError) return { out: cliText(lang, e.key, e.args), code: 2 };
    // parseArgs reports unknown options and missing values as TypeErrors with an error code.
    const code = (e as { code?: string }).code;
    if (code && code.indexOf("ERR_PARSE_ARGS") === 0) {
      const option = /'(-[^' ]*)/.exec((e as Error).message);
      return { out: cliText(lang, code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? "unknownOption" : "badOption", option ? option[1] : ""), code: 2 };
    }
    throw e;
  }
}
