// The coach is help, never a condition of play: on a device its code is a file of its own
// (hal/espruino/coach.ts), and if that file is missing or damaged a hint, the odds or the
// trainer's verdict say so in one line while the game goes on. And it can take its time:
// on a device the first hint of a game loads the coach and sets its engine up, and the odds
// enumerate every roll, seconds at 64 MHz; the player is told it is working meanwhile.
import { Advisor } from "../coach/advisor";
import { Ctx } from "./ctx";
import { box } from "./ui";

/**
 * What the coach answers, or null (with the message set) when it cannot answer. `wait`:
 * a request the player made and waits for (a hint, the odds): "Coach rechnet ..." shows first.
 */
export function askCoach<T>(c: Ctx, question: (a: Advisor) => T, wait?: boolean): T | null {
  if (wait) {
    box(c, c.t("coachWait"));
    c.d.flip(true); // not one of the app's frames: the screen is drawn again with the answer
  }
  try {
    return question(c.coach as Advisor); // null (no coach) throws here too
  } catch (_e) {
    c.msg = c.t("noCoach");
    return null;
  }
}
