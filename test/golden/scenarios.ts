// The golden screenshots' scenarios: each brings the app to one screen as a person would on
// the board at hand (on a touch screen through taps and the game menu where the Pixl.js
// uses long presses). The simulator's goldens (screens.test.ts) and the firmware's
// (test/firmware/goldens.ts) play the same ones.
import type { Feature } from "../../hal/features";
import { KNIFFEL_SHEET } from "../../firmware/core";
import type { Driver } from "../../sim/harness";
import { askHint, askOdds, coachMenu, finish, openSheet, roll, tapKey, toBox, turn } from "../../sim/harness";

const KNIFFEL_BOXES = KNIFFEL_SHEET.ids;

/** Own dice, from the entry screen: the points screen of box `n` (long up to the sheet; on a touch screen the game menu). */
function pointsFor(p: Driver, n: number): void {
  if (p.touch) p.press("back", true).press("down").press("ok").times("down", n).press("ok");
  else p.press("up", true).times("down", n).press("ok", true);
}

/**
 * The features a scenario needs (hal/features.ts): on an edition without one (the
 * Pixl.js) it is skipped, for the reason given.
 */
export const NEEDS: { [name: string]: { ft: Feature; why: string } } = {
  names: { ft: "names", why: "no player names" },
  "name-edit": { ft: "names", why: "no player names" },
  house: { ft: "house", why: "the rules are chosen at build time" },
  stats: { ft: "stats", why: "no statistics" },
  rules: { ft: "rules", why: "no rules text" },
  rolloff: { ft: "rolloff", why: "no roll-off" },
  message: { ft: "house", why: "needs the Tallynight preset, chosen at build time" },
  ask: { ft: "house", why: "needs Yahtzee's free striking, the rules chosen at build time (ranking: see \"ranking\")" },
  rank: { ft: "house", why: "needs Yahtzee's free striking, the rules chosen at build time (see \"ranking\")" },
  "end-menu": { ft: "house", why: "needs Yahtzee's free striking, the rules chosen at build time" },
  overview: { ft: "overview", why: "no overview" },
  odds: { ft: "coach", why: "no coach" },
  hint: { ft: "coach", why: "no coach" },
  options: { ft: "coach", why: "no coach" },
  entry: { ft: "real", why: "no own dice" },
  points: { ft: "real", why: "no own dice" },
  "yatzy-sheet": { ft: "house", why: "needs the Yatzy preset, chosen at build time" },
  english: { ft: "en", why: "German only" },
  seats: { ft: "coach", why: "no computer players (they play through the coach)" },
  cpu: { ft: "coach", why: "no computer players (they play through the coach)" },
  "cpu-handover": { ft: "coach", why: "no computer players (they play through the coach)" },
};

/** Scenarios a board's edition has but no input of the real watch reaches, by board, each with why. */
export const UNREACHABLE: { [board: string]: { [name: string]: string } } = {
  banglejs1: { points: "the sheet for points alone is a long press of up, which no button gives here (BTN1 held opens the game menu)" },
};

/** From the title: the new-game screen with 2 players, on the seats' screen with seat 2 at `level` + 1 presses. */
function seat2(p: Driver, presses: number): Driver {
  return p.press("ok").press("ok").times("down", 6).press("ok").press("down").times("ok", presses);
}

/** Each scenario brings the device to one screen, through presses only. */
export const SCENARIOS: { [name: string]: (p: Driver) => void } = {
  title: () => {},
  setup: (p) => p.press("ok"),
  names: (p) => p.press("ok").press("ok").press("down").press("ok"),
  "name-edit": (p) => {
    p.press("ok").press("down").press("ok").press("ok");
    // Two letters deleted: back (BTN2); on a touch screen its corner or key (the side button cancels).
    for (let i = 0; i < 2; i++) if (p.touch) tapKey(p, "back"); else p.press("back");
  },
  house: (p) => p.press("ok").times("down", 3).press("ok").press("down").press("ok"),
  settings: (p) => p.press("up").press("ok"),
  stats: (p) => {
    p.newGame(1, 3);
    for (const id of KNIFFEL_BOXES) turn(p, id === "kniffel" ? "44444" : "12346", id);
    p.press("ok").press("up").press("ok"); // end menu, Hauptmenü
    p.times("down", 2).press("ok");
  },
  rules: (p) => p.press("down").press("ok"),
  rolloff: (p) => {
    p.newGame(3, 0, true);
    p.queueDice("66554");
    p.press("ok");
  },
  handover: (p) => p.newGame(2),
  "dice-new": (p) => p.newGame(1),
  dice: (p) => {
    p.newGame(1);
    p.queueDice("26156");
    roll(p).press("ok");
  },
  sheet: (p) => {
    p.newGame(1);
    turn(p, "66662", "sixes");
    p.queueDice("22345");
    openSheet(roll(p));
  },
  "sheet-totals": (p) => {
    p.newGame(1);
    turn(p, "66662", "sixes");
    turn(p, "55551", "fives");
    openSheet(p).times("down", 7);
  },
  ask: (p) => {
    p.newGame(1, 3);
    p.queueDice("12346");
    toBox(openSheet(roll(p)), "kniffel").press("ok");
  },
  message: (p) => {
    p.newGame(1, 2);
    turn(p, "11111", "kniffel");
    p.queueDice("33333");
    toBox(openSheet(roll(p)), "chance").press("ok");
  },
  menu: (p) => {
    p.newGame(2);
    turn(p, "66662", "sixes");
    p.press("back");
  },
  overview: (p) => {
    p.newGame(3);
    turn(turn(turn(p, "66662", "sixes"), "12345", "largeStraight"), "33322", "fullHouse");
    p.press("back").press("down").press("ok");
  },
  rank: (p) => {
    // Anna and Carla play the same dice: they share second place.
    const b = ["kniffel", "sixes", "threeKind", "fourKind", "chance", "fullHouse", "smallStraight", "largeStraight", "fives", "fours", "threes", "twos", "ones"];
    p.newGame(3, 3);
    for (let r = 0; r < 13; r++) turn(turn(turn(p, "12346", KNIFFEL_BOXES[r]), "66666", b[r]), "12346", KNIFFEL_BOXES[r]);
  },
  ranking: (p) => {
    // A whole two-player game under any rules: each turn one roll, the box the sheet proposes.
    p.newGame(2);
    finish(p);
  },
  "end-menu": (p) => {
    p.newGame(1, 3);
    for (const id of KNIFFEL_BOXES) turn(p, "12346", id);
    p.press("ok");
  },
  odds: (p) => {
    p.newGame(1);
    turn(p, "66662", "sixes");
    p.queueDice("44412");
    askOdds(roll(p));
  },
  hint: (p) => {
    p.newGame(1);
    p.queueDice("44412");
    askHint(roll(p));
  },
  options: (p) => {
    p.newGame(1);
    p.queueDice("44412");
    coachMenu(roll(p), 1); // the game menu: Alle Optionen
  },
  entry: (p) => {
    p.press("ok").times("down", 4).press("ok").times("down", 3).press("ok"); // Würfel: Eigene, Los!
    p.press("up").press("ok").press("up").press("up"); // 2, then 4
  },
  points: (p) => {
    p.press("ok").times("down", 4).press("ok").times("down", 3).press("ok"); // Würfel: Eigene, Los!
    pointsFor(p, 6); // Dreierpasch, its points
  },
  "yatzy-sheet": (p) => {
    p.newGame(1, 4);
    p.queueDice("33522");
    openSheet(roll(p));
  },
  seats: (p) => seat2(p, 1), // Gerät (Profi)
  cpu: (p) => {
    seat2(p, 2).press("back").press("down").press("ok"); // Gerät (Gut), Los!
    turn(p, "66662", "sixes");
    p.queueDice("55555");
    p.press("ok"); // skips to the end of the device's turn: its entry shows
  },
  "cpu-handover": (p) => {
    SCENARIOS.cpu(p);
    p.press("ok"); // the handover says what the device entered
  },
  english: (p) => {
    p.press("up").press("ok").press("ok").press("back").press("down"); // English, back to the first line
    p.newGame(1);
    p.queueDice("44412");
    openSheet(roll(p));
  },
};

