// Gate, part 4: the final bundle, parsed (acorn) and searched for what Espruino cannot run
// (../shared/ESPRUINO.md). The earlier parts check the sources; this one checks what is
// shipped, whatever esbuild, a plugin or a dependency put into it.
import type { Node } from "acorn";
import { parse } from "acorn";
import { latin1Escapes } from "../../firmware/core/json-parse";

/** A node as the walk sees it: acorn's fields, read by name. */
export type AnyNode = Node & { [field: string]: unknown };

const SYNTAX: { [type: string]: string } = {
  SpreadElement: "spread (...x)",
  RestElement: "rest parameters",
  ObjectPattern: "destructuring",
  ArrayPattern: "destructuring",
  AssignmentPattern: "default parameters",
  LabeledStatement: "labels",
  YieldExpression: "generators",
  AwaitExpression: "async/await",
  PropertyDefinition: "class fields",
  StaticBlock: "static blocks",
  PrivateIdentifier: "#private members",
  ChainExpression: "optional chaining (?.)",
  TemplateLiteral: "template literals (an escaped \\${ is still interpolated)",
  TaggedTemplateExpression: "tagged templates",
  ImportExpression: "import()",
  MetaProperty: "new.target / import.meta",
};

const OPERATORS: { [op: string]: string } = {
  "??": "nullish coalescing (??)",
  "**": "exponent operator (**)",
  "**=": "exponent assignment (**=)",
  "||=": "logical assignment (||=)",
  "&&=": "logical assignment (&&=)",
  "??=": "logical assignment (??=)",
};

const GLOBALS = ["Map", "Set", "WeakMap", "WeakSet", "WeakRef", "Symbol", "Proxy", "Reflect", "RangeError", "BigInt", "globalThis"];

const STATIC_MEMBERS: { [object: string]: string[] } = {
  Array: ["from", "of"],
  Math: ["imul", "trunc", "log2"],
  Number: ["isInteger", "isNaN", "parseInt", "parseFloat", "isFinite", "isSafeInteger"],
  Object: ["freeze"],
};

const METHODS = ["flat", "flatMap", "at", "lastIndexOf", "reduceRight"];

/**
 * Built-ins whose methods Espruino keeps on instances only: `Array.prototype.join` is
 * undefined on the device (use `[].join`), so `<BuiltIn>.prototype.<member>` is refused.
 */
const PROTOTYPE_HOLDERS = [
  "Array", "String", "Object", "Function", "Number", "Boolean", "Date", "Error", "TypeError", "SyntaxError",
  "ReferenceError", "InternalError", "Promise", "RegExp", "ArrayBuffer", "DataView", "Int8Array", "Uint8Array",
  "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array",
];

/** Espruino's RegExp: no {n} quantifier, an optional `x?` before more pattern fails; device data is parsed by hand. */
const REGEXP = "regular expressions (its RegExp is minimal: parse by hand)";

/**
 * A string literal the firmware makes a UTF-8 string (a \u escape from \u0080 up, or any
 * character above 0xFF, which esbuild writes as one): substring and slice cut those by bytes
 * (firmware/core/json-parse.ts). esbuild writes Latin-1 characters as \xFC, which stay plain.
 */
function utf8OnFirmware(n: AnyNode): boolean {
  if (n.type !== "Literal" || typeof n.value !== "string") return false;
  for (let i = 0; i < n.value.length; i++) if (n.value.charCodeAt(i) > 0xff) return true;
  return latin1Escapes(n.raw as string) !== n.raw;
}

/** Calls `visit` on every node below `n`, parents before children. */
export function walk(n: AnyNode, visit: (n: AnyNode, parent: AnyNode | null) => void, parent: AnyNode | null = null): void {
  visit(n, parent);
  for (const key of Object.keys(n)) {
    const v = n[key];
    for (const child of Array.isArray(v) ? v : [v]) {
      if (child && typeof child === "object" && typeof (child as AnyNode).type === "string") walk(child as AnyNode, visit, n);
    }
  }
}

/** Names the bundle declares itself (a local called Map is not the missing global). */
function declaredNames(root: AnyNode): Set<string> {
  const names = new Set<string>();
  const add = (n: unknown) => {
    const id = n as AnyNode | null;
    if (id && id.type === "Identifier") names.add(id.name as string);
  };
  walk(root, (n) => {
    if (n.type === "VariableDeclarator") add(n.id);
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ClassDeclaration" || n.type === "ClassExpression") add(n.id);
    if (n.type === "CatchClause") add(n.param);
    if (Array.isArray(n.params)) n.params.forEach(add);
  });
  return names;
}

/** Is this Identifier a reference to a variable (not a property name or a label)? */
function isReference(n: AnyNode, parent: AnyNode | null): boolean {
  if (!parent) return true;
  if ((parent.type === "MemberExpression" || parent.type === "MethodDefinition" || parent.type === "PropertyDefinition") && parent.property === n && !parent.computed) return false;
  if ((parent.type === "Property" || parent.type === "MethodDefinition") && parent.key === n && !parent.computed && !parent.shorthand) return false;
  return !["LabeledStatement", "BreakStatement", "ContinueStatement"].includes(parent.type);
}

function problemOf(n: AnyNode, parent: AnyNode | null, declared: Set<string>): string | undefined {
  if (SYNTAX[n.type]) return SYNTAX[n.type];
  if ((n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression") && (n.generator || n.async)) return n.generator ? "generators" : "async functions";
  if (n.type === "ForOfStatement" && n.await) return "for await";
  if ((n.type === "Property" || n.type === "MethodDefinition") && n.computed) return "computed keys";
  if ((n.type === "BinaryExpression" || n.type === "LogicalExpression" || n.type === "AssignmentExpression") && OPERATORS[n.operator as string]) return OPERATORS[n.operator as string];
  if ((n.type === "ClassDeclaration" || n.type === "ClassExpression") && (n.superClass as AnyNode | null)?.type === "Identifier" && /Error$/.test((n.superClass as AnyNode).name as string)) return "classes extending Error";
  if (n.type === "Literal" && "bigint" in n) return "BigInt";
  if (n.type === "Literal" && n.regex) return REGEXP;
  if (utf8OnFirmware(n)) return "plain string of a \\u escape from \\u0080 up or a character above 0xFF (it makes a UTF-8 string, which substring cuts by bytes; write Latin-1 as \\xFC)";
  // esbuild's minifier may name a function or variable `of` (not a word JavaScript reserves);
  // Espruino's lexer reads it as the keyword of for...of and stops: "Got of expected ID".
  if (n.type === "Identifier" && n.name === "of" && isReference(n, parent)) return "a function or variable named `of` (a keyword to Espruino: \"Got of expected ID\")";
  if (n.type === "Identifier" && n.name === "RegExp" && !declared.has("RegExp") && isReference(n, parent)) return REGEXP;
  if (n.type === "Identifier" && GLOBALS.includes(n.name as string) && !declared.has(n.name as string) && isReference(n, parent)) return n.name as string;
  if (n.type === "MemberExpression" && !n.computed) {
    const object = n.object as AnyNode;
    const property = (n.property as AnyNode).name as string;
    if (object.type === "Identifier" && !declared.has(object.name as string) && STATIC_MEMBERS[object.name as string]?.includes(property)) return `${object.name}.${property}`;
    if (parent?.type === "CallExpression" && parent.callee === n && METHODS.includes(property)) return `.${property}()`;
    if (
      property === "prototype" && object.type === "Identifier" && PROTOTYPE_HOLDERS.includes(object.name as string) &&
      !declared.has(object.name as string) && parent?.type === "MemberExpression" && parent.object === n
    ) {
      return `${object.name}.prototype members (they live on instances only: use e.g. [].join, "".charAt)`;
    }
  }
  return undefined;
}

const FUNCTIONS = ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"];

/** The names declared anywhere in function `f` (its parameters, variables and functions). */
function namesIn(f: AnyNode): Set<string> {
  const names = declaredNames(f);
  if (f.id) names.delete((f.id as AnyNode).name as string); // its own name is declared outside
  return names;
}

/**
 * Functions made inside a loop that read the loop's `let` or `const` variable: Espruino has
 * one binding of it for all turns, so every such function sees its last value. The lint rules
 * keep them out of the sources; this finds any a tool (the inlining, build/bundle.ts) made.
 */
function loopClosures(root: AnyNode): AnyNode[] {
  const found: AnyNode[] = [];
  const inFunction = (n: AnyNode, watched: Set<string>) => {
    walk(n, (x) => {
      if (x.type === "Identifier" && watched.has(x.name as string) && !found.includes(n)) found.push(n);
    });
  };
  walk(root, (loop) => {
    const head = (loop.type === "ForStatement" ? loop.init : loop.type === "ForInStatement" || loop.type === "ForOfStatement" ? loop.left : null) as AnyNode | null;
    if (!head || head.type !== "VariableDeclaration" || head.kind === "var") return;
    const vars = new Set<string>();
    for (const d of head.declarations as AnyNode[]) if ((d.id as AnyNode).type === "Identifier") vars.add((d.id as AnyNode).name as string);
    walk(loop.body as AnyNode, (f) => {
      if (!FUNCTIONS.includes(f.type)) return;
      const own = namesIn(f);
      const watched = new Set([...vars].filter((v) => !own.has(v)));
      if (watched.size) inFunction(f, watched);
    });
  });
  return found;
}

/** Each function's own nodes (not those of the functions inside it), with their parents. */
function ownNodes(f: AnyNode, visit: (n: AnyNode, parent: AnyNode | null) => void): void {
  const inner = (n: AnyNode, parent: AnyNode | null) => {
    visit(n, parent);
    for (const key of Object.keys(n)) {
      const v = n[key];
      for (const child of Array.isArray(v) ? v : [v]) {
        if (!child || typeof child !== "object" || typeof (child as AnyNode).type !== "string") continue;
        if (FUNCTIONS.includes((child as AnyNode).type)) continue;
        inner(child as AnyNode, n);
      }
    }
  };
  inner(f.body as AnyNode, f);
}

/**
 * The `var` declarations of each function that come after a use of their name in it (JavaScript
 * hoists them; Espruino does not, and the name is a global's there until the declaration runs).
 * terser writes them so when it folds a function with parameters into its caller (build/bundle.ts
 * inlineOnce: `x=n,...;return ...;var x`).
 */
function lateVars(root: AnyNode): { f: AnyNode; decl: AnyNode; names: string[] }[] {
  const out: { f: AnyNode; decl: AnyNode; names: string[] }[] = [];
  walk(root, (f) => {
    if (!FUNCTIONS.includes(f.type) || (f.body as AnyNode).type !== "BlockStatement") return;
    const first = new Map<string, number>();
    const decls: AnyNode[] = [];
    ownNodes(f, (n, parent) => {
      if (n.type === "VariableDeclaration" && n.kind === "var") decls.push(n);
      if (n.type === "Identifier" && isReference(n, parent) && parent?.type !== "VariableDeclarator" && !first.has(n.name as string)) first.set(n.name as string, n.start);
    });
    for (const d of decls) {
      const names = (d.declarations as AnyNode[]).map((x) => ((x.id as AnyNode).name as string));
      if (names.some((nm) => (first.get(nm) ?? Infinity) < d.start)) out.push({ f, decl: d, names });
    }
  });
  return out;
}

/**
 * `code` with each late `var` (lateVars) declared at the start of its function instead: only
 * declarations without a value, which as statements do nothing where they stood.
 */
export function hoistVars(code: string): string {
  const root = parse(code, { ecmaVersion: "latest", sourceType: "script" }) as unknown as AnyNode;
  const edits: { at: number; end: number; text: string }[] = [];
  for (const { f, decl, names } of lateVars(root)) {
    if ((decl.declarations as AnyNode[]).some((x) => x.init)) throw new Error(`a late var with a value: ${code.slice(decl.start, decl.end)}`);
    edits.push({ at: decl.start, end: decl.end, text: "" });
    edits.push({ at: (f.body as AnyNode).start + 1, end: (f.body as AnyNode).start + 1, text: `var ${names.join(",")};` });
  }
  let out = code;
  for (const e of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.text + out.slice(e.end);
  return out;
}

/**
 * What in `code` Espruino cannot run, as "name:line:col: Espruino has no X: <code>" lines
 * (none when the bundle is fine; a syntax error is a problem too).
 */
export function bundleProblems(code: string, name = "bundle"): string[] {
  let root: AnyNode;
  try {
    root = parse(code, { ecmaVersion: "latest", sourceType: "script", locations: true }) as unknown as AnyNode;
  } catch (e) {
    return [`${name}: does not parse: ${(e as Error).message}`];
  }
  const declared = declaredNames(root);
  const problems: string[] = [];
  walk(root, (n, parent) => {
    const what = problemOf(n, parent, declared);
    if (!what) return;
    const excerpt = code.slice(n.start, Math.min(n.end, n.start + 40));
    problems.push(`${name}:${n.loc!.start.line}:${n.loc!.start.column + 1}: Espruino has no ${what}: ${excerpt}`);
  });
  for (const { decl } of lateVars(root)) {
    const excerpt = code.slice(decl.start, Math.min(decl.end, decl.start + 40));
    problems.push(`${name}:${decl.loc!.start.line}:${decl.loc!.start.column + 1}: Espruino does not hoist a var used before its declaration: ${excerpt}`);
  }
  for (const f of loopClosures(root)) {
    const excerpt = code.slice(f.start, Math.min(f.end, f.start + 40));
    problems.push(`${name}:${f.loc!.start.line}:${f.loc!.start.column + 1}: Espruino has no loop variable per turn (a function made in the loop reads it): ${excerpt}`);
  }
  return problems;
}

/** The name renameOf gives what was `of` (no device source starts a name with "$": lint). */
export const OF_RENAMED = "$of";

/**
 * `code` with every function or variable named `of` renamed OF_RENAMED: esbuild's minifier
 * may choose the name (it is no word JavaScript reserves), and Espruino's lexer stops at it
 * ("Got of expected ID"). One name for another everywhere keeps every scope as it was.
 * Properties named `of` stay; a shorthand one ({of}) is left to bundleProblems to refuse.
 */
export function renameOf(code: string): string {
  if (!/\bof\b/.test(code)) return code;
  if (code.includes(OF_RENAMED)) throw new Error(`the bundle already names ${OF_RENAMED}`);
  const root = parse(code, { ecmaVersion: "latest", sourceType: "script" }) as unknown as AnyNode;
  const at: number[] = [];
  walk(root, (n, parent) => {
    const shorthand = parent?.type === "Property" && parent.shorthand;
    if (n.type === "Identifier" && n.name === "of" && !shorthand && isReference(n, parent)) at.push(n.start);
  });
  let out = code;
  for (const i of at.sort((a, b) => b - a)) out = out.slice(0, i) + OF_RENAMED + out.slice(i + 2);
  return out;
}

/**
 * `code` with a sign's operand in parentheses where the sign follows another (`a- -4`,
 * `a+ +b`, `a- --b`): the pretokeniser (build/pretokenise.ts, and the App Loader's, which
 * pretokenises a watch app's code) drops the space between two operators, and the
 * firmware's lexer then reads `a--4`, a decrement. esbuild writes `a- -4` for `a - (-4)`.
 */
export function separateSigns(code: string): string {
  if (!/[-+]\s+[-+]/.test(code)) return code;
  const root = parse(code, { ecmaVersion: "latest", sourceType: "script" }) as unknown as AnyNode;
  const wrap: AnyNode[] = [];
  walk(root, (n) => {
    const signed = (n.type === "UnaryExpression" && (n.operator === "-" || n.operator === "+")) || (n.type === "UpdateExpression" && n.prefix);
    if (signed && /[-+]\s*$/.test(code.slice(Math.max(0, n.start - 8), n.start))) wrap.push(n);
  });
  let out = code;
  for (const n of wrap.sort((a, b) => b.start - a.start)) out = out.slice(0, n.start) + "(" + out.slice(n.start, n.end) + ")" + out.slice(n.end);
  return out;
}

/** A bundle as the device can read it, pretokenised or not: renameOf, then separateSigns. */
export const deviceSafe = (code: string) => separateSigns(renameOf(code));

/**
 * Espruino's globals a bundle run in the global scope (build/bundle.ts) must not declare:
 * esbuild keeps clear of the globals the code names, but its short top-level names could
 * still replace one the code does not name (a pin such as D1, or E if a later change stops
 * using it), for everything that runs after the app. Those declared for the device code
 * (hal/espruino/espruino.d.ts, .lib/builtins.d.ts) and the board's pins, LEDs and buttons.
 */
export function espruinoGlobal(name: string, declared: string[]): boolean {
  return declared.includes(name) || /^(D|A)\d+$|^(LED|BTN)\d$/.test(name);
}

/** Top-level names of `code` that are Espruino's globals, as "name: declares the global X" lines. */
export function globalClashes(code: string, name: string, declared: string[]): string[] {
  const root = parse(code, { ecmaVersion: "latest", sourceType: "script" }) as unknown as AnyNode;
  const top: string[] = [];
  for (const n of root.body as AnyNode[]) {
    if (n.type === "FunctionDeclaration" || n.type === "ClassDeclaration") top.push((n.id as AnyNode).name as string);
    if (n.type === "VariableDeclaration") for (const d of n.declarations as AnyNode[]) if ((d.id as AnyNode).type === "Identifier") top.push((d.id as AnyNode).name as string);
  }
  return top.filter((t) => espruinoGlobal(t, declared)).map((t) => `${name}: declares the global ${t} (the code runs in the global scope)`);
}
