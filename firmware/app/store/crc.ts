// CRC-16/CCITT-FALSE over the char codes of a string: every saved line carries one, so a
// torn write or a flipped bit is recognised instead of replayed.
export function crc16(s: string): number {
  let crc = 0xffff;
  for (let i = 0; i < s.length; i++) {
    crc ^= (s.charCodeAt(i) & 0xff) << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** `text` as one checked line: text, "#", four hex digits of its CRC, newline. */
export function sealLine(text: string): string {
  return text + "#" + ("000" + crc16(text).toString(16)).slice(-4) + "\n";
}

/** The text of a checked line (without its newline), or undefined if the check fails. */
export function openLine(line: string): string | undefined {
  const hash = line.length - 5;
  if (hash < 0 || line.charAt(hash) !== "#") return undefined;
  const text = line.slice(0, hash);
  // Four lowercase hex digits, checked by hand: Espruino's RegExp has no {4} (it never matched there).
  for (let i = hash + 1; i < line.length; i++) if ("0123456789abcdef".indexOf(line.charAt(i)) < 0) return undefined;
  return parseInt(line.slice(hash + 1), 16) === crc16(text) ? text : undefined;
}

/** Reads a file of checked lines: the texts of the valid lines up to the first bad one. */
export function readLines(data: string): { lines: string[]; end: number; damaged: boolean } {
  const lines: string[] = [];
  let pos = 0;
  for (;;) {
    const nl = data.indexOf("\n", pos);
    const text = nl < 0 ? undefined : openLine(data.slice(pos, nl));
    if (text === undefined) break;
    lines.push(text);
    pos = nl + 1;
  }
  // What follows the valid lines must be erased flash (0xFF) or nothing; else it is damage.
  let damaged = false;
  for (let i = pos; i < data.length && !damaged; i++) if (data.charCodeAt(i) !== 0xff) damaged = true;
  return { lines: lines, end: pos, damaged: damaged };
}
