// A board is data: a made-up fifth board, defined only in a fixture config
// (test/fixtures/fifth-board.config.json: a 232x152 16-bit screen with a palette and themes
// of its own, three buttons in a side column), is built, played and drawn with no code that
// names it. The fixture replaces the project's config through sim/config.ts useConfig, so
// this file runs in a module graph of its own (vitest.config.ts OWN_MODULES).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { buildBoard } from "../../build/build";
import { overBudget } from "../../build/size";
import type { Button } from "../../hal/input";
import { inksFor } from "../../hal/palette";
import { useConfig } from "../../sim/config";
import { readPng, toPng } from "../../sim/display/png";
import { finish, newGame, Player } from "../../sim/harness";
import { profileFor } from "../../sim/profiles";
import FIXTURE from "../fixtures/fifth-board.config.json";
import { TextWatch } from "../app/text-fit";
import { sources } from "./sources";

const config = useConfig(FIXTURE);
const id = config.defaultBoard;
const screen = config.boards[id].screen;
const palette = config.palettes[screen.palette];

/** `x` as minified code writes it (JSON without the quotes around its field names). */
const literal = (x: unknown) => JSON.stringify(x).replace(/"(\w+)":/g, "$1:");

/** A game on the board that checks every screen it shows: sized as the board, drawn, its colours the palette's, its texts inside it. */
class Watched extends Player {
  readonly texts = new TextWatch(this.sim.fb);
  readonly found: string[] = [];
  readonly screens = new Set<string>();

  override press(b: Button, long = false): this {
    super.press(b, long);
    const { fb } = this.sim;
    const at = `${this.screen} after ${b}${long ? " (long)" : ""}`;
    this.screens.add(this.screen);
    if (fb.w !== screen.w || fb.h !== screen.h) this.found.push(`${at}: the screen is ${fb.w}x${fb.h}`);
    if (fb.px.every((c) => c === fb.px[0])) this.found.push(`${at}: the screen is blank`);
    if (fb.px.some((c) => c >= palette.rgb.length)) this.found.push(`${at}: a colour beyond the palette's ${palette.rgb.length}`);
    for (const p of this.texts.problems()) this.found.push(`${at}: ${p}`);
    return this;
  }
}

describe(`a board defined only in a fixture config (${id})`, () => {
  it("is named by no code", () => {
    const code = ["firmware", "hal", "sim", "build", "emu", "web"].flatMap(sources).filter((f) => readFileSync(join(ROOT, f), "utf8").toLowerCase().includes(id));
    expect(code).toEqual([]);
  });

  it("is the simulator's board as its data says", () => {
    const pf = profileFor(id);
    expect([pf.w, pf.h, pf.bpp, pf.touch]).toEqual([screen.w, screen.h, screen.bpp, false]);
    expect(pf.palette.rgb).toEqual(palette.rgb);
  });

  const out = mkdtempSync(join(tmpdir(), "kniffel-fifth-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("builds its device bundle within its budget, with its palette's inks and themes", async () => {
    const b = await buildBoard(id, out);
    expect(b.problems).toEqual([]);
    expect(overBudget(b.report)).toBe(false);
    expect(b.bundle.code).toContain(`w:${screen.w},h:${screen.h}`);
    expect(b.bundle.code).toContain(literal(inksFor(screen.bpp, { rgb: palette.rgb, shows: screen.shows })));
    for (const theme of [palette.light, palette.dark]) expect(b.bundle.code).toContain(literal(theme));
  });

  it("plays a game of two in the simulator, every screen drawn inside the board's", () => {
    const p = new Watched(1, id);
    newGame(p, 2);
    finish(p);
    expect(p.found).toEqual([]);
    expect([...p.screens]).toEqual(expect.arrayContaining(["setup", "dice", "sheet", "handover", "rank"]));
    expect(p.game().turn).toBe(2 * 13);
  });

  it("draws its title in its palette's light and dark themes, as a picture of the board's size", () => {
    for (const dark of [false, true]) {
      const { fb } = new Player(1, id, undefined, undefined, dark).sim;
      const theme = dark ? palette.dark : palette.light;
      expect(fb.px[0], dark ? "dark" : "light").toBe(theme?.bg);
      expect(fb.px.some((c) => c === theme?.fg)).toBe(true);
      const png = readPng(toPng(fb, { scale: 2 }));
      expect([png.w, png.h]).toEqual([2 * screen.w, 2 * screen.h]);
    }
  });
});
