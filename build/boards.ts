// What the build and the flasher need to know of each board, from espruino.config.json (read
// and checked by sim/config.ts; the profile the app gets comes from sim/profiles.ts).
import { fileURLToPath } from "node:url";
import type { Lang } from "../firmware/core/text";
import { LANGS } from "../firmware/core/text";
import type { Profile } from "../hal/profile";
import type { BoardConfig } from "../sim/config";
import { boardConfig, loadConfig } from "../sim/config";
import { profileFor } from "../sim/profiles";

/** The project's root folder (build/..). */
export const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface BoardBuild {
  id: string;
  name: string;
  /** Espruino's board name (PIXLJS) and the description file kept in build/boards/. */
  espruinoBoard: string;
  boardFile: string;
  /** The name the board advertises over Bluetooth (the CLI's -d finds it by a part of it). */
  deviceName: string;
  /** Storage file the code runs from, and the prefix of the app's other files. */
  codeFile: string;
  prefix: string;
  /** The code is stored pretokenised (build/pretokenise.ts). */
  pretokenise: boolean;
  /** The app's code runs in the global scope, not in a function of its own (build/bundle.ts). */
  globalScope: boolean;
  /** Functions used at one place are folded into it after bundling (build/bundle.ts). */
  inlineOnce: boolean;
  /** The rules core is a Storage module of its own, evaluated at start, not part of the app's file (build/core-module.ts). */
  coreModule: boolean;
  /** Bytes of the board's Storage, for everything (code, texts, fonts, saved games). */
  storageBytes: number;
  /** Rule presets whose exact coach tables the board stores. */
  tables: string[];
  /** A BangleApps app folder, or one file run at power-on (.bootcde). */
  package: BoardConfig["storage"]["package"];
  /** What the build, the bench and the firmware suite hold the board to (espruino.config.json budgets). */
  budgets: BoardConfig["budgets"];
  /** The firmware's variables (as the suite and bench run it), and those Espruino's board file gives where they differ. */
  jsVars: number;
  /** The app lets go of a game's saved log in RAM (firmware/app/store/journal.ts). */
  leanLog: boolean;
  boardFileVars?: number;
  bpp: number;
  autoFlip: boolean;
  /** A touch screen, read through Bangle.setUI's taps and drags (sim/profiles.ts touchscreen). */
  touch: boolean;
  /** The pins of the screen's touch halves, left and right, where it has them (each is one of `buttons`). */
  halves?: string[];
  /** Physical button name (BTN1) -> logical button. */
  buttons: { [pin: string]: string };
  /** Physical button name -> the press holding it gives, where not its own long press. */
  held: { [pin: string]: { button: string; long: boolean } };
  debounceMs: number;
  backlight: string;
  vibration: boolean;
  /** The profile the app gets on this board. */
  profile: Profile;
}

/** The languages board b's edition carries: German, and English with feature en. */
export const boardLangs = (b: BoardBuild): Lang[] => LANGS.filter((l) => l === "de" || b.profile.ft.en);

/** What board b stores besides its code (build/storage-files.ts boardFiles). */
export const filesOf = (b: BoardBuild) => ({ prefix: b.prefix, langs: boardLangs(b), coach: b.profile.ft.coach, fonts: b.profile.fonts as string[] });

export function defaultBoard(): string {
  return loadConfig().defaultBoard;
}

export function boardIds(): string[] {
  return Object.keys(loadConfig().boards);
}

/** The build facts of board `id`; an unknown id throws, naming the valid ones. */
export function boardBuild(id: string): BoardBuild {
  const b = boardConfig(id);
  // profileFor adds what the simulator's storage may hold; the device's profile is the rest.
  const profile: Profile & { storageBytes?: number } = profileFor(id);
  delete profile.storageBytes;
  return {
    id,
    name: profile.name,
    espruinoBoard: b.espruinoBoard,
    boardFile: ROOT + "build/boards/" + b.boardFile,
    deviceName: b.deviceName,
    codeFile: b.storage.codeFile,
    prefix: b.storage.prefix,
    pretokenise: b.storage.pretokenise === true,
    globalScope: b.storage.globalScope === true,
    inlineOnce: b.storage.inlineOnce === true,
    coreModule: b.storage.coreModule === true,
    storageBytes: b.storage.bytes,
    tables: b.storage.tables,
    package: b.storage.package,
    budgets: b.budgets,
    jsVars: b.memory.jsVars,
    leanLog: b.memory.leanLog !== false,
    boardFileVars: b.memory.boardFileVars,
    bpp: b.screen.bpp,
    autoFlip: b.screen.autoFlip,
    touch: profile.touch,
    halves: b.input.halves,
    buttons: b.input.buttons,
    held: b.input.held ?? {},
    debounceMs: b.input.debounceMs,
    backlight: b.feedback.backlight,
    vibration: b.feedback.vibration,
    profile,
  };
}
