// Which physical button (BTN1, BTN2, ...) of a board is which logical button, read from
// espruino.config.json `boards.<id>.input.buttons` so the simulator's keys and scripts
// follow the board data instead of a second, hard-coded copy of it.
import type { Button } from "../hal/input";
import { boardConfig, loadConfig } from "./config";

/** Physical name -> logical button, e.g. { BTN1: "up", BTN2: "back", ... }. */
export type ButtonMap = { readonly [physical: string]: Button };

/** The button map of board `boardId` (default: the config's default board); config.ts checked each name. */
export function buttonMap(boardId?: string): ButtonMap {
  return boardConfig(boardId ?? loadConfig().defaultBoard).input.buttons;
}
