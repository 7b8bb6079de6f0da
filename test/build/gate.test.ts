// The compatibility gate: the project's device code passes it, and each mistake Espruino
// cannot run is refused — by the layers named for it (types: the Espruino-only declaration
// file; lint: eslint.config.js; esbuild: the `supported` guards; bundle: the acorn check).
import { describe, expect, it } from "vitest";
import { bundleProblems, globalClashes, hoistVars, renameOf, separateSigns } from "../../build/gate/bundle-check";
import type { SnippetVerdict } from "../../build/gate/index";
import { gateSnippet, gateSources } from "../../build/gate/index";

type Layer = keyof SnippetVerdict;

// Each snippet is otherwise valid device code, and does something, so nothing is dropped.
const MISTAKES: { name: string; source: string; refusedBy: Layer[] }[] = [
  { name: "array spread [...a]", source: "const a = [1, 2];\nexport const b = [...a];\n", refusedBy: ["lint", "esbuild"] },
  {
    name: "call spread f(...a)",
    source: "function f(x: number, y: number): number {\n  return x + y;\n}\nconst a = [1, 2];\nexport const b = f(...(a as [number, number]));\n",
    refusedBy: ["lint", "esbuild"],
  },
  { name: "destructuring", source: "const o = { x: 1, y: 2 };\nconst { x } = o;\nexport const b = x + o.y;\n", refusedBy: ["lint", "esbuild"] },
  { name: "a default parameter", source: "export function f(x = 1): number {\n  return x * 2;\n}\nf();\n", refusedBy: ["lint", "esbuild"] },
  { name: "Array.from", source: "export const a = Array.from([1, 2]);\n", refusedBy: ["types", "lint", "bundle"] },
  { name: "new Map", source: "export const m = new Map<string, number>();\n", refusedBy: ["types", "lint", "bundle"] },
  {
    name: "a string's own indexOf (wrong on Espruino where the needle's beginning ends the string)",
    source: 'export function at(s: string): number {\n  return s.indexOf("xyz");\n}\nat("abcx");\n',
    refusedBy: ["types"],
  },
  {
    name: "a label",
    source: "export function f(n: number): number {\n  outer: for (let i = 0; i < n; i++) {\n    for (let j = 0; j < n; j++) if (j > i) continue outer;\n  }\n  return n;\n}\nf(3);\n",
    refusedBy: ["lint", "bundle"],
  },
  {
    name: "a function used before its definition",
    source: "export function f(): number {\n  return g();\n}\nfunction g(): number {\n  return 1;\n}\nf();\n",
    refusedBy: ["lint"],
  },
  {
    name: "a property named like the build's shortened names ($a: the game's setup)",
    source: "export const o = { $a: 1 };\nexport const p = o.$a;\n",
    refusedBy: ["lint"],
  },
  {
    name: "a regular expression reading device data",
    source: 'export function hex4(s: string): boolean {\n  return /^[0-9a-f]{4}$/.test(s);\n}\nhex4("12ab");\n',
    refusedBy: ["lint", "bundle"],
  },
  {
    name: "JSON.parse of text from Storage (on the watches' firmware it makes UTF-8 strings, cut by bytes)",
    source: 'export function names(text: string): string[] {\n  return JSON.parse(text).players;\n}\nnames("{}");\n',
    refusedBy: ["lint"],
  },
  {
    name: "a string of a character beyond Latin-1 (a UTF-8 string on the watches' firmware)",
    source: 'export function euro(n: number): string {\n  return n + " \u20ac";\n}\neuro(2);\n',
    refusedBy: ["bundle"],
  },
  {
    name: "charAt (on the watches' firmware a UTF-8 string for a character from 0x80 up: substring(i, i + 1))",
    source: 'export function first(s: string): string {\n  return s.charAt(0);\n}\nfirst("\\xd6z");\n',
    refusedBy: ["types"],
  },
  {
    name: "toUpperCase (Espruino changes only a-z: \"J\xfcrgen\" becomes \"J\xfcRGEN\")",
    source: 'export function loud(s: string): string {\n  return s.toUpperCase();\n}\nloud("a");\n',
    refusedBy: ["types"],
  },
  {
    name: "a method read from a built-in's prototype",
    source: 'export function joined(a: string[]): string {\n  return Array.prototype.join.call(a, "");\n}\njoined(["a"]);\n',
    refusedBy: ["lint", "bundle"],
  },
];

describe("the gate on the project", () => {
  it("passes every device source: types against Espruino's built-ins, and lint", async () => {
    expect(await gateSources()).toEqual([]);
  });
});

describe("the gate refuses what Espruino cannot run", () => {
  it("lets good device code through every layer", async () => {
    const v = await gateSnippet("export function f(n: number): number {\n  const a = new Uint8Array(n);\n  return a.length;\n}\nf(3);\n");
    expect(v).toEqual({ types: [], lint: [], esbuild: [], bundle: [] });
  });

  for (const m of MISTAKES) {
    it(`refuses ${m.name} (${m.refusedBy.join(", ")})`, async () => {
      const v = await gateSnippet(m.source);
      const refusing = (Object.keys(v) as Layer[]).filter((layer) => v[layer].length > 0);
      expect(refusing).toEqual(m.refusedBy);
    });
  }
});

describe("the bundle check on its own", () => {
  const refused: [string, string][] = [
    ["var a=[...b];", "spread"],
    ["f(...a);", "spread"],
    ["var {x}=o;", "destructuring"],
    ["var [x]=o;", "destructuring"],
    ["function f(a=1){}", "default parameters"],
    ["function f(...a){}", "rest parameters"],
    ["var a=Array.from(b);", "Array.from"],
    ["var m=new Map;", "Map"],
    ["l:for(;;)break l;", "labels"],
    ["var o={[k]:1};", "computed keys"],
    ["class C{x=1}", "class fields"],
    ["function*g(){yield 1}", "generators"],
    ["async function f(){await 1}", "async"],
    ["a?.b;", "optional chaining"],
    ["a??b;", "nullish"],
    ["x=`a${b}`;", "template literals"],
    ["Symbol.iterator;", "Symbol"],
    ["new Proxy({},{});", "Proxy"],
    ["Reflect.ownKeys(o);", "Reflect"],
    ["Math.trunc(x);", "Math.trunc"],
    ["Object.freeze(o);", "Object.freeze"],
    ["a.flat();", ".flat()"],
    ["class E2 extends Error{}", "extending Error"],
    ['/^[0-9a-f]{4}$/.test(s);', "regular expressions"],
    ['s.replace(/a/g,"b");', "regular expressions"],
    ['var r=new RegExp("^a+$");', "regular expressions"],
    ['RegExp("a").test(s);', "regular expressions"],
    ['Array.prototype.join.call(a,"");', "Array.prototype members"],
    ['String.prototype.charAt.call(s,0);', "String.prototype members"],
    ["Object.prototype.hasOwnProperty.call(o,k);", "Object.prototype members"],
    ["Function.prototype.apply.call(f,null,a);", "Function.prototype members"],
    ["Number.prototype.toFixed.call(n,2);", "Number.prototype members"],
    ["Uint8Array.prototype.fill.call(a,0);", "Uint8Array.prototype members"],
    ['Float32Array.prototype["slice"].call(a);', "Float32Array.prototype members"],
    ["for(let i=0;i<3;i++)a.push(function(){return i});", "loop variable per turn"],
    ['var s="J\\u00FCrgen";', "UTF-8 string"],
    ['var s="\\u20AC";', "UTF-8 string"],
    ['var o={"\\u00e4":1};', "UTF-8 string"],
    ["for(const x of y)setTimeout(()=>f(x),9);", "loop variable per turn"],
    ['function of(t){return t>0?"+"+t:""+t}', "named `of`"],
    ["var of=1;", "named `of`"],
    ["f(of);", "named `of`"],
  ];
  for (const [code, what] of refused) {
    it(`refuses ${code}`, () => {
      const p = bundleProblems(code, "b.js");
      expect(p.length).toBeGreaterThan(0);
      expect(p[0]).toContain(what);
    });
  }

  it("accepts a local named like a missing global, property names, and plain ES2015", () => {
    expect(bundleProblems('var s="J\\xFCrgen",t="\\\\u00FC",u="\\u0041";', "b.js")).toEqual([]);
    expect(bundleProblems("var Map=1;Map++;var o={Set:1,from:2};o.Set;Array.isArray(o);x.from;x.of;o={of:1};class A{m(){}}for(const c of 'ab');", "b.js")).toEqual([]);
  });

  it("renames a function or variable named `of` everywhere (the build does it to every bundle), and leaves properties named so", () => {
    const code = 'function of(t){return t>0?"+"+t:""+t}var x=of(1),y={of:of(2)};y.of=function(of){return of};"of";';
    const renamed = renameOf(code);
    expect(renamed).toBe('function $of(t){return t>0?"+"+t:""+t}var x=$of(1),y={of:$of(2)};y.of=function($of){return $of};"of";');
    expect(bundleProblems(renamed, "b.js")).toEqual([]);
    expect(renameOf("var a={of:1};a.of;")).toBe("var a={of:1};a.of;");
  });

  it("puts a sign's operand in parentheses where it follows another sign (the pretokeniser would make `a- -4` a decrement), and nowhere else", () => {
    expect(separateSigns("x=a- -4,y=a+ +b,z=a- --c,w=a- -(b*2);")).toBe("x=a- (-4),y=a+ (+b),z=a- (--c),w=a- (-(b*2));");
    const plain = 'x=a-4,y=-b,z=c--,s="a- -4";';
    expect(separateSigns(plain)).toBe(plain);
    expect(new Function("a", "b", "c", `return ${separateSigns("[a- -4, a+ +b, a- --c]")}`)(10, 3, 5)).toEqual([14, 13, 6]);
  });

  it("refuses a var used before its declaration (Espruino does not hoist: it was a global there), and hoistVars declares it first", () => {
    // terser folding a callback into its caller (build/bundle.ts inlineOnce): the parameter became `var x` after the return.
    const code = "var app=1;function s(e){return{step:function(){return e.step()&&(n=e.result(),o=!(x=n).length||f(x)),!1;var x}}}";
    const problems = bundleProblems(code, "b.js");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^b\.js:1:\d+: Espruino does not hoist a var used before its declaration: var x/);
    const hoisted = hoistVars(code);
    expect(hoisted).toBe("var app=1;function s(e){return{step:function(){var x;return e.step()&&(n=e.result(),o=!(x=n).length||f(x)),!1;}}}");
    expect(bundleProblems(hoisted, "b.js")).toEqual([]);
    // Declared first, or only in a function inside: nothing to do.
    const fine = "function a(){var y;y=1;return function(){var y;return y}}";
    expect(hoistVars(fine)).toBe(fine);
    expect(bundleProblems(fine, "b.js")).toEqual([]);
  });

  it("accepts functions in loops that do not read the loop's let variable, or their own of that name", () => {
    expect(bundleProblems("for(let i=0;i<3;i++)a.push(function(i){return i});for(var j=0;j<3;j++)a.push(function(){return j});for(let k=0;k<3;k++)f(k);", "b.js")).toEqual([]);
  });

  it("accepts instance methods and a class's own prototype", () => {
    expect(bundleProblems('[].join.call(a,"");"".charAt.call(s,0);function F(){}F.prototype.m=1;var Array=1;Array.prototype;', "b.js")).toEqual([]);
  });

  it("refuses a whole bundle that reads its data with a regular expression, naming the place", () => {
    const bundle = '(()=>{function c(l){var h=l.indexOf("#");return /^[0-9a-f]{4}$/.test(l.slice(h+1))}\nc("ab#12cd")})();\n';
    expect(bundleProblems(bundle, "banglejs2/app.js")).toEqual([
      "banglejs2/app.js:1:49: Espruino has no regular expressions (its RegExp is minimal: parse by hand): /^[0-9a-f]{4}$/",
    ]);
  });

  it("refuses a global-scope bundle's top-level name that is an Espruino global, and only those", () => {
    const code = "var D1=1,x=2;function E(){}let LED1;class A{}function f(){var g=1,A0=2;return g+A0}(function(){var BTN1})();";
    expect(globalClashes(code, "b.js", ["E", "g"])).toEqual([
      "b.js: declares the global D1 (the code runs in the global scope)",
      "b.js: declares the global E (the code runs in the global scope)",
      "b.js: declares the global LED1 (the code runs in the global scope)",
    ]);
  });

  it("reports code that does not parse", () => {
    expect(bundleProblems("var = ;", "b.js")[0]).toMatch(/^b\.js: does not parse/);
  });
});
