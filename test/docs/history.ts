// The forms in which a text tells how something changed instead of how it is: a figure it
// "was", the round "before", a count before and after, a value "up from" another, a time
// measured in a clone of "the last commit", an issue's number in a code comment. The docs and
// the comments say what is and why; how a figure changed is git's history and the App Loader
// folder's ChangeLog.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Each common form, with what to say instead. */
const FORMS: { form: RegExp; instead: string }[] = [
  { form: /\b(?:was|were) (?:about |around |only |~)?[\d,.]*\d/i, instead: "the figure as it is" },
  { form: /\bthe round before\b|\bthis round\b|\bearlier in the round\b/i, instead: "what is, not when it came" },
  { form: /\bbefore (?:this|that)(?: round|'s)?[,:;)]|\bbefore (?:this|that) round|\bbefore the (?:merges|review)\b/i, instead: "what is, not what was" },
  { form: /\bfresh clone of the (?:last|round)/i, instead: "the measured figure and its source" },
  { form: /\b[\d,.]*\d [a-z -]*before, [\d,.]*\d [a-z -]*after\b/i, instead: "the figure now" },
  { form: /\b(?:up|down) from [\d,.]*\d/i, instead: "the figure now" },
  { form: /\bthe first version (?:took|was|had|gave|needed)\b/i, instead: "what is, not what was" },
];

/** In code comments only: an issue's number belongs to the issue tracker and the commit. */
const ISSUE = { form: /\bissue\s*#?\d+|(?<![\w&/])#\d+\b/i, instead: "what the code does and why" };

export interface Finding {
  file: string;
  line: number;
  text: string;
  instead: string;
}

/** A line's comment: after `//` (not inside a string or a URL) or a block comment's line. */
function commentOf(line: string): string {
  const t = line.trim();
  if (t.startsWith("*") || t.startsWith("/*")) return t;
  const at = line.search(/(?<![:"'`\\])\/\/(?!\/)/);
  return at < 0 ? "" : line.slice(at + 2);
}

/** The findings in a text: `code` when it is source, whose comments alone are read. */
export function findHistory(file: string, text: string, code: boolean): Finding[] {
  const found: Finding[] = [];
  const forms = code ? [...FORMS, ISSUE] : FORMS;
  text.split("\n").forEach((line, i) => {
    const said = code ? commentOf(line) : line;
    if (!said) return;
    for (const f of forms) {
      const m = f.form.exec(said);
      if (m) found.push({ file, line: i + 1, text: m[0].trim(), instead: f.instead });
    }
  });
  return found;
}

const SKIP = new Set(["node_modules", "dist", ".tmp", ".git", ".firmware", "img"]);

/** Every file under `dir` whose name ends in one of `ends`, relative paths from `root`. */
export function filesUnder(root: string, dir: string, ends: string[]): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP.has(e.name)) out.push(...filesUnder(root, path, ends));
    } else if (ends.some((end) => e.name.endsWith(end))) out.push(relative(root, join(root, path)));
  }
  return out;
}

/** The findings in the project's prose (README, docs/, the App Loader folder's README) and in its code's comments. */
export function projectHistory(root: string, codeDirs: string[]): Finding[] {
  const prose = ["README.md", "build/bangleapps/README.md", ...filesUnder(root, "docs", [".md"])];
  const code = codeDirs.flatMap((d) => filesUnder(root, d, [".ts", ".js", ".mjs"]));
  return [...prose.map((f) => findHistory(f, readFileSync(join(root, f), "utf8"), false)), ...code.map((f) => findHistory(f, readFileSync(join(root, f), "utf8"), true))].flat();
}
