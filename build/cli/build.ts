// `npm run build [-- --board ID] [--rules PRESET [--house SWITCH[=VALUE],...]]`: the
// compatibility gate, one bundle per board (or the one named) into dist/, the BangleApps
// folder for both watches (dist/kniffel/, when both are built), and the size report; the
// default build of every board also writes its figures for the docs (build/figures/). --rules sets the rule set of an edition without rule menus (the Pixl.js; default:
// espruino.config.json's, kniffel). Exits non-zero, after writing everything it could, when
// the gate finds a problem or a build is over its budget; a bad option: one line, exit code 2.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeBothApps } from "../bangleapps-both";
import { boardBuild, boardIds } from "../boards";
import type { BoardOutput } from "../build";
import { buildBoard, DIST, isBangleApp } from "../build";
import { gateSources } from "../gate/index";
import { formatSizeReport, overBudget } from "../size";
import { recordBuild } from "../figures/record-build";
import { buildRules, errorText, isError } from "../../firmware/core";

const USAGE = "usage: npm run build -- [--board " + boardIds().join("|") + "] [--rules PRESET [--house SWITCH[=VALUE],...]]";

/** The boards to build and the rule set asked for; throws a one-line message on a bad option. */
function options(argv: string[]): { boards: string[]; rules?: { preset: string; house: string[] } } {
  const { values } = parseArgs({ args: argv, options: { board: { type: "string" }, rules: { type: "string" }, house: { type: "string" } }, strict: true });
  if (values.board !== undefined && !boardIds().includes(values.board)) throw new Error(`unknown board "${values.board}" (valid: ${boardIds().join(", ")})`);
  if (values.house !== undefined && values.rules === undefined) throw new Error("--house needs --rules (the preset it changes)");
  const boards = values.board ? [values.board] : boardIds();
  if (values.rules === undefined) return { boards };
  const rules = { preset: values.rules, house: values.house ? values.house.split(",") : [] };
  const checked = buildRules(rules.preset, rules.house);
  if (isError(checked)) throw new Error(errorText(checked, "en"));
  return { boards, rules };
}

async function main(argv: string[]): Promise<number> {
  let o: ReturnType<typeof options>;
  try {
    o = options(argv);
  } catch (e) {
    console.error(`${(e as Error).message.split("\n")[0]}; ${USAGE}`);
    return 2;
  }
  const problems = await gateSources();
  const outputs: BoardOutput[] = [];
  for (const id of o.boards) {
    try {
      // --rules is for the editions without rule menus; the others keep choosing in theirs.
      const withRules = o.rules && (o.boards.length === 1 || !boardBuild(id).profile.ft.house) ? o.rules : undefined;
      outputs.push(await buildBoard(id, DIST, withRules));
    } catch (e) {
      problems.push(`${id}: ${(e as Error).message}`); // esbuild's guards (gate part 3) land here
    }
  }
  for (const o of outputs) {
    problems.push(...o.problems);
    console.log(formatSizeReport(o.report));
  }
  // The BangleApps folder for every watch built (apps/kniffel), beside each watch's own.
  const watches = outputs.filter((o) => isBangleApp(o.board));
  if (watches.length > 1) {
    const dir = join(DIST, watches[0].board.prefix);
    const m = writeBothApps(dir, watches);
    console.log(`BangleApps folder for ${watches.map((w) => w.board.name).join(" and ")}: ${dir}`);
    // The docs quote the default build of every board: only that one writes their figures.
    if (!o.rules && outputs.length === boardIds().length) await recordBuild(outputs.map((b) => b.report), dir, m);
  }
  for (const p of problems) console.error(p);
  const over = outputs.filter((o) => overBudget(o.report)).map((o) => o.board.id);
  console.log(problems.length ? `gate: ${problems.length} problem(s) above: Espruino cannot run this code` : "gate: passed (types, lint, esbuild guards, bundle check)");
  if (over.length) console.log(`size: over budget: ${over.join(", ")} (largest modules listed above)`);
  return problems.length || over.length ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
