// The layers (docs/internals.md "Code layout"), enforced: eslint.config.js refuses an import
// that points up or sideways (each layer's rule tried here on a forbidden import and an
// allowed one, so the rules cannot quietly stop matching), and no two modules import each
// other, directly or round a circle, except the circles named below, which fail the test
// once they are gone (so the list only shrinks).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";

/** An import written in file `at`: refused with a message containing `refused`, or allowed (null). */
const CASES: { at: string; from: string; type?: boolean; refused: string | null }[] = [
  // firmware/core: nothing from outside the core.
  { at: "firmware/core/x.ts", from: "../app/ctx", type: true, refused: "firmware/core is the pure rules engine" },
  { at: "firmware/core/x.ts", from: "../coach/turn", refused: "firmware/core is the pure rules engine" },
  { at: "firmware/core/x.ts", from: "../../hal/hal", type: true, refused: "firmware/core is the pure rules engine" },
  { at: "firmware/core/x.ts", from: "node:fs", refused: "firmware/core is the pure rules engine" },
  { at: "firmware/core/x.ts", from: "./rules", refused: null },
  // firmware/coach: the core, the coach and the HAL's interfaces only.
  { at: "firmware/coach/x.ts", from: "../app/ui", refused: "firmware/coach runs on the device" },
  { at: "firmware/coach/x.ts", from: "../../hal/espruino/storage", refused: "firmware/coach runs on the device" },
  { at: "firmware/coach/x.ts", from: "../../sim/rng", refused: "firmware/coach runs on the device" },
  { at: "firmware/coach/x.ts", from: "../core/rules", refused: null },
  { at: "firmware/coach/x.ts", from: "../core", refused: null },
  { at: "firmware/coach/x.ts", from: "../../hal/hal", type: true, refused: null },
  { at: "firmware/coach/x.ts", from: "./dice", refused: null },
  // The HAL's interfaces: below the app.
  { at: "hal/x.ts", from: "../firmware/app/ctx", type: true, refused: "The HAL's interfaces (hal/*.ts) sit below the app" },
  { at: "hal/x.ts", from: "./espruino/display", refused: "The HAL's interfaces (hal/*.ts) sit below the app" },
  { at: "hal/x.ts", from: "../firmware/core/rules", type: true, refused: null },
  { at: "hal/x.ts", from: "./display", refused: null },
  { at: "hal/espruino/x.ts", from: "../../firmware/coach/advisor", refused: null },
  // firmware/app: the HAL's interfaces, never an implementation or a front end.
  { at: "firmware/app/x.ts", from: "../../hal/espruino/display", refused: "firmware/app runs unchanged on every platform" },
  { at: "firmware/app/screens/x.ts", from: "../../../sim/hal", type: true, refused: "firmware/app runs unchanged on every platform" },
  { at: "firmware/app/screens/x.ts", from: "../../../web/main", refused: "firmware/app runs unchanged on every platform" },
  { at: "firmware/app/store/x.ts", from: "../../../build/boards", refused: "firmware/app runs unchanged on every platform" },
  { at: "firmware/app/x.ts", from: "../../emu/watch", refused: "firmware/app runs unchanged on every platform" },
  { at: "firmware/app/screens/x.ts", from: "../../../hal/display", type: true, refused: null },
  { at: "firmware/app/x.ts", from: "../coach/advisor", refused: null },
  // sim below web.
  { at: "sim/x.ts", from: "../web/params", refused: "sim/ is below web/" },
  { at: "sim/display/x.ts", from: "../../web/params", type: true, refused: "sim/ is below web/" },
  { at: "sim/x.ts", from: "../firmware/app/app", refused: null },
  // emu below web.
  { at: "emu/x.ts", from: "../web/firmware/view", refused: "emu/ (the firmware under Node) is below web/" },
  { at: "emu/x.ts", from: "../sim/espruino-console", refused: null },
  // Only test/ imports test/.
  { at: "build/x.ts", from: "../test/firmware/fixture", refused: "Only test/ imports from test/" },
  { at: "build/bench/x.ts", from: "../../test/app/power-cut", type: true, refused: "Only test/ imports from test/" },
  { at: "emu/x.ts", from: "../test/firmware/fixture", refused: "Only test/ imports from test/" },
  { at: "web/x.ts", from: "../test/web/chromium", refused: "Only test/ imports from test/" },
  { at: "sim/x.ts", from: "../test/app/harness", refused: "Only test/ imports from test/" },
  { at: "firmware/app/x.ts", from: "../../test/app/power-cut", refused: "Only test/ imports from test/" },
  { at: "build/bench/x.ts", from: "../../emu/lockstep", refused: null },
  { at: "test/firmware/x.test.ts", from: "../app/power-cut", refused: null },
];

describe("the layer rules (eslint.config.js)", () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** The layer rule's messages for `code` as file `at`. */
  const refusals = async (code: string, at: string) => {
    const [r] = await eslint.lintText(code, { filePath: join(ROOT, at) });
    return r.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
  };

  for (const c of CASES) {
    it(`${c.at}: ${c.type ? "import type" : "import"} "${c.from}" ${c.refused ? "refused" : "allowed"}`, async () => {
      const code = `import ${c.type ? "type " : ""}{ a } from "${c.from}";\nexport const b: typeof a | null = null;\n`;
      const got = await refusals(code, c.at);
      if (c.refused === null) expect(got).toEqual([]);
      else {
        expect(got).toHaveLength(1);
        expect(got[0]).toContain(c.refused);
      }
      // A re-export is an import too.
      const again = await refusals(`export ${c.type ? "type " : ""}{ a } from "${c.from}";\n`, c.at);
      expect(again.length).toBe(got.length);
    });
  }
});

/**
 * The import circles that stay for now, each a strongly connected set of modules (sorted),
 * with why it may stay. Fixing one makes this test fail until its line is removed here.
 */
const ALLOWED_CIRCLES: { files: string[]; reason: string }[] = [];

/** The project's folders searched (with the .ts files at the top level). */
const FOLDERS = ["firmware", "hal", "sim", "emu", "build", "web", "test"];

function tsFiles(dir: string, out: string[]): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === "dist" || e.name.startsWith(".")) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) tsFiles(p, out);
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out;
}

/** Every module file `file` names: imports (type-only too), re-exports, import("...") and import types. */
function specifiers(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  const literal = (n: ts.Node | undefined) => {
    if (n && ts.isStringLiteralLike(n)) out.push(n.text);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) literal(n.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(n) && ts.isExternalModuleReference(n.moduleReference)) literal(n.moduleReference.expression);
    else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) literal(n.arguments[0]);
    else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument)) literal(n.argument.literal);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The project's .ts file a relative specifier names (x, x.ts, x/index.ts), or null. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  for (const f of [base, base + ".ts", join(base, "index.ts")]) {
    try {
      if (f.endsWith(".ts") && statSync(f).isFile()) return f;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The import graph: file (relative to the root, with /) to the files it imports. */
function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap((d) => tsFiles(join(ROOT, d), []));
  for (const e of readdirSync(ROOT)) if (e.endsWith(".ts")) files.push(join(ROOT, e));
  const name = (f: string) => relative(ROOT, f).split(sep).join("/");
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const to = specifiers(f).map((s) => resolveImport(f, s)).filter((t): t is string => t !== null);
    graph.set(name(f), [...new Set(to.map(name))]);
  }
  return graph;
}

/** The strongly connected components of more than one file, or of one importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = ""; w !== v; ) {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    }
    if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

/** One way round a circle, for the message: a -> b -> ... -> a (the shortest back to its first file). */
function roundTrip(graph: Map<string, string[]>, component: string[]): string {
  const inside = new Set(component);
  const start = component[0];
  const before = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const w of graph.get(queue[i]) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let v = queue[i]; v !== start; v = before.get(v)!) path.splice(1, 0, v);
        return [...path, start].join(" -> ");
      }
      if (!before.has(w)) {
        before.set(w, queue[i]);
        queue.push(w);
      }
    }
  }
  return component.join(", ");
}

describe("import circles", () => {
  const graph = importGraph();
  const found = circles(graph);
  const key = (files: string[]) => [...files].sort().join(" ");

  it("reads the imports of every module (type-only imports and re-exports included)", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("hal/hal.ts")).toEqual(expect.arrayContaining(["hal/display.ts", "hal/input.ts"]));
    // import type
    expect(graph.get("firmware/app/ctx.ts")).toContain("hal/profile.ts");
    // export * from
    expect(graph.get("firmware/core/index.ts")).toContain("firmware/core/rules.ts");
    // a circle is found where there is one
    const test = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []]]);
    expect(circles(test)).toEqual([["a", "b", "c"]]);
    expect(roundTrip(test, ["a", "b", "c"])).toBe("a -> b -> c -> a");
  });

  it("has no import circle but the allowed ones", () => {
    const allowed = new Set(ALLOWED_CIRCLES.map((c) => key(c.files)));
    const unexpected = found.filter((c) => !allowed.has(key(c))).map((c) => roundTrip(graph, c));
    expect(unexpected, "import circles (move what both need to the lower module, or split one)").toEqual([]);
  });

  it("still has every allowed circle (remove a fixed one from ALLOWED_CIRCLES)", () => {
    const present = new Set(found.map(key));
    const gone = ALLOWED_CIRCLES.filter((c) => !present.has(key(c.files))).map((c) => `${key(c.files)} (${c.reason})`);
    expect(gone).toEqual([]);
  });
});
