// The terminal simulator's key bindings: raw terminal input (what stdin delivers in raw
// mode, possibly several keys in one chunk) -> presses of the board's buttons. Digits are
// the physical buttons BTN1..BTN4, mapped to logical buttons by the board's data; arrows,
// Enter and Space are mnemonics for the logical buttons, so they work on every board.
// Long presses are Shift+digit (US and German layouts), Shift+arrow, Tab and m.
import type { Button } from "../hal/input";
import type { ButtonMap } from "./buttons";

/** `soft`: a key for a logical button (arrows, Enter, Space ...), which a touch screen has in its corners. */
export type KeyAction = { kind: "press"; button: Button; long: boolean; soft?: boolean } | { kind: "quit" };

/** Shift+digit on US and German keyboards, by button number: "!" is Shift+1 on both. */
const SHIFTED_DIGITS: { [key: string]: number } = { "!": 1, "@": 2, '"': 2, "#": 3, "\u00a7": 3, $: 4 };

/** Keys that stand for a logical button whatever the board. */
const MNEMONICS: { [key: string]: { button: Button; long: boolean } } = {
  "\x1b[A": { button: "up", long: false },
  "\x1bOA": { button: "up", long: false }, // arrows in the terminal's application mode
  "\x1b[B": { button: "down", long: false },
  "\x1bOB": { button: "down", long: false },
  "\r": { button: "ok", long: false },
  "\n": { button: "ok", long: false },
  "\x1bOM": { button: "ok", long: false }, // keypad Enter
  " ": { button: "back", long: false },
  "\x7f": { button: "back", long: false }, // Backspace as most terminals send it
  "\b": { button: "back", long: false },
  "\x1b": { button: "back", long: false }, // Escape on its own, see splitKeys
  "\x1b[1;2A": { button: "up", long: true }, // Shift+Up (xterm)
  "\x1b[a": { button: "up", long: true }, // Shift+Up (rxvt)
  "\x1b[1;2B": { button: "down", long: true },
  "\x1b[b": { button: "down", long: true },
  "\t": { button: "ok", long: true },
  m: { button: "back", long: true }, // m for "menu"
  M: { button: "back", long: true },
};

const QUIT = ["q", "Q", "\x03"];

/**
 * Splits a chunk of terminal input into keys: escape sequences (ESC [ ... final byte,
 * ESC O x) stay whole; an ESC at the end of the chunk or before another ESC is Escape on
 * its own; ESC before any other char is Alt+char and is kept as one (unbound) key.
 */
export function splitKeys(data: string): string[] {
  const keys: string[] = [];
  let i = 0;
  while (i < data.length) {
    let end = i + 1;
    if (data[i] === "\x1b" && i + 1 < data.length && data[i + 1] !== "\x1b") {
      if (data[i + 1] === "[") {
        end = i + 2;
        // Parameter and intermediate bytes, up to the final byte 0x40..0x7e.
        while (end < data.length && !/[\x40-\x7e]/.test(data[end])) end++;
        end = Math.min(end + 1, data.length);
      } else if (data[i + 1] === "O") {
        end = Math.min(i + 3, data.length);
      } else {
        end = i + 2;
      }
    } else if (data[i] === "\r" && data[i + 1] === "\n") {
      end = i + 2; // one Enter, as some terminals send it
    }
    keys.push(data.slice(i, end));
    i = end;
  }
  return keys;
}

/** The action of one key, or undefined for a key that is not bound (on this board). */
export function keyAction(key: string, buttons: ButtonMap): KeyAction | undefined {
  if (QUIT.includes(key)) return { kind: "quit" };
  if (key === "\r\n") return keyAction("\r", buttons);
  let number = 0;
  let long = false;
  if (/^[1-9]$/.test(key)) number = +key;
  else if (key in SHIFTED_DIGITS) {
    number = SHIFTED_DIGITS[key];
    long = true;
  }
  if (number) {
    const button = buttons["BTN" + number];
    return button ? { kind: "press", button, long } : undefined;
  }
  const m = Object.prototype.hasOwnProperty.call(MNEMONICS, key) ? MNEMONICS[key] : undefined;
  return m ? { kind: "press", button: m.button, long: m.long, soft: true } : undefined;
}

/** Every bound action in a chunk of terminal input, in order. */
export function parseKeys(data: string, buttons: ButtonMap): KeyAction[] {
  const actions: KeyAction[] = [];
  for (const key of splitKeys(data)) {
    const a = keyAction(key, buttons);
    if (a) actions.push(a);
  }
  return actions;
}

/** The key bindings as short German/English lines for under the LCD. */
export function helpLines(buttons: ButtonMap): string[] {
  const physical = Object.keys(buttons).sort();
  const digits = physical.map((p) => `${p.slice(3)} ${p} ${buttons[p]}`).join("  ");
  const shifted = physical.length > 1 ? `Shift+1..${physical.length}` : "Shift+1";
  return [
    `Tasten/keys: ${digits} | \u2191 up  \u2193 down  Enter ok  Leer/Space/Esc/\u232b back`,
    `lang/long: ${shifted}  Shift+\u2191/\u2193  Tab ok  m back | q/Strg+C Ende/quit`,
  ];
}
