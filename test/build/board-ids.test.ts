// No code names a board: the device code (firmware/, hal/) and the build's, size report's and
// benches' board-generic parts take every board fact from espruino.config.json, so a board is
// added by data alone. Each board's id and Espruino board name is looked for in
// their code with the comments taken out (a comment may name a board as an example).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { loadConfig } from "../../sim/config";
import { sources } from "./sources";

/** The folders and files whose code must not name a board. */
const CHECKED = ["firmware", "hal", "build/build.ts", "build/size.ts", "emu/memory.ts", "build/bench/firmware.ts"];

/** `source`'s code without its comments, as TypeScript prints it. */
function code(file: string, source: string): string {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return ts.createPrinter({ removeComments: true }).printFile(sf);
}

/** The names of the config's boards that `text` contains: ids and Espruino board names, in any case. */
function boardsNamed(text: string, names: string[]): string[] {
  const lower = text.toLowerCase();
  return names.filter((n) => lower.includes(n.toLowerCase()));
}

const config = loadConfig();
const NAMES = [...new Set(Object.entries(config.boards).flatMap(([id, b]) => [id, b.espruinoBoard]))];

describe("board names in code", () => {
  it("are found in code and not in comments (the check can fail)", () => {
    const [id, other] = Object.keys(config.boards);
    const named = (sample: string) => boardsNamed(code("sample.ts", sample), [id, other]);
    expect(named(`// the ${other}'s screen\nconst x = "${id}"; /* ${other} */`)).toEqual([id]);
    expect(named(`const y = \`\${1} // ${other}\`; // ${id}`)).toEqual([other]);
  });

  const files = CHECKED.flatMap(sources);
  it("are looked for in every file of the checked folders", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  for (const file of files) {
    it(`are none in ${file}`, () => {
      expect(boardsNamed(code(file, readFileSync(join(ROOT, file), "utf8")), NAMES)).toEqual([]);
    });
  }
});
