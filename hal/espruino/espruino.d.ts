// Espruino's device globals that hal/espruino uses: the graphics `g`, pin watches, the
// hardware RNG, the Pixl.js LED, the Bangle.js 2 object and the Storage module, typed as
// far as this project calls them (see https://www.espruino.com/Reference). Only
// hal/espruino may touch these (DESIGN.md); the lint rules do not enforce that, review does.
//
// This file names nothing Node or the ES library also declares, so both type checks see it:
// the project's (full ES library + Node) and the device gate's (noLib, with .lib/builtins.d.ts).

/** A pin, e.g. BTN1; only passed back to Espruino. */
interface EspruinoPin {
  read(): boolean;
}

interface EspruinoGraphics {
  /** A colour index in the display's own format (Pixl.js: 0 or 1). */
  setColor(c: number): EspruinoGraphics;
  /** Red, green, blue from 0 to 1 (Bangle.js 2 dithers what its 3 bits cannot show). */
  setColor(r: number, g: number, b: number): EspruinoGraphics;
  fillRect(x1: number, y1: number, x2: number, y2: number): EspruinoGraphics;
  setFontCustom(bitmap: string, firstChar: number, widths: string, height: number): EspruinoGraphics;
  drawString(s: string, x: number, y: number): EspruinoGraphics;
  stringWidth(s: string): number;
  /** Sends the changed rows to the LCD (needed where the board does not flip by itself). */
  flip(): void;
  /** The system's colours (Bangle.js: the Settings app's theme); only `dark` is read. */
  theme: { dark: boolean };
}

interface EspruinoWatchEvent {
  /** The pin's level after the edge: true = pressed for the boards' buttons. */
  state: boolean;
  /** Seconds, as getTime(). */
  time: number;
}

interface EspruinoWatchOptions {
  repeat: boolean;
  edge: "rising" | "falling" | "both";
  /** Milliseconds the level must be stable before the edge counts. */
  debounce: number;
}

/** Bangle.js 2 drag event: finger at (x, y), moved by (dx, dy); b is 0 when lifted. */
interface BangleDrag {
  x: number;
  y: number;
  dx: number;
  dy: number;
  b: number;
}

interface BangleUi {
  mode: "custom";
  /** xy.type: 0 a tap, 2 a long touch (the touch controller's own report). */
  touch?: (button: number, xy: { x: number; y: number; type?: number }) => void;
  drag?: (e: BangleDrag) => void;
  /** Called when another app or setUI() replaces this UI: must free every watch. */
  remove?: () => void;
}

/** An accelerometer sample (g): the axes, the change since the last sample, the magnitude. */
interface BangleAccel {
  x: number;
  y: number;
  z: number;
  diff: number;
  mag: number;
}

interface BangleObject {
  /** The accelerometer's samples, about 12.5 a second. */
  on(event: "accel", fn: (a: BangleAccel) => void): void;
  removeListener(event: "accel", fn: (a: BangleAccel) => void): void;
  isLocked(): boolean;
  isLCDOn(): boolean;
  /** Without arguments: removes the current UI (calling its remove handler). */
  setUI(ui?: BangleUi): void;
  buzz(ms: number, strength?: number): unknown;
  setBacklight(on: boolean): void;
}

/** require("Storage"): files in flash, see ../shared/ESPRUINO.md "Storage API". */
interface EspruinoStorage {
  /** A flash-backed string (no RAM copy); with offset and length, that slice of the file. */
  read(name: string, offset?: number, length?: number): string | undefined;
  /** The whole file as an ArrayBuffer mapped over the flash (no RAM copy). */
  readArrayBuffer(name: string): ArrayBuffer | undefined;
  write(name: string, data: string, offset?: number, size?: number): boolean;
  /**
   * A file of the firmware's own JSON (its writeJSON leaves keys unquoted where it can, which
   * JSON.parse refuses), parsed; with noExceptions, undefined where it is missing or broken.
   */
  readJSON(name: string, noExceptions: boolean): unknown;
  erase(name: string): void;
  list(): string[];
  getFree(): number;
}

declare const g: EspruinoGraphics;
/** A line of E.showMenu: a number stepped between min and max (shown by format), or a yes/no. */
interface EspruinoMenuLine {
  value: number | boolean;
  min?: number;
  max?: number;
  format?: (v: number) => string;
  onchange: (v: never) => void;
}

/** E.showMenu's menu: "" holds the title and what back does; every other key is a line. */
type EspruinoMenu = { [label: string]: EspruinoMenuLine | { title: string; back: () => void } };

/**
 * toArrayBuffer: a string's bytes as an ArrayBuffer, over the string itself (a flash string
 * stays in flash). toString: bytes as a string.
 */
declare const E: {
  hwRand(): number; getBattery(): number; showMenu(menu: EspruinoMenu): unknown; toArrayBuffer(s: string): ArrayBuffer;
  toString(data: Uint8Array | ArrayBuffer): string;
  CRC32(data: string): number;
  /** The Bangle.js UI's full-screen message (absent where the firmware has no such UI). */
  showMessage?: (message: string, title?: string) => void;
  /** The device the REPL (the console) is on: "Bluetooth", "USB", ...; null where it is closed. */
  getConsole(): string | null;
  /** Moves the console to a device, or closes it (null); `force`: it stays there when another device connects. */
  setConsole(device: string | null, options: { force: boolean }): void;
  /** "kill": just before the interpreter is reset (load(), reset(), a reboot). */
  on(event: "kill", fn: () => void): void;
  removeListener(event: "kill", fn: () => void): void;
};
/** The Bluetooth UART: where the console is not on it, what arrives is its "data". */
declare const Bluetooth: {
  on(event: "data", fn: (data: string) => void): void;
  removeListener(event: "data", fn: (data: string) => void): void;
};
/** require("heatshrink"): the firmware's LZSS decompression (the App Loader's and the build's compression). */
interface EspruinoHeatshrink {
  decompress(data: string): ArrayBuffer;
}
declare const LED1: { set(): void; reset(): void };
declare const Bangle: BangleObject;
declare function setWatch(fn: (e: EspruinoWatchEvent) => void, pin: EspruinoPin, opts: EspruinoWatchOptions): number;
declare function clearWatch(id: number): void;
/** Without a file: leaves the app for the watch's clock (Bangle.js), as the watch's own apps do. */
declare function load(file?: string): void;
/** Seconds since power-on, with sub-millisecond resolution. */
declare function getTime(): number;

/** The Pixl.js LCD's power (off: no display, minimal current). */
declare const Pixl: { setLCDPower(on: boolean): void };
