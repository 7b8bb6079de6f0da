// Expected failures are values, never exceptions: a stable code (also the key of its
// message in text.ts) and an optional argument that the message names.
import type { Lang } from "./text";
import { text } from "./text";

export type ErrCode =
  | "E_PRESET" | "E_SWITCH" | "E_SWITCH_VALUE" | "E_SWITCH_YATZY" | "E_PLAYERS"
  | "E_DICE" | "E_HELD_CHANGED" | "E_ALL_HELD" | "E_NO_ROLLS" | "E_NOT_ROLLED" | "E_DIE"
  | "E_BOX" | "E_FILLED" | "E_FORCED_UPPER" | "E_JOKER_LOWER" | "E_NO_STRIKE" | "E_MUST_FIT"
  | "E_ROLLOFF" | "E_OVER" | "E_NO_UNDO" | "E_LOG" | "E_OWN_DICE" | "E_DEVICE_DICE"
  | "E_POINTS" | "E_NO_BONUS" | "E_NOT_FILLED";

export interface GameError {
  err: ErrCode;
  arg?: string;
  /** Index of the log entry that failed, when replaying a log. */
  at?: number;
}

export function fail(code: ErrCode, arg?: string): GameError {
  return arg === undefined ? { err: code } : { err: code, arg: arg };
}

export function isError(x: unknown): x is GameError {
  return typeof x === "object" && x !== null && "err" in x;
}

export function errorText(e: GameError, lang: Lang): string {
  const msg = text(lang, e.err, e.arg);
  return e.at === undefined ? msg : text(lang, "E_AT", String(e.at)) + " " + msg;
}
