// `npm run build`: the compatibility gate, one bundle per board into dist/, and the size
// report. Exits non-zero, after writing everything it could, when the gate finds a problem
// or a bundle is over its budget.
import { boardIds } from "../boards";
import { BoardOutput, buildBoard, DIST } from "../build";
import { gateSources } from "../gate/index";
import { formatSizeReport, overBudget } from "../size";

async function main(): Promise<number> {
  const problems = await gateSources();
  const outputs: BoardOutput[] = [];
  for (const id of boardIds()) {
    try {
      outputs.push(await buildBoard(id, DIST));
    } catch (e) {
      problems.push(`${id}: ${(e as Error).message}`); // esbuild's guards (gate part 3) land here
    }
  }
  for (const o of outputs) {
    problems.push(...o.problems);
    console.log(formatSizeReport(o.report));
  }
  for (const p of problems) console.error(p);
  const over = outputs.filter((o) => overBudget(o.report)).map((o) => o.board.id);
  console.log(problems.length ? `gate: ${problems.length} problem(s) above: Espruino cannot run this code` : "gate: passed (types, lint, esbuild guards, bundle check)");
  if (over.length) console.log(`size: over budget: ${over.join(", ")} (largest modules listed above)`);
  return problems.length || over.length ? 1 : 0;
}

process.exitCode = await main();
