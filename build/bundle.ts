// esbuild for Espruino, with the settings measured in ../shared/ESPRUINO.md: an iife (a
// minified esm's top-level names could overwrite globals such as E and g), ES2015, ASCII
// output (ü becomes an escape, read as one Latin-1 byte), and `supported: false` for what
// Espruino cannot run: esbuild then refuses the first group outright and lowers the second.
import { build, BuildOptions, Message, Metafile } from "esbuild";
import { BoardBuild, ROOT } from "./boards";
import { boardDefines } from "./defines";
import { substitutesPlugin } from "./substitutes";

/** The device entry (firmware/main.ts), bundled once per board. */
export const ENTRY = ROOT + "firmware/main.ts";
/** The coach module's entry, a second bundle per board that the app evaluates when first asked for help. */
export const COACH_ENTRY = ROOT + "firmware/coach-main.ts";
/** The settings module's entry: a watch app's lines in the watch's Settings app (BangleApps' <id>.settings.js). */
export const SETTINGS_ENTRY = ROOT + "firmware/settings-main.ts";

const REFUSED = ["destructuring", "default-argument", "rest-argument", "array-spread", "generator", "async-await", "async-generator", "for-await"];
const LOWERED = [
  "template-literal", // Espruino interpolates even an escaped \${
  "class-field",
  "class-static-field",
  "object-rest-spread",
  "optional-chain",
  "nullish-coalescing",
  "logical-assignment",
  "exponent-operator",
];

/**
 * Shorter names for the most used properties of objects that never leave the device as JSON
 * (game state, sheets, the app's context): saved files keep their field names. Each becomes
 * "$" and a letter, fixed here rather than chosen by esbuild: the app and its coach module
 * are built apart but share these objects, and a name esbuild picks for one bundle could be
 * a property of the other. No device source names anything with a leading "$" (lint).
 */
const SHORTENED = ["setup", "sheet", "roll", "redraw", "dice", "die", "held", "ids", "kinds", "fiveBox", "upperBonus", "open", "damaged", "lines", "storage"];
const SHORT_NAMES: { [name: string]: string } = Object.fromEntries(SHORTENED.map((p, i) => [p, "$" + String.fromCharCode(97 + i)]));

/** The options every device bundle is made with (also used by the gate's tests). */
export const ESPRUINO_OPTIONS: BuildOptions = {
  bundle: true,
  format: "iife",
  target: "es2015",
  platform: "neutral",
  minify: true,
  charset: "ascii",
  legalComments: "none",
  external: ["Storage"], // Espruino's built-in module, asked for with require("Storage")
  supported: Object.fromEntries([...REFUSED, ...LOWERED].map((f) => [f, false])),
  mangleProps: new RegExp(`^(${SHORTENED.join("|")})$`),
  mangleCache: SHORT_NAMES,
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } }, // class fields on the instance
  write: false,
  metafile: true,
  logLevel: "silent",
};

export interface Bundle {
  code: string;
  metafile: Metafile;
}

/** A build error as one line: file:line:col: text. */
export function formatMessage(m: Message): string {
  const at = m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1}: ` : "";
  return at + m.text;
}

/**
 * The coach module's code is one expression: its bundle sets COACH_MODULE (board.d.ts), and
 * this wrapper makes that a local and the file's value, so that eval() returns it.
 */
const COACH_WRAPPER = { banner: { js: "(function(){var COACH_MODULE;" }, footer: { js: "return COACH_MODULE})()" } };

/**
 * The settings module is a function of the Settings app's `back` (BangleApps evaluates the
 * file and calls its value): the wrapper hands that to the bundle as SETTINGS_BACK (board.d.ts).
 */
const SETTINGS_WRAPPER = { banner: { js: "(function(back){var SETTINGS_BACK=back;" }, footer: { js: "})" } };

export interface DeviceBundles {
  app: Bundle;
  /** null where the edition has no coach (firmware/app/features.ts). */
  coach: Bundle | null;
  /** The settings module of a watch app; null elsewhere. */
  settings: Bundle | null;
}

/**
 * Board `b`'s app bundle, its coach module and (a watch app, `settings`) its settings module;
 * throws with esbuild's errors, one per line.
 */
export async function bundleBoard(b: BoardBuild, settings = false): Promise<DeviceBundles> {
  try {
    const options = { ...ESPRUINO_OPTIONS, absWorkingDir: ROOT, define: boardDefines(b), plugins: [substitutesPlugin()] };
    const app = await build({ ...options, entryPoints: [ENTRY], outfile: "kniffel.js" });
    const coach = b.profile.ft.coach ? await build({ ...options, ...COACH_WRAPPER, entryPoints: [COACH_ENTRY], outfile: "kniffel.coach" }) : null;
    const set = settings ? await build({ ...options, ...SETTINGS_WRAPPER, entryPoints: [SETTINGS_ENTRY], outfile: "settings.js" }) : null;
    const out = (r: typeof app | null): Bundle | null => r && { code: r.outputFiles![0].text, metafile: r.metafile! };
    return { app: out(app)!, coach: out(coach), settings: out(set) };
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    throw errors ? new Error(errors.map(formatMessage).join("\n")) : e;
  }
}
