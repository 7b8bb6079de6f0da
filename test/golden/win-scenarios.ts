// The screens of playing to win: each player's chance to win, the settings for it and
// the advice to win, which show only where the coach can say them (Advisor.chancesJob,
// winJob: the simulator's exact coach, sim/advisor.ts). screens.test.ts plays them with that
// coach; the watches' firmware plays those where its own way is exact too (test/firmware/
// goldens.ts: the settings, and the last turn against a finished player); the page compares its
// chances with the simulator's engine instead (test/web/chances.test.ts). Through presses only.
import type { Driver } from "../../sim/harness";
import { askHint, coachMenu, goalWin, roll, turn } from "../../sim/harness";
export { goalWin, hideChances, tournament } from "../../sim/harness";
import { KNIFFEL_SHEET } from "../../firmware/core";
import { SCENARIOS } from "./scenarios";

/** Each box's dice, one roll each: 325 points for the whole sheet (the upper bonus, a Kniffel, 28 in Chance). */
const DICE = ["11123", "22213", "33312", "44412", "55512", "66612", "66655", "66662", "22333", "12346", "23456", "66666", "66655"];

/**
 * From the title: a two-player game to Spieler 2's last turn, Chance the last free box, 28
 * points behind Spieler 1, who has finished (325 to 297), with 6 6 6 4 5 rolled. For the most
 * points the coach holds 6 6 6; to win (29 or more in Chance) 6 6 6 5: the chance to win is
 * exact here, 42 % against 31 %.
 */
export function behindInLastTurn<P extends Driver>(p: P): P {
  p.newGame(2);
  const ids = KNIFFEL_SHEET.ids;
  for (let b = 0; b < ids.length; b++) {
    turn(p, DICE[b], ids[b]);
    if (b < ids.length - 1) turn(p, DICE[b], ids[b]);
  }
  p.press("ok"); // the handover: Spieler 2's last turn
  p.queueDice("66645");
  return roll(p);
}

/** A three-player game after three turns (the overview's golden position): Spieler 1 to play. */
function threeTurns(p: Driver): Driver {
  p.newGame(3);
  return turn(turn(turn(p, "66662", "sixes"), "12345", "largeStraight"), "33322", "fullHouse");
}

export const WIN_SCENARIOS: { [name: string]: (p: Driver) => void } = {
  "settings-win": (p) => p.press("up").press("ok").times("up", 3), // Einstellungen, on Ziel
  "chances-handover": threeTurns,
  "chances-overview": (p) => threeTurns(p).press("back").press("down").press("ok"), // the game menu: Übersicht
  "chances-cpu": (p) => SCENARIOS.cpu(p), // the device's entry, its chance below
  "chances-cpu-handover": (p) => SCENARIOS["cpu-handover"](p),
  "hint-win": (p) => askHint(behindInLastTurn(goalWin(p))),
  "options-win": (p) => coachMenu(behindInLastTurn(goalWin(p)), 1), // the game menu: Alle Optionen
};
