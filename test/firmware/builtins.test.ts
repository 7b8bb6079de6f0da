// hal/espruino/.lib/builtins.d.ts says which built-ins device code may use (gate, part 1).
// Here every one of its declarations is looked up on the real firmware: each declared
// global, each member of each global's type (statics: Math.floor, Object.keys ...), and each
// member of each instance type, on an instance (methods live on instances only there:
// `typeof [].join`, `typeof "".charAt`, `typeof new Uint8Array(1).fill`). The test fails
// naming every declared member the firmware lacks.
import { join } from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { describeFirmware, newWatch } from "./fixture";

const DECLARATIONS = join(ROOT, "hal/espruino/.lib/builtins.d.ts");

/** An expression for an instance of each interface that describes values of a built-in. */
const INSTANCES: { [iface: string]: string } = {
  Object: "({a:1})",
  Function: "(function(a){return a})",
  Boolean: "(true)",
  Number: "(1.5)",
  String: '("ab")',
  RegExp: "new RegExp('a')",
  RegExpMatchArray: '"ab".match("a")',
  RegExpExecArray: "new RegExp('a').exec('ab')",
  ReadonlyArray: "[1,2]",
  Array: "[1,2]",
  ArrayBuffer: "new ArrayBuffer(8)",
  Uint8Array: "new Uint8Array(2)",
  Uint8ClampedArray: "new Uint8ClampedArray(2)",
  Int8Array: "new Int8Array(2)",
  Uint16Array: "new Uint16Array(2)",
  Int16Array: "new Int16Array(2)",
  Uint32Array: "new Uint32Array(2)",
  Int32Array: "new Int32Array(2)",
  Float32Array: "new Float32Array(2)",
  Float64Array: "new Float64Array(2)",
  DataView: "new DataView(new ArrayBuffer(8))",
  Error: 'new Error("x")',
  // (a Promise whose executor ignores its arguments has no methods on the firmware: typeof is "?")
  Promise: "Promise.resolve(1)",
};

/** Interfaces that only TypeScript needs, or that are checked through others (no value of their own). */
const TYPE_ONLY = new Set([
  "ArrayLike", "IArguments", "TemplateStringsArray", "CallableFunction", "NewableFunction", "PromiseLike",
  "EspruinoTypedArray", "EspruinoTypedArrayConstructor", // checked on each typed array and its constructor
]);

interface Lookup {
  /** The expression whose members are looked up on the device. */
  on: string;
  /** Member name -> "function" where it is declared callable, "value" otherwise. */
  members: [string, "function" | "value"][];
}

/** Every global and every member the declaration file promises, as lookups on the device. */
function promised(): { globals: [string, "function" | "value"][]; lookups: Lookup[]; unmapped: string[] } {
  const program = ts.createProgram([DECLARATIONS], { noLib: true, types: [], target: ts.ScriptTarget.ES5, noEmit: true });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(DECLARATIONS)!;
  const kind = (t: ts.Type): "function" | "value" => (t.getCallSignatures().length || t.getConstructSignatures().length ? "function" : "value");
  const membersOf = (t: ts.Type): [string, "function" | "value"][] =>
    checker
      .getPropertiesOfType(t)
      .filter((p) => !(p.flags & ts.SymbolFlags.Optional))
      .map((p) => [p.name, kind(checker.getTypeOfSymbol(p))]);
  const globals: [string, "function" | "value"][] = [];
  const lookups: Lookup[] = [];
  const typesOfGlobals = new Set<string>();
  const interfaces: ts.InterfaceDeclaration[] = [];
  for (const s of file.statements) {
    if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        const name = d.name.getText(file);
        const t = checker.getTypeAtLocation(d.name);
        globals.push([name, kind(t)]);
        if (d.type && ts.isTypeReferenceNode(d.type)) typesOfGlobals.add(d.type.typeName.getText(file));
        const members = membersOf(t);
        if (members.length) lookups.push({ on: name, members });
      }
    } else if (ts.isFunctionDeclaration(s) && s.name) {
      globals.push([s.name.text, "function"]);
    } else if (ts.isInterfaceDeclaration(s)) {
      interfaces.push(s);
    }
  }
  const unmapped: string[] = [];
  for (const i of interfaces) {
    const name = i.name.text;
    if (INSTANCES[name]) {
      lookups.push({ on: INSTANCES[name], members: membersOf(checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(i.name)!)) });
    } else if (!typesOfGlobals.has(name) && !TYPE_ONLY.has(name)) unmapped.push(name);
  }
  return { globals, lookups, unmapped };
}

for (const board of ["banglejs2", "banglejs3"]) {
describeFirmware(`built-ins of the ${board}`, () => {
  it("has every global and member builtins.d.ts declares", () => {
    const { globals, lookups, unmapped } = promised();
    // A new interface must say which value it describes (INSTANCES) or that it has none (TYPE_ONLY).
    expect(unmapped).toEqual([]);
    expect(globals.length).toBeGreaterThan(30);
    expect(lookups.reduce((n, l) => n + l.members.length, 0)).toBeGreaterThan(200);

    const emu = newWatch(false, board).emu;
    // On the device: typeof of each global, and of each member on its object (one round trip).
    const found = emu.eval<{ g: string[]; m: string[][] }>(
      "(function(G,L){function t(f){try{return f()}catch(e){return 'throws: '+e}}" +
        "return {g:G.map(function(n){return t(function(){return eval('typeof '+n)})})," +
        "m:L.map(function(l){var o=t(function(){return eval(l[0])});return l[1].map(function(p){return t(function(){return typeof o[p]})})})}})(" +
        JSON.stringify(globals.map((g) => g[0])) + "," + JSON.stringify(lookups.map((l) => [l.on, l.members.map((m) => m[0])])) + ")",
    );
    const lacking: string[] = [];
    const judge = (what: string, want: "function" | "value", got: string) => {
      if (got === "undefined" || got.startsWith("throws")) lacking.push(`${what} (${got})`);
      else if (want === "function" && got !== "function") lacking.push(`${what} (declared callable, is ${got})`);
    };
    globals.forEach(([name, want], i) => judge(name, want, found.g[i]));
    lookups.forEach((l, i) => l.members.forEach(([name, want], j) => judge(`${l.on}.${name}`, want, found.m[i][j])));
    expect(lacking, "declared in builtins.d.ts but missing on the firmware").toEqual([]);
  });
}, board);
}
