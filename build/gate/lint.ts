// Gate, part 2: the project's lint rules (eslint.config.js) on device code: the syntax
// Espruino refuses, and its silent differences — no hoisting (use-before-define), loop
// closures that all see the last value (no-loop-func).
import { ESLint } from "eslint";
import { ROOT } from "../boards";

function problems(results: ESLint.LintResult[]): string[] {
  return results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath.replace(ROOT, "")}:${m.line}:${m.column}: ${m.message}${m.ruleId ? ` (${m.ruleId})` : ""}`),
  );
}

// One linter for every call: loading the configuration is most of the cost of a small check.
let eslint: ESLint | undefined;
const linter = () => (eslint ??= new ESLint({ cwd: ROOT }));

/** Lint problems of the files or folders `paths` (relative to the project root). */
export async function lintProblems(paths: string[]): Promise<string[]> {
  return problems(await linter().lintFiles(paths));
}

/** Lint problems of `text` as if it were the file `path` (relative to the project root). */
export async function lintTextProblems(text: string, path: string): Promise<string[]> {
  return problems(await linter().lintText(text, { filePath: ROOT + path }));
}
