// Headless scripted runs against the real app: files are written where the script says,
// runs are repeatable, and a bad script is refused as a whole - naming the step - before
// anything runs or is written.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { comparePng, readPng } from "../../sim/display/png";
import { runScript, ScriptError } from "../../sim/script";

const tmp = () => mkdtempSync(join(tmpdir(), "kniffel-script-"));

const SCRIPT = {
  board: "pixljs",
  seed: 42,
  steps: [
    { dump: "out/start.json" },
    { screenshot: "out/start.png", scale: 2, frame: true },
    { press: "BTN3" },
    { press: "down", long: true },
    { repeat: 2, steps: [{ press: "up" }, { wait: 250 }] },
    { dice: "66666" },
    { screenshot: "out/after.png" },
    { dump: "out/after.json" },
  ],
};

describe("runScript", () => {
  it("writes the screenshots and dumps, relative to the script's folder", () => {
    const dir = tmp();
    const r = runScript(SCRIPT, dir);
    expect(r.files).toEqual(["start.json", "start.png", "after.png", "after.json"].map((f) => join(dir, "out", f)));
    const start = JSON.parse(readFileSync(join(dir, "out/start.json"), "utf8"));
    const after = JSON.parse(readFileSync(join(dir, "out/after.json"), "utf8"));
    expect(start).toMatchObject({ screen: expect.any(String), lang: expect.any(String), display: { flips: expect.any(Number) } });
    expect(start).toHaveProperty("game");
    expect(start.display.flips).toBeGreaterThan(0); // the app drew its first screen
    // Every press is seen within a frame; 4 presses, each followed by the settle time.
    expect(after.display.flips).toBeGreaterThanOrEqual(start.display.flips + 4);
    expect(after.timeMs - start.timeMs).toBe(4 * 1000 + 2 * 250);
    expect(readPng(readFileSync(join(dir, "out/start.png")))).toMatchObject({ w: (128 + 56) * 2, h: (64 + 24) * 2 });
    expect(readPng(readFileSync(join(dir, "out/after.png")))).toMatchObject({ w: 128, h: 64 });
    expect(r.final).toEqual(after);
  });

  it("runs the same way every time", () => {
    const [a, b] = [tmp(), tmp()];
    runScript(SCRIPT, a);
    runScript(SCRIPT, b);
    for (const f of ["start.png", "after.png"]) expect(comparePng(readFileSync(join(a, "out", f)), readFileSync(join(b, "out", f)))).toBe(0);
    for (const f of ["start.json", "after.json"]) expect(readFileSync(join(a, "out", f), "utf8")).toBe(readFileSync(join(b, "out", f), "utf8"));
  });

  it("on a touch screen a logical name is its corner, a BTN name the board's own button", () => {
    const dir = tmp();
    const start = [{ press: "ok" }, { press: "up" }, { press: "ok" }]; // Neues Spiel, Los!
    // "back" is the dice screen's Würfeln corner: a roll; BTN1 the side button: the main menu.
    type Final = { screen: string; game: { log: string[] } | null };
    const corner = runScript({ board: "banglejs2", steps: [...start, { press: "back" }] }, dir).final as Final;
    expect([corner.screen, corner.game?.log]).toEqual(["dice", [expect.stringMatching(/^r/)]]);
    const side = runScript({ board: "banglejs2", steps: [...start, { press: "BTN1" }] }, dir).final as Final;
    expect([side.screen, side.game?.log]).toEqual(["title", []]);
  });

  it("runs a Bangle.js 2 script", () => {
    const dir = tmp();
    runScript({ board: "banglejs2", steps: [{ press: "BTN1" }, { screenshot: "b.png", frame: true }] }, dir);
    expect(readPng(readFileSync(join(dir, "b.png")))).toMatchObject({ w: 176 + 33, h: 176 + 28 });
  });
});

describe("a bad script", () => {
  // Each bad step comes after a screenshot step: nothing may be written all the same.
  const bad = (step: unknown) => ({ steps: [{ screenshot: "first.png" }, step] });
  it.each<[string, unknown, RegExp]>([
    ["an unknown step", bad({ swipe: 1 }), /^steps\[1\]: unknown step "swipe"/],
    ["a tap off the screen grid", bad({ tap: [1] }), /^steps\[1\]: "tap" needs a point \[x, y\]/],
    ["an unknown button", bad({ press: "BTN9" }), /^steps\[1\]: unknown button "BTN9" \(valid: BTN1, BTN2, BTN3, BTN4, up, down, ok, back\)/],
    ["a button the board lacks", { board: "banglejs2", steps: [{ screenshot: "a.png" }, { press: "BTN3" }] }, /^steps\[1\]: unknown button "BTN3" \(valid: BTN1, up/],
    ["a long that is not a boolean", bad({ press: "ok", long: "yes" }), /^steps\[1\]: "long" must be true or false/],
    ["a typo in a key", bad({ press: "ok", lnog: true }), /^steps\[1\]: unknown key "lnog" in a press step/],
    ["two things in one step", bad({ press: "ok", wait: 5 }), /^steps\[1\]: one step does one thing/],
    ["a negative wait", bad({ wait: -5 }), /^steps\[1\]: "wait" needs whole milliseconds/],
    ["a fractional wait", bad({ wait: 1.5 }), /^steps\[1\]: "wait"/],
    ["a die showing 7", bad({ dice: "12347" }), /^steps\[1\]: "dice" needs faces 1-6/],
    ["dice as a number", bad({ dice: 66666 }), /^steps\[1\]: "dice"/],
    ["a screenshot that is not a .png", bad({ screenshot: "x.jpg" }), /^steps\[1\]: "screenshot" needs a file name ending in \.png/],
    ["scale 0", bad({ screenshot: "x.png", scale: 0 }), /^steps\[1\]: "scale" must be a whole number from 1 to 16/],
    ["a frame that is not a boolean", bad({ screenshot: "x.png", frame: 1 }), /^steps\[1\]: "frame" must be true or false/],
    ["a dump that is not a .json", bad({ dump: "x.txt" }), /^steps\[1\]: "dump" needs a file name ending in \.json/],
    ["repeat 0", bad({ repeat: 0, steps: [{ press: "ok" }] }), /^steps\[1\]: "repeat" needs a count from 1/],
    ["a repeat without steps", bad({ repeat: 2 }), /^steps\[1\]: "steps" must be a non-empty list/],
    ["a bad step inside a repeat", bad({ repeat: 2, steps: [{ wait: 1 }, { press: "left" }] }), /^steps\[1\]\.steps\[1\]: unknown button "left"/],
    ["a step that is not an object", bad("press ok"), /^steps\[1\]: a step must be an object/],
    ["too many steps in all", bad({ repeat: 10000, steps: [{ repeat: 10000, steps: [{ press: "ok" }] }] }), /expand to 100000001 steps, more than 1000000/],
    ["an unknown board", { board: "microbit", steps: [{ wait: 1 }] }, /unknown board "microbit" \(valid: pixljs, banglejs2, banglejs3, banglejs1\)/],
    ["a bad seed", { seed: -1, steps: [{ wait: 1 }] }, /"seed" must be a whole number/],
    ["a bad settle", { settle: "fast", steps: [{ wait: 1 }] }, /"settle" must be whole milliseconds/],
    ["a typo in the header", { sead: 1, steps: [{ wait: 1 }] }, /unknown key "sead"/],
    ["no steps", { steps: [] }, /"steps" must be a non-empty list/],
    ["not an object", [{ wait: 1 }], /a script is a JSON object/],
  ])("is refused for %s, and nothing is written", (_name, script, message) => {
    const dir = tmp();
    expect(() => runScript(script, dir)).toThrow(ScriptError);
    expect(() => runScript(script, dir)).toThrow(message);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("npm run sim -- --script", () => {
  const sim = (...args: string[]) => spawnSync("npx", ["tsx", "sim/main.ts", ...args], { encoding: "utf8" });
  it("runs a script file and lists what it wrote", () => {
    const dir = tmp();
    const file = join(dir, "s.json");
    writeFileSync(file, JSON.stringify({ steps: [{ press: "ok" }, { screenshot: "shots/a.png", scale: 3 }] }));
    const r = sim("--script", file, "--seed", "5");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(`wrote ${join(dir, "shots/a.png")}`);
    expect(readPng(readFileSync(join(dir, "shots/a.png")))).toMatchObject({ w: 384, h: 192 });
  });
  it.each<[string[], RegExp]>([
    [["--bogus"], /^unknown option --bogus; usage: /],
    [["--board", "microbit"], /^--board microbit: unknown board; valid: pixljs, banglejs2, banglejs3, banglejs1$/],
    [["--seed", "x1"], /^--seed x1: needs a whole number/],
    [["--script"], /^--script needs a value$/],
    [["--script", "/nonexistent/s.json"], /^\/nonexistent\/s\.json: cannot read the file \(ENOENT\)$/],
    [[], /needs an interactive terminal/], // no terminal here: stdin is not a TTY
  ])("refuses %j with one clear line and exit code 2", (args, message) => {
    const r = sim(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });
  it("names the step of a bad script file", () => {
    const dir = tmp();
    const file = join(dir, "s.json");
    writeFileSync(file, '{"steps":[{"wait":1},{"press":"BTN7"}]}');
    const r = sim("--script", file);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(`${file}: steps[1]: unknown button "BTN7" (valid: BTN1, BTN2, BTN3, BTN4, up, down, ok, back)`);
  });
});
