// Gate, part 1: the device code type-checked against only what Espruino provides — the
// project's compiler options, but `noLib` with hal/espruino/.lib/builtins.d.ts in place of
// TypeScript's ES library, and no Node types. A call of Array.from, a `new Map` or any
// other built-in Espruino lacks is then a type error.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { ROOT } from "../boards";

/**
 * What device code may use: the Espruino built-ins (in a dot-folder, so the project's own
 * type check skips it), the device globals and the build-time constants.
 */
export const DEVICE_DECLARATIONS = ["hal/espruino/.lib/builtins.d.ts", "hal/espruino/espruino.d.ts", "hal/espruino/board.d.ts"].map((f) => join(ROOT, f));

/** The globals the device declarations name (`declare const E`, `declare function setWatch`, ...). */
export function declaredGlobals(): string[] {
  const names: string[] = [];
  for (const f of DEVICE_DECLARATIONS) {
    for (const m of readFileSync(f, "utf8").matchAll(/^declare (?:const|var|let|function|class) ([A-Za-z_$][\w$]*)/gm)) names.push(m[1]);
  }
  return names;
}

/** Every device source: firmware/** (with firmware/main.ts) and hal/**. */
export function deviceSources(): string[] {
  const files: string[] = [];
  for (const dir of ["firmware", "hal"]) {
    for (const f of readdirSync(join(ROOT, dir), { recursive: true }) as string[]) {
      if (f.endsWith(".ts")) files.push(join(ROOT, dir, f));
    }
  }
  return files.sort();
}

function deviceOptions(): ts.CompilerOptions {
  const raw = ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile).config as { compilerOptions: object };
  const { options } = ts.convertCompilerOptionsFromJson(raw.compilerOptions, ROOT);
  return {
    ...options,
    noLib: true,
    lib: undefined,
    types: [],
    // ES5 checks for-of over arrays and strings without Symbol.iterator, which Espruino lacks.
    target: ts.ScriptTarget.ES5,
    noEmit: true,
    skipLibCheck: false,
  };
}

/**
 * Type errors of `files` (absolute paths) as "file:line:col: message" lines. `texts`
 * replaces or adds files by path (the gate's tests check snippets this way).
 */
export function typeProblems(files: string[], texts: { [path: string]: string } = {}): string[] {
  const options = deviceOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile;
  const fileExists = host.fileExists;
  host.readFile = (f) => texts[f] ?? readFile(f);
  host.fileExists = (f) => f in texts || fileExists(f);
  const program = ts.createProgram([...new Set([...DEVICE_DECLARATIONS, ...files, ...Object.keys(texts)])], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, " ");
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${d.file.fileName.replace(ROOT, "")}:${line + 1}:${character + 1}: ${text}`;
  });
}
