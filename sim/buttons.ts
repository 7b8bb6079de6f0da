// Which physical button (BTN1, BTN2, ...) of a board is which logical button, read from
// espruino.config.json `boards.<id>.input.buttons` so the simulator's keys and scripts
// follow the board data instead of a second, hard-coded copy of it.
import { Button, BUTTONS } from "../hal/input";
import { loadConfig } from "./profiles";

/** Physical name -> logical button, e.g. { BTN1: "up", BTN2: "back", ... }. */
export type ButtonMap = { readonly [physical: string]: Button };

export function buttonMap(boardId?: string): ButtonMap {
  const config = loadConfig();
  const id = boardId ?? config.defaultBoard;
  if (!Object.prototype.hasOwnProperty.call(config.boards, id)) throw new Error(`unknown board "${id}"; valid: ${Object.keys(config.boards).join(", ")}`);
  const raw = config.boards[id].input.buttons;
  const map: { [physical: string]: Button } = {};
  for (const physical of Object.keys(raw)) {
    const logical = raw[physical];
    if (!(BUTTONS as string[]).includes(logical)) {
      throw new Error(`espruino.config.json: board "${id}" maps ${physical} to "${logical}", not one of ${BUTTONS.join(", ")}`);
    }
    map[physical] = logical as Button;
  }
  return map;
}
