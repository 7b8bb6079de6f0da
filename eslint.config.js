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

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "coverage/", ".tmp/"] },
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
    },
  },
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
