// Golden screenshots: every screen, compared pixel for pixel with the PNGs in
// test/golden/<board>/. After an intended change: `npm run golden:update`, look at the
// pictures, commit them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { comparePng, toPng } from "../../sim/display/png";
import { KNIFFEL_SHEET } from "../../firmware/core";
import { Player } from "../app/harness";

const UPDATE = process.env.UPDATE_GOLDEN === "1";
const HERE = dirname(fileURLToPath(import.meta.url));
const KNIFFEL_BOXES = KNIFFEL_SHEET.ids;

/** Each scenario brings the device to one screen, through presses only. */
const SCENARIOS: { [name: string]: (p: Player) => void } = {
  title: () => {},
  setup: (p) => p.press("ok"),
  names: (p) => p.press("ok").press("ok").press("down").press("ok"),
  "name-edit": (p) => p.press("ok").press("down").press("ok").press("ok").times("back", 2),
  house: (p) => p.press("ok").times("down", 3).press("ok").press("down").press("ok"),
  settings: (p) => p.press("up").press("ok"),
  stats: (p) => {
    p.newGame(1, 3);
    for (const id of KNIFFEL_BOXES) p.turn(id === "kniffel" ? "44444" : "12346", id);
    p.press("ok").press("up").press("ok"); // end menu, Hauptmenü
    p.times("down", 2).press("ok");
  },
  rules: (p) => p.press("down").press("ok"),
  rolloff: (p) => {
    p.newGame(3, 0, true);
    p.sim.queueDice("66554");
    p.press("ok");
  },
  handover: (p) => p.newGame(2),
  "dice-new": (p) => p.newGame(1),
  dice: (p) => {
    p.newGame(1);
    p.sim.queueDice("26156");
    p.press("back").press("ok");
  },
  sheet: (p) => {
    p.newGame(1);
    p.turn("66662", "sixes");
    p.sim.queueDice("22345");
    p.press("back").press("ok", true);
  },
  "sheet-totals": (p) => {
    p.newGame(1);
    p.turn("66662", "sixes");
    p.turn("55551", "fives");
    p.press("ok", true).times("down", 7);
  },
  ask: (p) => {
    p.newGame(1, 3);
    p.sim.queueDice("12346");
    p.press("back").press("ok", true).toBox("kniffel").press("ok");
  },
  message: (p) => {
    p.newGame(1, 2);
    p.turn("11111", "kniffel");
    p.sim.queueDice("33333");
    p.press("back").press("ok", true).toBox("chance").press("ok");
  },
  menu: (p) => {
    p.newGame(2);
    p.turn("66662", "sixes");
    p.press("back");
  },
  overview: (p) => {
    p.newGame(3);
    p.turn("66662", "sixes").turn("12345", "largeStraight").turn("33322", "fullHouse");
    p.press("back").press("down").press("ok");
  },
  rank: (p) => {
    // Anna and Carla play the same dice: they share second place.
    const b = ["kniffel", "sixes", "threeKind", "fourKind", "chance", "fullHouse", "smallStraight", "largeStraight", "fives", "fours", "threes", "twos", "ones"];
    p.newGame(3, 3);
    for (let r = 0; r < 13; r++) p.turn("12346", KNIFFEL_BOXES[r]).turn("66666", b[r]).turn("12346", KNIFFEL_BOXES[r]);
  },
  "end-menu": (p) => {
    p.newGame(1, 3);
    for (const id of KNIFFEL_BOXES) p.turn("12346", id);
    p.press("ok");
  },
  odds: (p) => {
    p.newGame(1);
    p.turn("66662", "sixes");
    p.sim.queueDice("44412");
    p.press("back").press("down", true);
  },
  hint: (p) => {
    p.newGame(1);
    p.sim.queueDice("44412");
    p.press("back").press("up", true);
  },
  options: (p) => {
    p.newGame(1);
    p.sim.queueDice("44412");
    p.press("back").press("back", true).press("down").press("ok"); // the game menu: Alle Optionen
  },
  entry: (p) => {
    p.press("ok").times("down", 4).press("ok").times("down", 2).press("ok"); // Würfel: Eigene, Los!
    p.press("up").press("ok").press("up").press("up"); // 2, then 4
  },
  points: (p) => {
    p.press("ok").times("down", 4).press("ok").times("down", 2).press("ok"); // Würfel: Eigene, Los!
    p.press("up", true).times("down", 6).press("ok", true); // the sheet, Dreierpasch, its points
  },
  "yatzy-sheet": (p) => {
    p.newGame(1, 4);
    p.sim.queueDice("33522");
    p.press("back").press("ok", true);
  },
  english: (p) => {
    p.press("up").press("ok").press("ok").press("back").press("down"); // English, back to the first line
    p.newGame(1);
    p.sim.queueDice("44412");
    p.press("back").press("ok", true);
  },
};

for (const board of ["pixljs", "banglejs2"]) {
  describe(`golden screenshots (${board})`, () => {
    for (const name of Object.keys(SCENARIOS)) {
      it(name, () => {
        const p = new Player(1, board);
        SCENARIOS[name](p);
        const png = toPng({ w: p.sim.fb.w, h: p.sim.fb.h, bpp: p.sim.fb.bpp, px: p.sim.fb.px });
        const file = join(HERE, board, name + ".png");
        if (UPDATE) {
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, png);
        }
        expect(existsSync(file), `${file} is missing: run npm run golden:update`).toBe(true);
        expect(comparePng(png, readFileSync(file)), `${name} differs from ${file}`).toBe(0);
      });
    }
  });
}
