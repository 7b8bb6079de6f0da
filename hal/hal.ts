// The hardware boundary the app sees: one narrow interface per peripheral. Each platform
// (hal/espruino on the device, sim/ on the desktop) provides one implementation.
import type { Display } from "./display";
import type { PressHandler, TouchHandler } from "./input";

/** 32-bit words from a random source (the board's hardware RNG, or the simulator's). */
export interface RandomSource {
  word(): number;
}

/**
 * Named files, as Espruino's Storage keeps them in flash. Names are at most 28 characters.
 * Flash bits can only be cleared between erases, so a file is either written whole, or
 * created with `size` erased (0xFF) bytes and then filled piece by piece, each byte once.
 */
export interface Storage {
  /** The file, or `length` bytes of it from `offset` (a value table is read two bytes at a time). */
  read(name: string, offset?: number, length?: number): string | undefined;
  /**
   * Without offset: replaces the file with `data`. With `size`: creates a file of `size`
   * erased bytes with `data` at `offset`. With only `offset`: writes `data` into the
   * existing file at `offset`, where the bytes must still be erased. False when storage is
   * full or the write failed; a failed write may have written part of `data`.
   */
  write(name: string, data: string, offset?: number, size?: number): boolean;
  erase(name: string): void;
  list(prefix: string): string[];
  /** Free bytes. */
  free(): number;
  /**
   * Optional: a file, or `length` bytes of it from `offset`, as an ArrayBuffer over the
   * flash itself (no RAM copy; typed arrays over it read the flash), or undefined when the
   * file is missing.
   */
  map?(name: string, offset?: number, length?: number): ArrayBuffer | undefined;
}

/** Optional feedback; a board without a capability ignores the call. */
export interface Feedback {
  backlight(on: boolean): void;
  /** Vibrates `ms` long, `times` times (once where absent) a moment apart; nothing where the watch is in Quiet Mode. */
  buzz(ms: number, times?: number): void;
}

export interface Clock {
  /** Milliseconds since an arbitrary start. */
  now(): number;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** Battery and screen power. */
export interface Power {
  /** Battery charge in percent. */
  battery(): number;
  /** Switches the LCD on or off (boards whose app owns the power). */
  lcd(on: boolean): void;
}

/** The accelerometer (boards that have one). */
export interface Motion {
  /**
   * Starts delivering each sample's change (`diff`, in g) while the screen is on and the watch
   * unlocked; returns a function that stops it.
   */
  listen(sample: (diff: number) => void): () => void;
}

export interface Hal {
  power: Power;
  /** Absent where the board has no accelerometer. */
  motion?: Motion;
  /**
   * Opens or closes the Bluetooth console (through which anyone nearby could run code, and
   * so change scores): tournament mode closes it while a game runs. Opening gives back the
   * console the app found; the HAL opens it itself wherever the app is left.
   */
  bleConsole(open: boolean): void;
  display: Display;
  random: RandomSource;
  storage: Storage;
  feedback: Feedback;
  clock: Clock;
  /**
   * Starts delivering button presses (and, on a touch screen, touches) to the handlers;
   * returns a function that stops it.
   */
  listen(press: PressHandler, touch?: TouchHandler): () => void;
  /** Leaves the app for the system's clock (a watch's apps do so from their first screen). */
  exit(): void;
}
