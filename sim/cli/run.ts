// The command-line tool's commands (entry point: main.ts). Bad input gets one
// clear line on stderr and exit code 2, never a stack trace.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  apply, buildRules, errorText, GameError, isError, Lang, LANGS, newGame, parseDice, parseRecord,
} from "../../firmware/core";
import { scoreView, sheetView } from "./format";
import { cliText } from "./text";

class UsageError extends Error {}

function orFail<T>(x: T | GameError, lang: Lang): T {
  if (isError(x)) throw new UsageError(errorText(x, lang));
  return x;
}

function score(args: string[], values: Flags, lang: Lang): string {
  if (args.length !== 1) throw new UsageError(cliText(lang, "needDice"));
  const dice = orFail(parseDice(args[0]), lang);
  const house = values.house ? values.house.split(",").filter((s) => s) : [];
  const rules = orFail(buildRules(values.rules ?? "kniffel", house), lang);
  const g = orFail(newGame({ names: ["-"], rules, rolloff: false }), lang);
  orFail(apply(g, { t: "roll", d: dice }) ?? g, lang);
  return scoreView(g, lang, !!values.json);
}

function replayFile(args: string[], values: Flags, lang: Lang): string {
  if (args.length !== 1) throw new UsageError(cliText(lang, "needFile"));
  let json: string;
  try {
    json = readFileSync(args[0], "utf8");
  } catch (e) {
    throw new UsageError(cliText(lang, "readFailed", (e as Error).message));
  }
  return sheetView(orFail(parseRecord(json), lang), lang, !!values.json);
}

interface Flags {
  rules?: string;
  house?: string;
  json?: boolean;
  lang?: string;
  help?: boolean;
}

const COMMANDS: { [name: string]: (args: string[], values: Flags, lang: Lang) => string } = {
  score,
  replay: replayFile,
};

export function run(argv: string[]): { out: string; code: number } {
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
      },
    });
    const values = parsed.values as Flags;
    if (values.lang !== undefined) {
      if (LANGS.indexOf(values.lang as Lang) < 0) throw new UsageError(cliText(lang, "badArgs", "--lang " + values.lang));
      lang = values.lang as Lang;
    }
    const [cmd, ...rest] = parsed.positionals;
    if (values.help || cmd === undefined) return { out: cliText(lang, "usage"), code: cmd === undefined && !values.help ? 2 : 0 };
    const command = COMMANDS[cmd];
    if (!command) throw new UsageError(cliText(lang, "unknownCommand", cmd) + "\n" + cliText(lang, "usage"));
    return { out: command(rest, values, lang), code: 0 };
  } catch (e) {
    if (e instanceof UsageError) return { out: e.message, code: 2 };
    // parseArgs reports unknown options and missing values as TypeErrors with an error code.
    const code = (e as { code?: string }).code;
    if (code && code.indexOf("ERR_PARSE_ARGS") === 0) {
      const option = /'(-[^' ]*)/.exec((e as Error).message);
      return { out: cliText(lang, code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? "unknownOption" : "badOption", option ? option[1] : ""), code: 2 };
    }
    throw e;
  }
}
