// Parsing JSON read from Storage (saved games, settings, statistics) into the same strings on
// every board and in the simulator: device code parses only with parseJson (lint refuses
// JSON.parse elsewhere in firmware/ and hal/).
//
// Espruino's JSON.stringify writes every character from 127 up as a \u escape ("J\u00FCrgen"),
// so the files are ASCII that any reader takes. On firmware built with Unicode support (the
// Bangle.js watches) JSON.parse turns such an escape from \u0080 up into a UTF-8 string: its
// length and indexOf count characters, but substring, substr and slice cut it by bytes
// ("Jürgen Müller".substring(0, 6) is "Jürge"), replace, padStart and toUpperCase mangle it,
// and whatever is joined to it becomes one too. Without Unicode support (the Pixl.js, see
// espruino/Espruino src/jslex.c) the same escape gives one byte, \u20AC only its low byte.
// Raw Latin-1 bytes in the text parse as plain strings on both (measured on the firmware,
// test/firmware/stored-text.test.ts). So a parse first writes each such escape as the
// character itself, and text read back from Storage behaves exactly like a literal.
import { find } from "./strings";

/** What stands for a character above 0xFF: no font of the device has one, and Latin-1 cannot hold it. */
const UNKNOWN = 63; // "?"

/** The value of the four hex digits at `at` (either case), or -1. */
function hex4(s: string, at: number): number {
  if (at + 4 > s.length) return -1;
  let v = 0;
  for (let i = at; i < at + 4; i++) {
    const c = s.charCodeAt(i);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

/**
 * JSON text with every \u escape of a character from 0x80 up written as that character
 * (above 0xFF: "?"); an escaped backslash before a "u" is left alone, as is every other escape.
 */
export function latin1Escapes(text: string): string {
  let out = "";
  let from = 0;
  for (let at = find(text, "\\u", 0); at >= 0; at = find(text, "\\u", at + 2)) {
    let backslashes = 0;
    while (at - backslashes > 0 && text.charCodeAt(at - backslashes - 1) === 92) backslashes++;
    if (backslashes % 2) continue; // "\\u": a backslash, then the letter u
    const code = hex4(text, at + 2);
    if (code < 0x80) continue; // ASCII (or no escape at all: JSON.parse says so)
    out += text.substring(from, at) + String.fromCharCode(code > 0xff ? UNKNOWN : code);
    from = at + 6;
  }
  return from ? out + text.substring(from) : text;
}

/** The value of JSON `text` read from Storage, its strings plain Latin-1 on every board; throws where JSON.parse throws. */
export function parseJson(text: string): unknown {
  return JSON.parse(latin1Escapes(text));
}
