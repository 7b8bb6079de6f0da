// The terminal key bindings, table-driven: what each key (as the terminal sends it) does
// on the Pixl.js, whose button map comes from espruino.config.json.
import { describe, expect, it } from "vitest";
import { buttonMap } from "../../sim/buttons";
import type { KeyAction } from "../../sim/keys";
import { helpLines, parseKeys, splitKeys } from "../../sim/keys";

const PIXL = buttonMap("pixljs");
const BANGLE = buttonMap("banglejs2");
const short = (button: string): KeyAction => ({ kind: "press", button, long: false }) as KeyAction;
const long = (button: string): KeyAction => ({ kind: "press", button, long: true }) as KeyAction;
/** A key for a logical button (a corner of a touch screen), short or long. */
const soft = (button: string): KeyAction => ({ kind: "press", button, long: false, soft: true }) as KeyAction;
const softLong = (button: string): KeyAction => ({ kind: "press", button, long: true, soft: true }) as KeyAction;
const QUIT: KeyAction = { kind: "quit" };

describe("the Pixl.js button map", () => {
  it("is the board data's", () => {
    expect(PIXL).toEqual({ BTN1: "up", BTN2: "back", BTN3: "ok", BTN4: "down" });
    expect(BANGLE).toEqual({ BTN1: "back" });
  });
});

describe("keys on the Pixl.js", () => {
  it.each<[string, string, KeyAction[]]>([
    ["1", "BTN1", [short("up")]],
    ["2", "BTN2", [short("back")]],
    ["3", "BTN3", [short("ok")]],
    ["4", "BTN4", [short("down")]],
    ["!", "Shift+1 (US, DE)", [long("up")]],
    ["@", "Shift+2 (US)", [long("back")]],
    ['"', "Shift+2 (DE)", [long("back")]],
    ["#", "Shift+3 (US)", [long("ok")]],
    ["\u00a7", "Shift+3 (DE)", [long("ok")]],
    ["$", "Shift+4 (US, DE)", [long("down")]],
    ["\x1b[A", "Up", [soft("up")]],
    ["\x1bOA", "Up (application mode)", [soft("up")]],
    ["\x1b[B", "Down", [soft("down")]],
    ["\x1bOB", "Down (application mode)", [soft("down")]],
    ["\r", "Enter", [soft("ok")]],
    ["\r\n", "Enter as CR LF", [soft("ok")]],
    [" ", "Space", [soft("back")]],
    ["\x7f", "Backspace", [soft("back")]],
    ["\b", "Backspace (^H)", [soft("back")]],
    ["\x1b", "Escape alone", [soft("back")]],
    ["\x1b[1;2A", "Shift+Up", [softLong("up")]],
    ["\x1b[1;2B", "Shift+Down", [softLong("down")]],
    ["\x1b[a", "Shift+Up (rxvt)", [softLong("up")]],
    ["\t", "Tab", [softLong("ok")]],
    ["m", "m (menu)", [softLong("back")]],
    ["q", "q", [QUIT]],
    ["\x03", "Ctrl+C", [QUIT]],
    ["5", "a digit without a button", []],
    ["x", "an unbound letter", []],
    ["\x1b[C", "Right arrow (unbound)", []],
    ["\x1bx", "Alt+x (not Escape then x)", []],
    ["\x1b[1;5A", "Ctrl+Up (unbound, not Up)", []],
    ["13\x1b[B$q", "several keys in one chunk", [short("up"), short("ok"), soft("down"), long("down"), QUIT]],
    ["\x1b\x1b[A", "Escape, then Up", [soft("back"), soft("up")]],
  ])("%j (%s)", (data, _name, expected) => {
    expect(parseKeys(data, PIXL)).toEqual(expected);
  });
});

describe("keys follow the board data", () => {
  it("maps digits through the given map", () => {
    expect(parseKeys("1!", { BTN1: "ok" })).toEqual([short("ok"), long("ok")]);
  });
  it("has only BTN1 on the Bangle.js 2, and the mnemonics still work", () => {
    expect(parseKeys("1234\x1b[A\r", BANGLE)).toEqual([short("back"), soft("up"), soft("ok")]);
  });
});

describe("splitKeys", () => {
  it("keeps escape sequences whole", () => {
    expect(splitKeys("a\x1b[1;2Ab\x1bOBc\x1b")).toEqual(["a", "\x1b[1;2A", "b", "\x1bOB", "c", "\x1b"]);
  });
  it("does not run past a truncated sequence", () => {
    expect(splitKeys("\x1b[1;")).toEqual(["\x1b[1;"]);
  });
});

describe("the help under the LCD", () => {
  it.each([
    ["pixljs", PIXL, 128],
    ["banglejs2", BANGLE, 176],
  ] as const)("names every button of the %s and fits its width", (_id, map, width) => {
    const lines = helpLines(map);
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(width);
    for (const p of Object.keys(map)) expect(lines[0]).toContain(`${p.slice(3)} ${p} ${map[p]}`);
    expect(lines[1]).toMatch(/q\/Strg\+C/);
  });
});
