// The coach is help, never a condition of play: on a device its code is a file of its own
// (hal/espruino/coach.ts), and if that file is missing or damaged a hint, the odds or the
// trainer's verdict say so in one line while the game goes on.
import { Advisor } from "../coach/advisor";
import { Ctx } from "./ctx";

/** What the coach answers, or null (with the message set) when it cannot answer. */
export function askCoach<T>(c: Ctx, question: (a: Advisor) => T): T | null {
  try {
    return question(c.coach);
  } catch (_e) {
    c.msg = c.t("noCoach");
    return null;
  }
}
