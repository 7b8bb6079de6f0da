// Text fits, always: every screen (the golden scenarios, which reach each one) in every
// language and theme of each board, and a game with the longest values that occur — 8
// players with names of the longest allowed length, four-digit totals, trainer totals, the
// undo line, the messages — checked after every input: no text past the screen's edge (a
// round screen's circle), none over another, none too faint on its ground (text-fit.ts), and
// none that a menu had to cut to fit its row (the menu's fit() shortening a label fails the
// test: texts are made to fit). On the round Bangle.js 3 also nothing at all outside its
// circle: every pixel there the background, after every input, on every screen.
import { describe, expect, it, vi } from "vitest";
import type { Advisor } from "../../firmware/coach/advisor";
import type { Lang, Rules } from "../../firmware/core";
import { LANGS, MAX_NAME, MAX_PLAYERS, playerTotals, presetRules, text, textKeys } from "../../firmware/core";
import type { Ctx } from "../../firmware/app/ctx";
import { themeFor } from "../../firmware/app/theme";
import { box } from "../../firmware/app/layout";
import { defaultSettings, saveSettings } from "../../firmware/app/store/settings";
import type { Button } from "../../hal/input";
import { memoryStorage } from "../../sim/storage";
import { NEEDS, SCENARIOS } from "../golden/scenarios";
import { WIN_SCENARIOS } from "../golden/win-scenarios";
import { exactAdvisor } from "../../sim/advisor";
import { ALL_FEATURES, Player, roll, tapKey, testProfile } from "../../sim/harness";
import { TextWatch } from "./text-fit";

const { cuts } = vi.hoisted(() => ({ cuts: [] as string[] }));
vi.mock("../../firmware/app/ui", async (importOriginal) => {
  const ui = await importOriginal<typeof import("../../firmware/app/ui")>();
  return {
    ...ui,
    fit: (c: Parameters<typeof ui.fit>[0], s: string, w: number) => {
      const r = ui.fit(c, s, w);
      if (r !== s) cuts.push(`"${s}" cut to "${r}"`);
      return r;
    },
  };
});

interface Look {
  board: string;
  lang: Lang;
  dark: boolean;
}

/** A Player whose every input is followed by the checks; what they find is in `found`. */
class Checked extends Player {
  readonly found: string[] = [];
  private readonly texts: TextWatch;
  private readonly bg: number;

  constructor(look: Look, o: { names?: string[]; rules?: Rules; train?: boolean } = {}, coach?: Advisor) {
    const storage = memoryStorage(1 << 20);
    const s = defaultSettings();
    s.lang = look.lang;
    if (o.names) s.draft.names = o.names;
    if (o.rules) s.draft.rules = o.rules;
    s.train = o.train === true;
    saveSettings(storage, s);
    super(1, look.board, storage, coach, look.dark);
    this.texts = new TextWatch(this.sim.fb);
    this.bg = themeFor(testProfile(look.board), this.sim.fb).bg;
    cuts.splice(0);
  }

  private check(what: string): this {
    const at = `${this.screen} after ${what}`;
    for (const p of this.texts.problems().concat(this.texts.outside(this.bg))) this.found.push(`${at}: ${p}`);
    for (const c of cuts.splice(0)) this.found.push(`${at}: ${c}`);
    return this;
  }

  override press(b: Button, long = false): this {
    super.press(b, long);
    return this.check(b + (long ? " (long)" : ""));
  }

  override tap(x: number, y: number): this {
    super.tap(x, y);
    return this.check(`tap (${x}, ${y})`);
  }

  override drag(dy: number, step?: number): this {
    super.drag(dy, step);
    return this.check(`drag ${dy}`);
  }
}

const LOOKS: Look[] = [
  { board: "pixljs", lang: "de", dark: false },
  { board: ALL_FEATURES, lang: "de", dark: false },
  { board: "banglejs2", lang: "de", dark: false },
  { board: "banglejs2", lang: "en", dark: false },
  { board: "banglejs2", lang: "de", dark: true },
  { board: "banglejs3", lang: "de", dark: false },
  { board: "banglejs3", lang: "en", dark: false },
  { board: "banglejs3", lang: "de", dark: true },
  { board: "banglejs3", lang: "en", dark: true },
];

const name = (look: Look) => `${look.board}, ${look.lang}${look.dark ? ", dark theme" : ""}`;

describe("every screen", () => {
  for (const look of LOOKS) {
    describe(name(look), () => {
      for (const scenario of Object.keys(SCENARIOS)) {
        const need = NEEDS[scenario];
        const p = new Checked(look);
        if (need && !p.ft[need.ft]) continue;
        it(scenario, () => {
          p.press("ok").press("back"); // the title drawn in full while watched (the setup opened and closed)
          SCENARIOS[scenario](p);
          expect(p.found).toEqual([]);
        });
      }
    });
  }
});

describe("every screen of playing to win (the simulator's exact coach)", () => {
  const exact = exactAdvisor(() => undefined);
  for (const look of LOOKS) {
    if (!new Player(1, look.board).ft.coach) continue;
    describe(name(look), () => {
      for (const scenario of Object.keys(WIN_SCENARIOS)) {
        it(scenario, () => {
          const p = new Checked(look, {}, exact);
          p.press("ok").press("back");
          WIN_SCENARIOS[scenario](p);
          expect(p.found).toEqual([]);
        });
      }
    });
  }
});

describe("every message", () => {
  // Each text of the table as the message box shows it (errors, notes, questions), with a
  // long argument where it takes one: within the screen, its lines apart, readable.
  for (const board of ["pixljs", "banglejs2", "banglejs3"]) {
    for (const lang of LANGS) {
      it(`${board}, ${lang}: every text in a message box`, () => {
        const p = new Player(1, board);
        const fb = p.sim.fb;
        const c = { display: fb, profile: testProfile(board), colours: themeFor(testProfile(board), { dark: false }), rowPitch: testProfile(board).rowPitch } as unknown as Ctx;
        const t = new TextWatch(fb);
        const found: string[] = [];
        let lines = 0;
        for (const key of textKeys(lang)) {
          fb.setColor(0);
          fb.fillRect(0, 0, fb.w - 1, fb.h - 1);
          box(c, text(lang, key, "Maximilian 12"));
          lines += t.shown.length;
          for (const problem of t.problems().concat(t.outside(0))) found.push(`${key}: ${problem}`);
        }
        expect(found).toEqual([]);
        expect(lines).toBeGreaterThan(textKeys(lang).length); // every text drawn, the long ones on several lines
      });
    }
  }
});

/** Names of the longest allowed length, of the widest letters: no layout can take more. */
const LONG_NAMES = Array.from({ length: MAX_PLAYERS }, (_, i) => "WM".repeat(MAX_NAME / 2 - 1) + "W" + (i + 1));

/** Names of the longest allowed length with capital umlauts (their dots sit in the font's top row) and words to shorten to initials. */
const UMLAUT_NAMES = Array.from({ length: MAX_PLAYERS }, (_, i) => "\xc4\xd6\xdc J\xfcrg Wei\xdf".slice(0, MAX_NAME - 1) + (i + 1));

describe("the longest values", () => {
  for (const [board, names] of [[ALL_FEATURES, LONG_NAMES], ["banglejs2", LONG_NAMES], ["banglejs2", UMLAUT_NAMES], ["banglejs3", LONG_NAMES], ["banglejs3", UMLAUT_NAMES]] as const) {
    it(`${board}: the overview of 8 players with the longest names (${names[0]}), every page`, () => {
      const p = new Checked({ board, lang: "de", dark: false }, { names: [...names] });
      p.press("ok").press("up").press("ok"); // the setup with the last game's 8 players, Los!
      p.press("back", true).press("ok"); // the game menu: Übersicht (first before any entry)
      expect(p.screen).toBe("overview");
      for (let page = 0; page < 3; page++) p.press("ok"); // the pages, and round to the first
      expect(p.found).toEqual([]);
    });
  }


  for (const [board, names] of [[ALL_FEATURES, LONG_NAMES], ["banglejs2", LONG_NAMES], ["banglejs2", UMLAUT_NAMES], ["banglejs3", LONG_NAMES], ["banglejs3", UMLAUT_NAMES]] as const) {
    it(`${board}: the chances to win of 8 players with the longest names (${names[0]}), on the handover and every page of the overview`, () => {
      const p = new Checked({ board, lang: "de", dark: false }, { names: [...names] }, exactAdvisor(() => undefined));
      p.press("ok").press("up").press("ok"); // the setup with the last game's 8 players, Los!
      expect(p.screen).toBe("handover");
      p.press("back").press("ok"); // the game menu: Übersicht (first before any entry)
      expect(p.screen).toBe("overview");
      for (let page = 0; page < 3; page++) p.press("ok"); // the pages, and round to the first
      expect(p.found).toEqual([]);
    });
  }

  for (const look of LOOKS.filter((l) => l.board.startsWith("bangle"))) {
    it(`${name(look)}: 8 players with the longest names, four-digit totals, trainer totals, the undo line`, () => {
      // Yahtzee: every Yahtzee after the first pays 100, so a game of them passes 1,000.
      const p = new Checked(look, { names: LONG_NAMES, rules: presetRules("yahtzee") as Rules, train: true });
      p.press("ok"); // the new game's setup, with the last game's 8 players
      p.press("up").press("ok"); // up wraps to Los!
      for (let turn = 0; turn < 13 * MAX_PLAYERS && p.screen !== "rank"; turn++) {
        if (p.screen === "handover") p.press("ok");
        const face = Math.min(6, Math.floor(turn / MAX_PLAYERS) + 1);
        p.queueDice(String(face).repeat(5));
        roll(p).tap(88, 20); // the sheet, the cursor on the best box
        tapKey(p, "ok"); // entered
        if (p.screen === "ask") tapKey(p, "ok");
        if (turn === MAX_PLAYERS) p.press("back", true).press("back"); // the game menu with its undo line, and back
        if (turn === 2 * MAX_PLAYERS) tapKey(tapKey(p.press("back", true).press("down").press("ok"), "ok"), "ok").press("back").press("back"); // the overview's pages
      }
      expect(p.screen).toBe("rank");
      const g = p.game();
      expect(playerTotals(g, 0).grand).toBeGreaterThanOrEqual(1000);
      p.press("ok"); // the end menu: Nochmal, the overview, undo
      expect(p.found).toEqual([]);
    });
  }
});
