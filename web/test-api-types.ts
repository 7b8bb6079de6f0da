// What the browser tests read and do beyond a person's clicks and keys (test=1): the app's
// state, the dice a scenario chooses, the virtual clock, the coach's tables, the firmware.
// (Types only and no DOM: the Node side of the tests imports it.)
import type { AppDump } from "../firmware/app/app";
import type { WinOption } from "../firmware/coach/players";
import type { Rules } from "../firmware/core";
import type { ButtonArea } from "../sim/display/frame";

export interface TestApi {
  /** The page as a reload with empty files would start it: the board's files cleared, the address's set-up started anew. */
  restart(): void;
  dump(): AppDump | null;
  queueDice(faces: string): void;
  /** Moves the virtual clock (clock=virtual). */
  advance(ms: number): void;
  /** On the real clock: a timer falls due within half a second (an animation is under way). */
  settling(): boolean;
  /** The screen as the canvas shows it: RGB, row by row. */
  screenRgb(): number[];
  /** Where the screen sits in the canvas (its top-left corner in canvas pixels), and the canvas's width. */
  screenAt(): { x: number; y: number; w: number; h: number; canvasW: number };
  /** Where the drawn buttons are (canvas pixels). */
  buttons(): ButtonArea[];
  /** The table for `rules` is at hand (waits for it). */
  table(rules: Rules): Promise<boolean>;
  /** Where that table came from (coach/tables.ts source). */
  tableSource(rules: Rules): string | undefined;
  /** The coach's progress bar is showing. */
  computing(): boolean;
  /** The chances' tables for `rules` (value, spread, shape) are at hand (waits for them). */
  chanceTables(rules: Rules): Promise<boolean>;
  /** Where the spread and the shape came from (coach/cache.ts Source). */
  chanceSource(rules: Rules): { spread?: string; shape?: string };
  /** Milliseconds the page's workers took for what they computed: "table/<id>", "spread/<id>", "shape/<id>". */
  computedMs(): { [key: string]: number };
  /**
   * The page's advisor (a new one, coach/advisor.ts) on the game of `record` (a GameRecord's
   * JSON): each player's chance to win and (after a roll) the options ranked by it, their jobs stepped a
   * timer call at a time as the app steps them (waiting for the tables where they are not there);
   * and the longest step's milliseconds (the page's thread is busy that long at once).
   */
  win(record: string): Promise<{ chances: number[]; options: WinOption[]; longestMs: number }>;
  /** The page's firmware: started (app installed and loaded), its uncaught exceptions, an expression evaluated on it. */
  firmwareReady(): boolean;
  /** This start of the firmware installed the app (else the kept flash had it). */
  firmwareInstalled(): boolean;
  /** Everything the page's watch wrote up to `at` (the page's performance.now()) is kept in the browser (a reload finds it). */
  firmwareKeptSince(at: number): boolean;
  firmwareErrors(): string[];
  firmwareEval(expr: string): unknown;
  /** Board files in the page's storage. */
  files(): { [name: string]: string };
}
