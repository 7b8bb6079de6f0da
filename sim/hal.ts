// The simulator's implementation of the HAL: a framebuffer display, presses injected by a
// front end (keyboard, script, test), a secure or seeded random source that scripts can
// also feed with chosen dice, storage in memory or a folder, and a real or virtual clock.
import type { Clock, Hal, Storage } from "../hal/hal";
import type { Button, PressHandler, Touch, TouchHandler } from "../hal/input";
import type { Profile } from "../hal/profile";
import type { RealClock, VirtualClock } from "./clock";
import { realClock, virtualClock } from "./clock";
import { Framebuffer } from "./display/framebuffer";
import { GLYPHS } from "../hal/glyphs";
import { wordSource } from "./rng";
import { memoryStorage } from "./storage";

/**
 * How long a finger rests before a touch controller that reports long touches (profile
 * longTouch: the Bangle.js 3's, gesture 0x0C) reports one: the firmware suite and the web
 * page hold a finger that long.
 */
export const LONG_TOUCH_MS = 800;

export interface SimOptions {
  profile: Profile & { storageBytes: number };
  /** Seed for the reproducible sfc32 source; without it the source is secure. */
  seed?: number;
  storage?: Storage;
  /** A virtual clock that moves only by advance() (scripts, tests). */
  virtual?: boolean;
  /** The watch's dark theme (a colour board's display only); absent: the board's own (profile.dark). */
  dark?: boolean;
}

export interface SimHal {
  hal: Hal;
  fb: Framebuffer;
  clock: Clock & Partial<VirtualClock> & Partial<RealClock>;
  /** Delivers a press to the app, as the board's buttons would. */
  press(b: Button, long?: boolean): void;
  /**
   * A press of logical button b as a person gives it on this board: on a touch screen a short
   * one is a tap on the corner its label is in (the board's own button is the side button,
   * which only `press` gives), on a round one a tap in its key's area (a long one a long touch
   * there, where the board has them), elsewhere the button.
   */
  soft(b: Button, long?: boolean): void;
  /** Delivers a touch to the app, as a touch screen would (ignored by an app without touch). */
  touch(t: Touch): void;
  /** The next dice rolled (not held) show these faces, e.g. "66666". */
  queueDice(faces: string): void;
  /** An accelerometer sample's change (g), as the watch delivers it (to the app while it listens and the screen is on). */
  accel(diff: number): void;
  /** Whether the app listens to the accelerometer now. */
  readonly listening: boolean;
  /** What the feedback devices did (backlight state, vibrations), the Bluetooth console, power, and whether the app left for the clock. */
  feedback: { backlight: boolean; buzzes: number; bleConsole: boolean; lcd: boolean; exited: boolean };
  /** The battery level the app reads, in percent (tests set it). */
  battery: number;
}

export function createSimHal(o: SimOptions): SimHal {
  const fb = new Framebuffer(o.profile.w, o.profile.h, o.profile.bpp, o.profile.palette, (o.profile.fonts as string[]).map((f) => GLYPHS[f]));
  fb.dark = o.profile.bpp > 1 && (o.dark ?? o.profile.dark === true); // the system's theme unless one is asked for
  fb.round = o.profile.round === true;
  const clock = o.virtual ? virtualClock() : realClock();
  const words = wordSource(o.seed);
  const queued: number[] = [];
  const feedback = { backlight: false, buzzes: 0, bleConsole: true, lcd: true, exited: false };
  let battery = 100;
  let handler: PressHandler | undefined;
  let touchHandler: TouchHandler | undefined;
  let sampler: ((diff: number) => void) | undefined;
  const hal: Hal = {
    power: {
      battery: () => battery,
      lcd: (on) => void (feedback.lcd = on),
    },
    bleConsole: (open) => void (feedback.bleConsole = open),
    display: fb,
    // A queued face f is delivered as the word f-1, which the dice mapping turns into f.
    random: { word: () => (queued.length ? (queued.shift() as number) - 1 : words()) },
    storage: o.storage ?? memoryStorage(o.profile.storageBytes),
    feedback: {
      backlight: (on) => void (feedback.backlight = on),
      buzz: () => void feedback.buzzes++,
    },
    clock,
    motion: {
      listen(s) {
        sampler = s;
        return () => {
          if (sampler === s) sampler = undefined;
        };
      },
    },
    listen(h, t) {
      handler = h;
      touchHandler = t;
      return () => {
        if (handler === h) handler = undefined;
        if (touchHandler === t) touchHandler = undefined;
      };
    },
    // The app is left for the clock: it hears no more input, and the console is open again
    // (a watch's HAL opens it wherever the app ends), as on a watch.
    exit: () => {
      feedback.exited = true;
      feedback.bleConsole = true;
      handler = undefined;
      touchHandler = undefined;
    },
  };
  return {
    hal,
    fb,
    clock,
    press: (b, long = false) => handler?.(b, long),
    soft(b, long = false) {
      const z = o.profile.keys?.[b]?.zone;
      if (o.profile.touch && z && (!long || o.profile.longTouch)) {
        return touchHandler?.({ k: long ? "hold" : "tap", x: (z[0] + z[2]) >> 1, y: (z[1] + z[3]) >> 1, dy: 0 });
      }
      const corner = o.profile.corners[b];
      if (!o.profile.touch || long || !corner) return handler?.(b, long);
      touchHandler?.({ k: "tap", x: corner.endsWith("Left") ? 2 : o.profile.w - 3, y: corner.startsWith("top") ? 2 : o.profile.h - 3, dy: 0 });
    },
    touch: (t) => {
      const halves = o.profile.halves;
      if (!halves || o.profile.touch) return touchHandler?.(t);
      // A screen of two touch halves (no touch screen): a tap is the press of the half's button, a drag nothing.
      if (t.k !== "drag") handler?.(halves[t.x < o.profile.w / 2 ? 0 : 1], t.k === "hold");
    },
    accel: (diff) => void (feedback.lcd && sampler?.(diff)),
    get listening() {
      return sampler !== undefined;
    },
    queueDice(faces) {
      if (!/^[1-6]+$/.test(faces)) throw new Error(`dice must be faces 1-6, got "${faces}"`);
      for (const c of faces) queued.push(+c);
    },
    feedback,
    get battery() {
      return battery;
    },
    set battery(level: number) {
      battery = level;
    },
  };
}
