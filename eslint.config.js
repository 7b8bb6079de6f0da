import js from "@eslint/js";
import tseslint from "typescript-eslint";

// Syntax and built-ins that Espruino cannot run (../shared/ESPRUINO.md). Device code is
// refused here so that a mistake fails on the developer's machine, not in a user's hand.
const espruinoSyntax = [
  { selector: "SpreadElement", message: "Espruino has no spread (...x)." },
  { selector: "RestElement", message: "Espruino has no rest parameters or rest destructuring." },
  { selector: "ObjectPattern", message: "Espruino has no destructuring." },
  { selector: "ArrayPattern", message: "Espruino has no destructuring." },
  { selector: "AssignmentPattern", message: "Espruino has no default parameters." },
  { selector: "LabeledStatement", message: "Espruino has no labels." },
  { selector: "Property[computed=true]", message: "Espruino has no computed object keys." },
  { selector: "FunctionDeclaration[generator=true], FunctionExpression[generator=true]", message: "Espruino has no generators." },
  { selector: ":function[async=true]", message: "Espruino has no async/await." },
  { selector: "PropertyDefinition[key.type='PrivateIdentifier'], MethodDefinition[key.type='PrivateIdentifier']", message: "Espruino has no #private members." },
  { selector: "MemberExpression[object.name='Array'][property.name=/^(from|of)$/]", message: "Espruino has no Array.from/Array.of." },
  { selector: "CallExpression > MemberExpression.callee[property.name=/^(flat|flatMap|at|lastIndexOf|reduceRight)$/]", message: "Espruino lacks this array method." },
  { selector: "MemberExpression[object.name='Math'][property.name=/^(imul|trunc|log2)$/]", message: "Espruino lacks this Math function." },
  { selector: "MemberExpression[object.name='Number'][property.name=/^(isInteger|isNaN|parseInt)$/]", message: "Espruino lacks this Number function; use the globals." },
  { selector: "MemberExpression[object.name='Object'][property.name='freeze']", message: "Espruino has no Object.freeze." },
  { selector: "Literal[regex]", message: "Espruino's RegExp is minimal (no {n}; x? before more pattern fails): parse device data by hand (firmware/core/digits.ts)." },
  { selector: "NewExpression[callee.name='RegExp'], CallExpression[callee.name='RegExp']", message: "Espruino's RegExp is minimal: parse device data by hand (firmware/core/digits.ts)." },
  {
    selector: "MemberExpression[object.type='MemberExpression'][object.property.name='prototype'][object.object.name=/^(Array|String|Object|Function|Number|Boolean|Date|Error|Promise|RegExp|ArrayBuffer|DataView|(Uint8|Uint8Clamped|Int8|Uint16|Int16|Uint32|Int32|Float32|Float64)Array)$/]",
    message: "Espruino keeps built-in methods on instances only (Array.prototype.join is undefined): use [].join, \"\".charAt ...",
  },
  { selector: "Identifier[name=/^\\$/]", message: "Names starting with $ are the build's shortened property names (build/bundle.ts)." },
];
const espruinoGlobals = ["Map", "Set", "WeakMap", "WeakSet", "Symbol", "Proxy", "Reflect", "RangeError"].map(
  (name) => ({ name, message: `Espruino has no ${name}.` }),
);

// The layers (docs/internals.md "Code layout", DESIGN.md "Layers"): each folder imports only
// from the layers below it. The patterns match the import's text: `(../)+sim/` is the
// top-level sim/ from any depth; firmware/core and firmware/coach are flat folders, so a
// `./` import is one of their own. no-restricted-imports takes one list per file (a later
// block replaces an earlier one), so each layer's block repeats NOT_TEST.
const NOT_TEST = {
  regex: "^(\\.\\./)+test(/|$)",
  message: "Only test/ imports from test/: the suites sit on top of everything (drivers shared with build/bench live in emu/ and sim/).",
};
const layerRules = [
  {
    files: ["firmware/core/**/*.ts"],
    patterns: [{
      regex: "^(?!\\./)",
      message: "firmware/core is the pure rules engine (no I/O, no app, no coach, no HAL): it imports only firmware/core.",
    }],
  },
  {
    files: ["firmware/coach/**/*.ts"],
    patterns: [{
      regex: "^(?!\\./|\\.\\./core(/|$)|\\.\\./\\.\\./hal/[^/]+$)",
      message: "firmware/coach runs on the device, the simulator and the page alike: it imports only firmware/core, firmware/coach and the HAL's interfaces (hal/*.ts).",
    }],
  },
  {
    files: ["firmware/app/**/*.ts"],
    patterns: [{
      regex: "^(\\.\\./)+(hal/espruino|sim|web|build|emu)(/|$)",
      message: "firmware/app runs unchanged on every platform: it reaches the hardware through the HAL's interfaces (hal/*.ts) only, never hal/espruino, sim, web, build or emu.",
    }],
  },
  {
    files: ["hal/*.ts"],
    patterns: [{
      regex: "^(?!\\./[^/]+$|\\.\\./firmware/core(/|$))",
      message: "The HAL's interfaces (hal/*.ts) sit below the app: they import only hal/*.ts and firmware/core (a type both need belongs here or in the core, not in firmware/app).",
    }],
  },
  {
    files: ["sim/**/*.ts"],
    patterns: [{
      regex: "^(\\.\\./)+web(/|$)",
      message: "sim/ is below web/: the page builds on the simulator, never the other way round.",
    }],
  },
  {
    files: ["emu/**/*.ts"],
    patterns: [{
      regex: "^(\\.\\./)+web(/|$)",
      message: "emu/ (the firmware under Node) is below web/: what both need lives in sim/.",
    }],
  },
];

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "coverage/", ".tmp/", ".firmware/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
    rules: {
      // Espruino does not hoist: a function or variable used before its declaration is undefined.
      "no-use-before-define": "off",
      "@typescript-eslint/no-use-before-define": ["error", { functions: true, classes: true, variables: true, typedefs: false }],
      // Espruino closures made in a loop all see the loop variable's last value.
      "no-loop-func": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      // A type-only import is erased: written `import type`, a reader (and esbuild) sees at
      // once that it adds no code and no load-order edge. (Type annotations `import("...")`
      // stay: hal/espruino/board.d.ts declares globals, which a top-level import would end.)
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "separate-type-imports", disallowTypeAnnotations: false }],
    },
  },
  // The layers: nothing outside test/ imports test/; then each layer's own list (see layerRules).
  { files: ["**/*.{ts,js,mjs,cjs}"], ignores: ["test/**"], rules: { "no-restricted-imports": ["error", { patterns: [NOT_TEST] }] } },
  ...layerRules.map((l) => ({ files: l.files, rules: { "no-restricted-imports": ["error", { patterns: [...l.patterns, NOT_TEST] }] } })),
  {
    files: ["firmware/**/*.ts", "hal/**/*.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...espruinoSyntax],
      "no-restricted-globals": ["error", ...espruinoGlobals],
      "@typescript-eslint/no-explicit-any": "error",
      // On the watches' firmware JSON.parse makes UTF-8 strings of "\u00FC" escapes, which
      // substring cuts by bytes: text from Storage is parsed by one function that prevents it.
      "no-restricted-properties": ["error",
        { object: "JSON", property: "parse", message: "Parse with parseJson (firmware/core/json-parse.ts): JSON.parse makes UTF-8 strings on the watches' firmware." },
        { object: "JSON", property: "stringify", message: "Write with toJson (firmware/core/json.ts): the simulator writes the firmware's escapes." },
      ],
    },
  },
  {
    // The one place each: the device's JSON (firmware/core/json.ts, json-parse.ts, hal/espruino/json.ts).
    files: ["firmware/core/json.ts", "firmware/core/json-parse.ts", "hal/espruino/json.ts"],
    rules: { "no-restricted-properties": "off" },
  },
);
