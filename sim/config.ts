// espruino.config.json, the boards as data, read and checked in one place: the schema below
// is at once the config's TypeScript type (BoardConfig, Config) and the check the file goes
// through when first read, so a field the code reads is a field the check has seen. A
// mistake in the file is one clear error naming the field ("espruino.config.json:
// boards.banglejs2.screen.w: expected a number, got "176""); so is a field no code knows.
// The file is imported as data (no file system): the simulator, the web page and the build
// (build/boards.ts) read the very same config, sim/profiles.ts makes the app's profile of it.
import CONFIG_JSON from "../espruino.config.json";
import { FEATURES } from "../hal/features";
import { BUTTONS } from "../hal/input";
import { GLYPHS } from "../hal/glyphs";
import type { Rgb } from "../hal/palette";
import { SHOWS } from "../hal/palette";

/** A check of one value at a path of the file: the value as its type, or a thrown ConfigError. */
interface Check<T> {
  (x: unknown, at: string): T;
  optional?: false;
}
/** A field that may be absent. */
interface Optional<T> {
  (x: unknown, at: string): T | undefined;
  optional: true;
}
type Field = Check<unknown> | Optional<unknown>;
type Shape = { [name: string]: Field };
type Required<S extends Shape> = { [K in keyof S as S[K] extends Optional<unknown> ? never : K]: S[K] extends Check<infer T> ? T : never };
type Optionals<S extends Shape> = { [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: S[K] extends Optional<infer T> ? T : never };
type Flat<T> = { [K in keyof T]: T[K] };
/** The type a check of a shape gives. */
type Of<S extends Shape> = Flat<Required<S> & Optionals<S>>;

export class ConfigError extends Error {}

function fail(at: string, what: string): never {
  throw new ConfigError(`espruino.config.json: ${at || "the file"}: ${what}`);
}

/** The wrong value, for a message. */
function got(x: unknown): string {
  return `, got ${x === undefined ? "nothing" : JSON.stringify(x)}`;
}

/** The path of field k of the value at `at`. */
function field(at: string, k: string): string {
  return at ? `${at}.${k}` : k;
}

const num: Check<number> = (x, at) => (typeof x === "number" && Number.isFinite(x) ? x : fail(at, "expected a number" + got(x)));
const bool: Check<boolean> = (x, at) => (typeof x === "boolean" ? x : fail(at, "expected true or false" + got(x)));
const str: Check<string> = (x, at) => (typeof x === "string" && x !== "" ? x : fail(at, "expected a text" + got(x)));

function oneOf<T extends string>(values: readonly T[]): Check<T> {
  return (x, at) => (values.includes(x as T) ? (x as T) : fail(at, `expected one of ${values.join(", ")}` + got(x)));
}

function list<T>(item: Check<T>): Check<T[]> {
  return (x, at) => (Array.isArray(x) ? x.map((v, i) => item(v, `${at}[${i}]`)) : fail(at, "expected a list" + got(x)));
}

function isObject(x: unknown): x is { [k: string]: unknown } {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** An object whose every field is `item`, its names checked by `name` where given. */
function table<T>(item: Check<T>, name?: Check<string>): Check<{ [key: string]: T }> {
  return (x, at) => {
    if (!isObject(x)) return fail(at, "expected an object" + got(x));
    const out: { [key: string]: T } = {};
    for (const k of Object.keys(x)) {
      if (name) name(k, field(at, k) + " (the name)");
      out[k] = item(x[k], field(at, k));
    }
    return out;
  };
}

function optional<T>(c: Check<T>): Optional<T> {
  const f = ((x: unknown, at: string) => (x === undefined ? undefined : c(x, at))) as Optional<T>;
  f.optional = true;
  return f;
}

/** An object of exactly these fields ("$comment" aside); an absent optional one stays absent. */
function object<S extends Shape>(shape: S): Check<Of<S>> {
  return (x, at) => {
    if (!isObject(x)) return fail(at, "expected an object" + got(x));
    for (const k of Object.keys(x)) if (k !== "$comment" && !Object.prototype.hasOwnProperty.call(shape, k)) fail(field(at, k), `no such field (the fields here: ${Object.keys(shape).join(", ")})`);
    const out: { [name: string]: unknown } = {};
    for (const k of Object.keys(shape)) {
      if (x[k] === undefined && !shape[k].optional) fail(field(at, k), "missing");
      const v = shape[k](x[k], field(at, k));
      if (v !== undefined) out[k] = v;
    }
    return out as Of<S>;
  };
}

const button = oneOf(BUTTONS);
/** A font of hal/glyphs.ts, one for each of the type's three roles (firmware/app/fonts.ts). */
const fontName = oneOf(Object.keys(GLYPHS));
const fonts: Check<string[]> = (x, at) => {
  const l = list(fontName)(x, at);
  return l.length === 3 ? l : fail(at, "expected three fonts (small, mid, large)" + got(x));
};
/** A colour written "#rrggbb", as its three channels. */
const rgb: Check<Rgb> = (x, at) => {
  if (typeof x !== "string" || !/^#[0-9a-f]{6}$/i.test(x)) return fail(at, 'expected a colour "#rrggbb"' + got(x));
  return [parseInt(x.slice(1, 3), 16), parseInt(x.slice(3, 5), 16), parseInt(x.slice(5, 7), 16)];
};
/** Colours by meaning, each a palette index (hal/palette.ts Theme). */
const THEME = object({ bg: num, fg: num, mark: num, markInk: num, soft: num, key: optional(num) });
/** A palette: its colours by index, its light theme and, where the screen has one, its dark theme. */
const PALETTE = object({ rgb: list(rgb), light: THEME, dark: optional(THEME) });
const corner = oneOf(["topLeft", "topRight", "bottomRight", "bottomLeft"] as const);

const BOARD = object({
  name: str,
  /** Espruino's board name (PIXLJS) and its description file kept in build/boards/. */
  espruinoBoard: str,
  boardFile: str,
  /** The board's firmware compiled to JavaScript (../shared/emu), where there is one: the interpreter and its device constants (emu/emulator.ts). */
  emulator: optional(object({ firmware: str, constants: str })),
  /** The name the board advertises over Bluetooth. */
  deviceName: str,
  /** palette: a name of the config's palettes; shows: how the LCD shows its colours (hal/palette.ts SHOWS). */
  screen: object({ w: num, h: num, bpp: num, palette: str, shows: oneOf(SHOWS), autoFlip: bool, fonts: fonts, line: num, round: optional(bool), column: optional(num), theme: optional(oneOf(["light", "dark"] as const)) }),
  input: object({
    /** Physical button (BTN1) -> logical button. */
    buttons: table(button),
    corners: optional(table(corner, button)),
    keys: optional(table(object({ x: num, y: num, right: bool, zone: optional(list(num)) }), button)),
    /** How a person gives input: buttons, a touch screen (taps and drags anywhere), the screen's two touch halves (buttons of their own: `halves`, left and right). */
    kinds: list(oneOf(["buttons", "touchscreen", "touchHalves"] as const)),
    halves: optional(list(str)),
    /** Where holding a button gives another press than its own long one: pin (BTN3) -> the logical button and whether long (a board of three buttons reaches back by them). */
    held: optional(table(object({ button: button, long: bool }))),
    longTouch: optional(bool),
    backExits: optional(bool),
    accelerometer: optional(bool),
    debounceMs: num,
    longPressMs: num,
  }),
  feedback: object({ backlight: str, vibration: bool, ownsPower: bool }),
  /** jsVars: the variables of the firmware the suite and bench run (emu/); boardFileVars: those Espruino's board file gives, where they differ. */
  memory: object({ jsVars: num, bytesPerVar: num, boardFileVars: optional(num), leanLog: optional(bool) }),
  storage: object({
    bytes: num,
    dataBytes: num,
    slotBytes: num,
    tables: list(str),
    codeFile: str,
    prefix: str,
    pretokenise: optional(bool),
    globalScope: optional(bool),
    inlineOnce: optional(bool),
    coreModule: optional(bool),
    clockInfo: optional(bool),
    /** How the app is packaged: a BangleApps app folder, or one file run at power-on (.bootcde). */
    package: oneOf(["bangleapps", "bootcde"] as const),
  }),
  /**
   * What the build, the bench and the firmware suite hold the board to: its code (the
   * bundle's bytes, or all its Storage files' flash bytes), its heap in variables (per
   * screen; with the coach loaded), the App Loader's install, the Storage its files take
   * once the coach's files are made.
   */
  budgets: object({
    code: object({ of: oneOf(["bundle", "storage"] as const), max: num, target: optional(num) }),
    heap: object({ max: num, target: num, coach: optional(num), random: optional(num) }),
    install: optional(num),
    prepared: optional(num),
  }),
  features: list(oneOf(FEATURES)),
  rules: object({ preset: str, house: list(str) }),
});

const CONFIG = object({ defaultBoard: str, palettes: table(PALETTE), boards: table(BOARD) });

/** One board of espruino.config.json (the file's $comment says what each field means). */
export type BoardConfig = ReturnType<typeof BOARD>;
export type Config = ReturnType<typeof CONFIG>;

/** `x` as a config, or a ConfigError naming the first field that is wrong. */
export function checkConfig(x: unknown): Config {
  const c = CONFIG(x, "");
  if (!Object.prototype.hasOwnProperty.call(c.boards, c.defaultBoard)) fail("defaultBoard", `expected one of the boards (${Object.keys(c.boards).join(", ")})` + got(c.defaultBoard));
  for (const [name, p] of Object.entries(c.palettes)) {
    for (const [theme, t] of Object.entries({ light: p.light, dark: p.dark })) {
      for (const [k, i] of Object.entries(t ?? {})) if (!(Number.isInteger(i) && i >= 0 && i < p.rgb.length)) fail(`palettes.${name}.${theme}.${k}`, `expected an index of its ${p.rgb.length} colours` + got(i));
    }
  }
  for (const [id, b] of Object.entries(c.boards)) {
    const at = `boards.${id}.screen.palette`;
    if (!Object.prototype.hasOwnProperty.call(c.palettes, b.screen.palette)) fail(at, `expected one of the palettes (${Object.keys(c.palettes).join(", ")})` + got(b.screen.palette));
    const n = c.palettes[b.screen.palette].rgb.length;
    if (n > 2 ** b.screen.bpp) fail(at, `its ${n} colours do not fit ${b.screen.bpp} bits per pixel`);
  }
  return c;
}

let checked: Config | null = null;

/** The project's espruino.config.json, checked when first asked for. */
export function loadConfig(): Config {
  return (checked ??= checkConfig(CONFIG_JSON));
}

/** The project's config as its file has it, unchecked (its colours still text): a copy to change and hand to useConfig. */
export function configCopy(): { boards: { [id: string]: { features: string[] } } } {
  return structuredClone(CONFIG_JSON);
}

/**
 * Makes `x`, once checked, the config that every later read gets in place of the project's
 * file: the one seam through which a test builds and plays a board defined only in a fixture
 * (test/build/fifth-board.test.ts, which runs in a module graph of its own, vitest.config.ts
 * OWN_MODULES, so that no other file meets it). Returns the checked config.
 */
export function useConfig(x: unknown): Config {
  return (checked = checkConfig(x));
}

/** Board `id` of the config; an unknown id throws, naming the valid ones. */
export function boardConfig(id: string): BoardConfig {
  const boards = loadConfig().boards;
  if (!Object.prototype.hasOwnProperty.call(boards, id)) throw new Error(`unknown board "${id}" (valid: ${Object.keys(boards).join(", ")})`);
  return boards[id];
}
