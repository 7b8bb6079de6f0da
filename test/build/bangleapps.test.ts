// The Bangle.js 2 app folder against checks equivalent to BangleApps' own (bin/sanitycheck.js
// in the BangleApps repository, and its ESLint with zero warnings allowed: the globals and
// rules of its .eslintrc.js) and the App Loader's .info file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "acorn";
import js from "@eslint/js";
import { Linter } from "eslint";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Metadata } from "../../build/bangleapps";
import { appInfo, changeLogVersion } from "../../build/bangleapps";
import { buildAll } from "./built";

// Keys BangleApps allows (sanitycheck.js APP_KEYS, STORAGE_KEYS, DATA_KEYS) and app types.
const APP_KEYS = ["author", "requires_firmware", "id", "name", "shortName", "version", "icon", "screenshots", "description", "tags", "type", "sortorder", "readme", "custom", "customConnect", "interface", "storage", "data", "supports", "allow_emulator", "dependencies", "provides_modules", "provides_widgets", "provides_features", "default"];
const STORAGE_KEYS = ["name", "url", "content", "evaluate", "noOverwite", "supports", "noOverwrite"];
const DATA_KEYS = ["name", "wildcard", "storageFile", "url", "content", "evaluate"];
const TYPES = ["app", "clock", "widget", "bootloader", "RAM", "launch", "scheduler", "notify", "locale", "settings", "textinput", "module", "clkinfo", "defaultconfig"];

// The globals BangleApps' ESLint knows (.eslintrc.js "globals"), and its rules over eslint:recommended.
const BANGLE_GLOBALS = (
  "Array ArrayBuffer ArrayBufferView Bangle BluetoothDevice BluetoothRemoteGATTCharacteristic BluetoothRemoteGATTServer " +
  "BluetoothRemoteGATTService Boolean console DataView Date E Error Flash Float32Array Float64Array Function Graphics I2C " +
  "Int16Array Int32Array Int8Array InternalError JSON Math Modules NRF Number Object OneWire Pin process Promise " +
  "ReferenceError RegExp Serial SPI StorageFile String SyntaxError TFMicroInterpreter TypeError Uint16Array Uint24Array " +
  "Uint32Array Uint8Array Uint8ClampedArray Unistroke Waveform __FILE__ analogRead analogWrite arguments atob Bluetooth BTN " +
  "BTN1 BTN2 BTN3 BTN4 BTN5 btoa changeInterval clearInterval clearTimeout clearWatch decodeURIComponent digitalPulse " +
  "digitalRead digitalWrite dump echo edit encodeURIComponent eval getPinMode getSerial getTime global globalThis HIGH I2C1 " +
  "Infinity isFinite isNaN LED LED1 LED2 load LoopbackA LoopbackB LOW NaN parseFloat parseInt peek16 peek32 peek8 pinMode " +
  "poke16 poke32 poke8 print require reset save Serial1 setBusyIndicator setInterval setSleepIndicator setTime setTimeout " +
  "setWatch shiftOut SPI1 Terminal trace VIBRATE g WIDGETS module exports"
).split(" ");
const BANGLE_RULES: Linter.RulesRecord = {
  ...js.configs.recommended.rules,
  "no-constant-condition": "off",
  "no-delete-var": "off",
  "no-empty": ["warn", { allowEmptyCatch: true }],
  "no-global-assign": "off",
  "no-inner-declarations": "off",
  "no-prototype-builtins": "off",
  "no-redeclare": "off",
  "no-unreachable": "warn",
  "no-cond-assign": "warn",
  "no-useless-catch": "warn",
  "no-undef": "warn",
  // (BangleApps runs ESLint 8, whose no-unused-vars leaves catch parameters alone; 9 and later do not.)
  "no-unused-vars": ["warn", { args: "none", caughtErrors: "none" }],
  "no-useless-escape": "off",
  "no-control-regex": "off",
};

/** BangleApps' lint findings in `code` (it allows none). */
function bangleLint(code: string): string[] {
  const config: Linter.Config = {
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: Object.fromEntries(BANGLE_GLOBALS.map((g) => [g, "readonly"])) },
    rules: BANGLE_RULES,
  };
  return new Linter().verify(code, config).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
}

let dir: string;
let m: Metadata;
beforeAll(async () => {
  const built = await buildAll();
  dir = built.boards.banglejs2.dir;
  m = JSON.parse(readFileSync(join(dir, "metadata.json"), "utf8")) as Metadata;
});

const jsParses = (code: string) => () => parse(code, { ecmaVersion: 2020 });

describe("BangleApps app folder", () => {
  it("has the required metadata, and no key BangleApps does not know", () => {
    expect(m.id).toBe("kniffel");
    expect(m.id.length).toBeLessThanOrEqual(20);
    expect(m.name.length <= 20 || m.shortName !== undefined).toBe(true);
    expect(m.version).toMatch(/^\d+\.\d+$/);
    expect(typeof m.description).toBe("string");
    expect(TYPES).toContain(m.type);
    expect(m.supports).toEqual(["BANGLEJS2"]);
    expect(typeof m.author).toBe("string");
    expect(m.allow_emulator).toBe(true);
    for (const key of Object.keys(m)) expect(APP_KEYS).toContain(key);
    for (const s of m.storage) for (const key of Object.keys(s)) expect(STORAGE_KEYS).toContain(key);
    for (const d of m.data) for (const key of Object.keys(d)) expect(DATA_KEYS).toContain(key);
  });

  it("has the files the metadata names: icon, readme, screenshots, every storage url", () => {
    for (const f of [m.icon as string, m.readme as string, ...m.screenshots.map((s) => s.url), ...m.storage.map((s) => s.url)]) {
      expect(existsSync(join(dir, f)), f).toBe(true);
    }
    expect(readdirSync(dir).filter((f) => /readme/i.test(f))).toEqual(["README.md"]);
  });

  it("names its files correctly: at most 28 characters, no , or ;, no wildcards but in data, none twice, the entry point and icon", () => {
    const wildcards = m.data.flatMap((d) => ("wildcard" in d ? [d.wildcard] : []));
    // The value tables the watch unpacks, and the parts of the other presets' tables the page may send.
    expect(wildcards).toEqual(["kniffel.v*", "kniffel.z22.*", "kniffel.z4.*", "kniffel.z152.*", "kniffel.z17.*"]);
    for (const w of wildcards) expect(m.storage.some((s) => new RegExp("^" + w.replace(/\./g, "\\.").replace("*", ".*") + "$").test(s.name)), w).toBe(false);
    const names = [...m.storage.map((s) => s.name), ...m.data.flatMap((d) => ("name" in d ? [d.name] : []))];
    for (const n of names) {
      expect(n.length, n).toBeLessThanOrEqual(28);
      expect(n).not.toMatch(/[,;?*]/);
      expect(n.startsWith(m.id + "."), n).toBe(true);
    }
    expect(new Set(names).size).toBe(names.length);
    expect(m.storage.map((s) => s.name)).toContain("kniffel.app.js");
    expect(m.storage.map((s) => s.name)).toContain("kniffel.img");
  });

  it("has a 48x48 icon: the JS image expression and the PNG", () => {
    const iconJs = readFileSync(join(dir, m.storage.find((s) => s.name === "kniffel.img")!.url), "utf8");
    const match = iconJs.match(/^\s*atob\("([^"]*)"\)\s*$/);
    expect(match).not.toBeNull();
    const image = Buffer.from(match![1], "base64");
    expect([image[0], image[1], image[2]]).toEqual([48, 48, 1]);
    expect(image.length).toBe(3 + (48 * 48) / 8);
    const png = PNG.sync.read(readFileSync(join(dir, m.icon as string)));
    expect([png.width, png.height]).toEqual([48, 48]);
  });

  it("passes BangleApps' lint: no undeclared globals (no Pixl.js code), nothing unused, in every .js file", () => {
    for (const s of m.storage.filter((f) => f.name.endsWith(".js"))) {
      const code = readFileSync(join(dir, s.url), "latin1");
      expect(bangleLint(code), s.name).toEqual([]);
    }
    expect(readFileSync(join(dir, "app.js"), "latin1")).not.toMatch(/\bPixl\b/);
  });

  it("has a settings module for the Settings app: an expression that ends in ')', evaluated as a function", () => {
    const entry = m.storage.find((s) => s.name === "kniffel.settings.js");
    expect(entry).toBeDefined();
    const code = readFileSync(join(dir, entry!.url), "latin1");
    expect(code.trim().endsWith(")")).toBe(true);
    expect(jsParses(`(${code})`)).not.toThrow();
  });

  it("has a ChangeLog whose last version is the metadata's", () => {
    expect(changeLogVersion(readFileSync(join(dir, "ChangeLog"), "utf8"))).toBe(m.version);
  });

  it("has JavaScript that parses: every .js storage file, and every evaluated file as an expression", () => {
    for (const s of m.storage) {
      const code = readFileSync(join(dir, s.url), "latin1");
      if (s.name.endsWith(".js")) expect(jsParses(code), s.name).not.toThrow();
      if (s.evaluate) expect(jsParses(`(${code})`), s.name).not.toThrow();
    }
  });

  it("has screenshots of the Bangle.js 2 screen, made by the simulator", () => {
    expect(m.screenshots.length).toBeGreaterThan(0);
    for (const s of m.screenshots) {
      const png = PNG.sync.read(readFileSync(join(dir, s.url)));
      expect([png.width, png.height], s.url).toEqual([176, 176]);
    }
  });

  it("gets the .info file the App Loader writes: entry point, icon, version, tags, every file, in its order", () => {
    const info = appInfo(m);
    expect(info.name).toBe("kniffel.info");
    expect(Object.keys(JSON.parse(info.content))).toEqual(["id", "name", "src", "icon", "version", "tags", "files", "data"]);
    expect(JSON.parse(info.content)).toEqual({
      id: "kniffel",
      name: "Kniffel",
      src: "kniffel.app.js",
      icon: "kniffel.img",
      version: m.version,
      tags: "game,dice,clkinfo", // clkinfo: it has a clock info (kniffel.clkinfo.js)
      files: ["kniffel.info", ...m.storage.map((s) => s.name)].join(","),
      data: m.data.map((d) => ("name" in d ? d.name : d.wildcard)).join(","),
    });
  });
});
