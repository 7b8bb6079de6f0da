// The hardware boundary the app sees: one narrow interface per peripheral. Each platform
// (hal/espruino on the device, sim/ on the desktop) provides one implementation.
import { Display } from "./display";
import { PressHandler } from "./input";

/** 32-bit words from a random source (the board's hardware RNG, or the simulator's). */
export interface RandomSource {
  word(): number;
}

/** Named files (Espruino's Storage). Names are at most 28 characters. */
export interface Storage {
  read(name: string): string | undefined;
  /** Writes the whole file; false when storage is full or the write failed. */
  write(name: string, data: string): boolean;
  erase(name: string): void;
  list(prefix: string): string[];
  /** Free bytes. */
  free(): number;
}

/** Optional feedback; a board without a capability ignores the call. */
export interface Feedback {
  backlight(on: boolean): void;
  buzz(ms: number): void;
}

export interface Clock {
  /** Milliseconds since an arbitrary start. */
  now(): number;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface Hal {
  display: Display;
  random: RandomSource;
  storage: Storage;
  feedback: Feedback;
  clock: Clock;
  /** Starts delivering button presses to `handler`; returns a function that stops it. */
  listen(handler: PressHandler): () => void;
}
