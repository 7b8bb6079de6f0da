// esbuild for Espruino, with the settings measured in ../shared/ESPRUINO.md: an iife, ES2015,
// ASCII output (ü becomes an escape, read as one Latin-1 byte), and `supported: false` for
// what Espruino cannot run: esbuild then refuses the first group outright and lowers the second.
//
// A board whose profile says `storage.globalScope` (the Pixl.js) gets its app as top-level
// code instead (esm without exports): on Espruino a function made inside a function keeps a
// link to that scope (1 variable), and one made a level deeper a copy of the scope chain (3
// more), while a function made in the global scope keeps none. On the firmware that is 365
// variables fewer for the Pixl.js edition. esbuild keeps its names clear of the globals the
// code names (E, g); the build refuses a top-level name that is any other Espruino global
// (gate/bundle-check.ts globalClashes). The watches (Bangle.js 2, Bangle.js 3) keep the
// iife: their widgets share the global scope.
import type { BuildOptions, Message, Metafile, OutputFile } from "esbuild";
import { build } from "esbuild";
import { minify } from "terser";
import type { BoardBuild } from "./boards";
import { ROOT } from "./boards";
import { boardDefines } from "./defines";
import { deviceSafe, hoistVars } from "./gate/bundle-check";
import { substitutesPlugin } from "./substitutes";
import { SHORT_NAMES } from "./short-names";
import { coreAllPlugin, coreExports, coreModuleEntry, coreShimPlugin, keysRead } from "./core-module";
import { CLOCK_INFO_ICON_SIZE, iconImage } from "./icon";

/** The device entry (firmware/main.ts), bundled once per board. */
export const ENTRY = ROOT + "firmware/main.ts";
/** The coach module's entry, a second bundle per board that the app evaluates when first asked for help. */
export const COACH_ENTRY = ROOT + "firmware/coach-main.ts";
export const WIN_ENTRY = ROOT + "firmware/win-main.ts";
/** The settings module's entry: a watch app's lines in the watch's Settings app (BangleApps' <id>.settings.js). */
export const SETTINGS_ENTRY = ROOT + "firmware/settings-main.ts";
export const PREPARE_ENTRY = ROOT + "firmware/prepare-main.ts";
/** The clock info's entry: a watch app's item on the watch's clock (BangleApps' <id>.clkinfo.js). */
export const CLKINFO_ENTRY = ROOT + "firmware/clkinfo-main.ts";

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
  mangleProps: new RegExp(`^(${Object.keys(SHORT_NAMES).join("|")})$`),
  mangleCache: SHORT_NAMES,
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } }, // class fields on the instance
  write: false,
  metafile: true,
  logLevel: "silent",
};

export interface Bundle {
  code: string;
  /** esbuild's account of its output, and that output's bytes (more than the code's where it was folded: inlineOnce). */
  metafile: Metafile;
  esbuilt: number;
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
/** The prepare module's the same way (PREPARE_MODULE), and the core module's (CORE_MODULE, build/core-module.ts). */
const PREPARE_WRAPPER = { banner: { js: "(function(){var PREPARE_MODULE;" }, footer: { js: "return PREPARE_MODULE})()" } };
const WIN_WRAPPER = { banner: { js: "(function(){var WIN_MODULE;" }, footer: { js: "return WIN_MODULE})()" } };
const CORE_WRAPPER = { banner: { js: "(function(){var CORE_MODULE;" }, footer: { js: "return CORE_MODULE})()" } };
/** Where the core is a module (build/core-module.ts), the coach's and the prepare module's file is a function of it. */
const ofCore = (w: typeof COACH_WRAPPER) => ({ banner: { js: w.banner.js.replace("(function(){", "(function(CORE_PARAM){") }, footer: { js: w.footer.js.replace(/\(\)$/, "") } });

/**
 * The settings module is a function of the Settings app's `back` (BangleApps evaluates the
 * file and calls its value): the wrapper hands that to the bundle as SETTINGS_BACK (board.d.ts).
 */
const SETTINGS_WRAPPER = { banner: { js: "(function(back){var SETTINGS_BACK=back;" }, footer: { js: "})" } };
/**
 * The clock info module the same way, a function returning CLKINFO_MODULE (BangleApps'
 * clock_info calls the file's value); no ";" after it, since the watch's boot code puts the
 * file's text into an expression of its own (.clkinfocache).
 */
const CLKINFO_WRAPPER = { banner: { js: "(function(){var CLKINFO_MODULE;" }, footer: { js: "return CLKINFO_MODULE})" } };

export interface DeviceBundles {
  app: Bundle;
  /** null where the edition has no coach (hal/features.ts). */
  coach: Bundle | null;
  /** The settings module of a watch app; null elsewhere. */
  settings: Bundle | null;
  /** The clock info module of a watch app (firmware/clkinfo-main.ts); null elsewhere. */
  clkinfo: Bundle | null;
  /** The prepare module of a board that stores value tables (firmware/prepare-main.ts); null elsewhere. */
  prepare: Bundle | null;
  /** The win module of a board that stores value tables (firmware/win-main.ts); null elsewhere. */
  win: Bundle | null;
  /** The rules core, where the board keeps it apart (build/core-module.ts); null elsewhere. */
  core: Bundle | null;
}

/**
 * Where the profile says `storage.inlineOnce` (the Pixl.js), terser then folds every function
 * used at one place into that place: on Espruino each function kept costs its name, itself,
 * its code and one variable per parameter, about six in all, whether it runs or not (the
 * Pixl.js edition keeps about half its top-level functions, some 450 variables fewer on the
 * firmware, and 1,100 bytes less code). The sources keep their small functions. Names stay
 * as esbuild made them (`mangle: false`: the shortened property names, and the globals the
 * code names, stay clear); no ES2015 syntax is added (`ecma: 5`); the gate checks the result.
 */
async function inlineOnce(code: string, globalScope: boolean): Promise<string> {
  const r = await minify(code, {
    ecma: 5,
    toplevel: globalScope,
    mangle: false,
    compress: { ecma: 5, passes: 2, keep_fargs: false, pure_getters: true },
    format: { ascii_only: true, ecma: 5, comments: false },
  });
  if (r.code === undefined) throw new Error("terser returned no code");
  return hoistVars(r.code);
}

/**
 * Every other board's bundle gets terser's compress pass without inlining: esbuild folds a
 * board's constants (`has(c.profile, "round")` becomes BOARD_ROUND, false in a bundle for a
 * rectangular screen) only after it has decided which functions are used, so
 * the code only another board calls (the round screen's layouts, firmware/app/round/) would
 * stay in the bundle, unused: terser drops it. Settings as for the Pixl.js otherwise.
 */
async function dropUnused(code: string): Promise<string> {
  const r = await minify(code, {
    ecma: 5,
    mangle: false,
    compress: { ecma: 5, passes: 2, inline: false },
    format: { ascii_only: true, ecma: 5, comments: false },
  });
  if (r.code === undefined) throw new Error("terser returned no code");
  return r.code;
}

/**
 * A module's code (the coach's, the prepare module's, the core's: evaluated from Storage) with
 * terser's folding of each function used at one place into that place (inlineOnce), inside its
 * wrapper, which terser is not given: it would drop the wrapper's value, and all with it. The
 * coach at work holds its functions on the heap: folding keeps the Bangle.js 3's exact coach
 * about 700 variables lower, within its budget of 8,000.
 */
async function folded(code: string, w: typeof COACH_WRAPPER): Promise<string> {
  const body = code.trimEnd();
  if (!body.startsWith(w.banner.js) || !body.endsWith(w.footer.js)) throw new Error("a module's code without its wrapper");
  return w.banner.js + deviceSafe(await inlineOnce(body.slice(w.banner.js.length, body.length - w.footer.js.length), false)) + w.footer.js;
}

/**
 * Board `b`'s app bundle, its coach module, (a watch app, `watchApp`) its settings module and
 * (where its clocks show one: profile clockInfo) its clock info module;
 * throws with esbuild's errors, one per line.
 */
export async function bundleBoard(b: BoardBuild, watchApp = false): Promise<DeviceBundles> {
  try {
    const options = { ...ESPRUINO_OPTIONS, absWorkingDir: ROOT, define: boardDefines(b), plugins: [substitutesPlugin(b.profile.round === true)] };
    const names = b.coreModule ? await coreExports(options) : [];
    const shim = (from: "app" | "param") => (b.coreModule ? [coreShimPlugin(names, from), ...options.plugins] : options.plugins);
    const wrapper = (w: typeof COACH_WRAPPER) => (b.coreModule ? ofCore(w) : w);
    const app = await build({ ...options, plugins: shim("app"), format: b.globalScope ? "esm" : "iife", entryPoints: [ENTRY], outfile: "kniffel.js" });
    const coach = b.profile.ft.coach ? await build({ ...options, plugins: shim("param"), ...wrapper(COACH_WRAPPER), entryPoints: [COACH_ENTRY], outfile: "kniffel.coach" }) : null;
    // The watch's Settings app and its clocks run the settings and clock info modules without the app: they keep their own core.
    const set = watchApp ? await build({ ...options, ...SETTINGS_WRAPPER, entryPoints: [SETTINGS_ENTRY], outfile: "settings.js" }) : null;
    const icon = { ...options.define, CLOCK_INFO_ICON: JSON.stringify(iconImage(CLOCK_INFO_ICON_SIZE).toString("base64")) };
    const clk = b.profile.clockInfo ? await build({ ...options, ...CLKINFO_WRAPPER, define: icon, entryPoints: [CLKINFO_ENTRY], outfile: "clkinfo.js" }) : null;
    const prep = b.profile.ft.coach && b.tables.length ? await build({ ...options, plugins: shim("param"), ...wrapper(PREPARE_WRAPPER), entryPoints: [PREPARE_ENTRY], outfile: "kniffel.prep" }) : null;
    const win = b.profile.ft.coach && b.tables.length ? await build({ ...options, plugins: shim("param"), ...wrapper(WIN_WRAPPER), entryPoints: [WIN_ENTRY], outfile: "kniffel.win" }) : null;
    const code = deviceSafe(b.inlineOnce ? await inlineOnce(app.outputFiles![0].text, b.globalScope) : await dropUnused(app.outputFiles![0].text));
    // esm: the wrapper's function is the only one around the core's functions (a level fewer: 72 variables fewer).
    const core = b.coreModule ? await build({ ...options, ...CORE_WRAPPER, plugins: [coreAllPlugin, ...options.plugins], format: "esm", stdin: coreModuleEntry(names, keysRead([code, ...[coach, prep, win].map((r) => (r ? r.outputFiles![0].text : ""))], names)), outfile: "kniffel.core" }) : null;
    const out = (r: { outputFiles?: OutputFile[]; metafile?: Metafile } | null): Bundle | null => r && { code: deviceSafe(r.outputFiles![0].text), metafile: r.metafile!, esbuilt: r.outputFiles![0].text.length };
    const coachBundle = out(coach);
    if (coachBundle) coachBundle.code = await folded(coachBundle.code, wrapper(COACH_WRAPPER));
    const prepBundle = out(prep);
    if (prepBundle) prepBundle.code = await folded(prepBundle.code, wrapper(PREPARE_WRAPPER));
    const winBundle = out(win);
    if (winBundle) winBundle.code = await folded(winBundle.code, wrapper(WIN_WRAPPER));
    const coreBundle = out(core);
    if (coreBundle) coreBundle.code = await folded(coreBundle.code, CORE_WRAPPER);
    return { app: { ...out(app)!, code: code }, coach: coachBundle, settings: out(set), clkinfo: out(clk), prepare: prepBundle, win: winBundle, core: coreBundle };
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    throw errors ? new Error(errors.map(formatMessage).join("\n")) : e;
  }
}
