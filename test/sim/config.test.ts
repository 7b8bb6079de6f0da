// espruino.config.json's one reader (sim/config.ts): the project's file passes its schema,
// and each kind of mistake is refused with the field it is in.
import { describe, expect, it } from "vitest";
import CONFIG_JSON from "../../espruino.config.json";
import { boardConfig, checkConfig, ConfigError, loadConfig } from "../../sim/config";

type Json = { [k: string]: unknown };

/** The project's config with the field at `path` (dots between names) set to `value`, or removed (undefined). */
function withField(path: string, value: unknown): unknown {
  const c = structuredClone(CONFIG_JSON) as unknown as Json;
  const names = path.split(".");
  const last = names.pop() as string;
  let o = c;
  for (const n of names) o = o[n] as Json;
  if (value === undefined) delete o[last];
  else o[last] = value;
  return c;
}

describe("espruino.config.json", () => {
  it("passes its schema, every board", () => {
    const c = loadConfig();
    expect(Object.keys(c.boards)).toEqual(["pixljs", "banglejs2", "banglejs3", "banglejs1"]);
    expect(boardConfig("banglejs3").screen.round).toBe(true);
    expect(boardConfig("pixljs").screen.round).toBeUndefined();
    expect(() => boardConfig("microbit")).toThrow(/unknown board "microbit" \(valid: pixljs, banglejs2, banglejs3, banglejs1\)/);
  });

  it.each([
    ["a wrong type", "boards.banglejs2.screen.w", "176", 'espruino.config.json: boards.banglejs2.screen.w: expected a number, got "176"'],
    ["a missing field", "boards.pixljs.storage.prefix", undefined, "espruino.config.json: boards.pixljs.storage.prefix: missing"],
    ["a field no code knows", "boards.pixljs.storage.globalScop", true, "espruino.config.json: boards.pixljs.storage.globalScop: no such field (the fields here: bytes, dataBytes, slotBytes, tables, codeFile, prefix, pretokenise, globalScope, inlineOnce, coreModule, clockInfo, package)"],
    ["a button that is none", "boards.pixljs.input.buttons.BTN1", "left", 'espruino.config.json: boards.pixljs.input.buttons.BTN1: expected one of up, down, ok, back, got "left"'],
    ["a feature that is none", "boards.banglejs2.features", [...CONFIG_JSON.boards.banglejs2.features, "chess"], 'espruino.config.json: boards.banglejs2.features[10]: expected one of coach, stats, names, real, rolloff, house, overview, rules, tour, en, got "chess"'],
    ["a packaging that is none", "boards.banglejs2.storage.package", "zip", 'espruino.config.json: boards.banglejs2.storage.package: expected one of bangleapps, bootcde, got "zip"'],
    ["a missing budget", "boards.pixljs.budgets.heap", undefined, "espruino.config.json: boards.pixljs.budgets.heap: missing"],
    ["a default board that is none", "defaultBoard", "microbit", 'espruino.config.json: defaultBoard: expected one of the boards (pixljs, banglejs2, banglejs3, banglejs1), got "microbit"'],
    ["a palette that is none", "boards.banglejs2.screen.palette", "colour4096", 'espruino.config.json: boards.banglejs2.screen.palette: expected one of the palettes (mono, colour8, colour64), got "colour4096"'],
    ["more colours than the screen's bits show", "boards.banglejs2.screen.palette", "colour64", "espruino.config.json: boards.banglejs2.screen.palette: its 11 colours do not fit 3 bits per pixel"],
    ["a colour that is none", "palettes.mono.rgb", ["#c8d4bc", "grey"], 'espruino.config.json: palettes.mono.rgb[1]: expected a colour "#rrggbb", got "grey"'],
    ["a theme's colour beyond its palette", "palettes.colour8.dark.soft", 8, "espruino.config.json: palettes.colour8.dark.soft: expected an index of its 8 colours, got 8"],
    ["a way of showing colours that is none", "boards.banglejs3.screen.shows", "dither4x4", 'espruino.config.json: boards.banglejs3.screen.shows: expected one of exact, rgb565, dither2x2, got "dither4x4"'],
  ])("refuses %s, naming the field", (_, path, value, message) => {
    const bad = withField(path, value);
    expect(() => checkConfig(bad)).toThrow(ConfigError);
    expect(() => checkConfig(bad)).toThrow(message);
  });
});
