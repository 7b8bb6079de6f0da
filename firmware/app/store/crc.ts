import { find, readDigits } from "../../core";

// CRC-16/CCITT-FALSE over the char codes of a string: every saved line carries one, so a
// torn write or a flipped bit is recognised instead of replayed. A byte at a time, without a
// table: the polynomial 0x1021 lets the high nibbles fold in as shifts (x ^= x >> 4, then
// x, x << 5 and x << 12). The interpreter runs four statements per character instead of a
// loop over its eight bits: a sixth of the work (its C calls on the firmware) for the
// header of a saved game, which carries the whole log.
export function crc16(s: string): number {
  let crc = 0xffff;
  for (let i = 0; i < s.length; i++) {
    let x = ((crc >> 8) ^ s.charCodeAt(i)) & 0xff;
    x ^= x >> 4;
    crc = ((crc << 8) ^ (x << 12) ^ (x << 5) ^ x) & 0xffff;
  }
  return crc;
}

/** The CRC of `text` as four hex digits. */
export function crcHex(text: string): string {
  return ("000" + crc16(text).toString(16)).slice(-4);
}

/** `text` as one checked line: text, "#", four hex digits of its CRC, newline. */
export function sealLine(text: string): string {
  return text + "#" + crcHex(text) + "\n";
}

/** The text of a checked line (without its newline), or undefined if the check fails. */
export function openLine(line: string): string | undefined {
  const hash = line.length - 5;
  if (hash < 0 || line.substring(hash, hash + 1) !== "#") return undefined;
  const text = line.slice(0, hash);
  return readDigits(line, hash + 1, line.length, 16) === crc16(text) ? text : undefined;
}

/**
 * The text of the checked line at `pos` of a file, or undefined where no valid line starts;
 * the next line starts at pos + LINE_EXTRA + its length. (One line at a time: a saved game's
 * lines as an array would take two variables each on Espruino.)
 */
export function lineAt(data: string, pos: number): string | undefined {
  const nl = find(data, "\n", pos);
  return nl < 0 ? undefined : openLine(data.slice(pos, nl));
}

/** What sealLine adds to a text: "#", four hex digits, newline. */
export const LINE_EXTRA = 6;

/** Whether what follows the valid lines (from pos) is damage: anything but erased flash (0xFF). */
export function damagedFrom(data: string, pos: number): boolean {
  for (let i = pos; i < data.length; i++) if (data.charCodeAt(i) !== 0xff) return true;
  return false;
}

/** Reads a file of checked lines: the texts of the valid lines up to the first bad one. */
export function readLines(data: string): { lines: string[]; end: number; damaged: boolean } {
  const lines: string[] = [];
  let pos = 0;
  for (let text = lineAt(data, 0); text !== undefined; text = lineAt(data, pos)) {
    lines.push(text);
    pos += text.length + LINE_EXTRA;
  }
  return { lines: lines, end: pos, damaged: damagedFrom(data, pos) };
}
