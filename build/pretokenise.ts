// Pretokenising, as the official Espruino tools do it before an upload (npm package
// `espruino`, plugins/pretokenise.js, run here in a sandbox): every reserved word and
// operator becomes one byte (>= 138), strings and integers a length- or value-prefixed raw
// form. Espruino's lexer reads that form directly, from RAM or from a Storage file; code
// run from Storage keeps its function bodies there as they are, so a pretokenised file
// costs ~17 % fewer flash bytes and no RAM. Needs Espruino 2v25.396 or later (raw
// integers). The build keeps the plain bundle beside it (the tests' fake Espruino and the
// bundle check read JavaScript).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { runInNewContext } from "node:vm";
import type { BoardBuild } from "./boards";

interface Pretokeniser {
  tokenise(code: string): string;
  untokenise(code: string): string;
}

let loaded: Pretokeniser | undefined;

/** The tools' pretokeniser, with every option on (PRETOKENISE 2: strings and integers too). */
function pretokeniser(): Pretokeniser {
  if (loaded) return loaded;
  const req = createRequire(import.meta.url);
  const source = readFileSync(req.resolve("espruino/plugins/pretokenise.js"), "utf8");
  // The plugin's environment: the tools' Espruino object, reduced to what it touches.
  const Espruino = {
    Config: { PRETOKENISE: 2, SAVE_ON_SEND: 1 },
    Core: { Config: { add() {} }, Env: { getBoardData: () => ({}) }, Utils: { atob: (s: string) => Buffer.from(s, "base64").toString("latin1"), toJSONishString: (s: string) => JSON.stringify(s) } },
    Plugins: {} as { Pretokenise?: Pretokeniser },
    addProcessor() {},
  };
  runInNewContext(source, { acorn: req("acorn"), Espruino, console });
  if (!Espruino.Plugins.Pretokenise) throw new Error("espruino/plugins/pretokenise.js did not load");
  loaded = Espruino.Plugins.Pretokenise;
  return loaded;
}

/** `code` pretokenised (Latin-1: one byte per char). */
export function pretokenise(code: string): string {
  return pretokeniser().tokenise(code);
}

/** The code as board b's Storage holds it: pretokenised where the board says so. */
export const storedCode = (b: BoardBuild, code: string) => (b.pretokenise ? pretokenise(code) : code);

/** Pretokenised code back as JavaScript (to check a round trip). */
export function untokenise(code: string): string {
  return pretokeniser().untokenise(code);
}
