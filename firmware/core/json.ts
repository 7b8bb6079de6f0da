// JSON as the device keeps it in Storage: parsed by json-parse.ts (why, there), written with
// the firmware's escapes. Device code writes JSON only with toJson (lint refuses
// JSON.stringify elsewhere in firmware/ and hal/).
export { parseJson } from "./json-parse";

const HEX = "0123456789ABCDEF";

/** The hex digit of the low four bits of n, upper case. */
function hex(n: number): string {
  return HEX.substring(n & 15, (n & 15) + 1);
}

/**
 * `value` as the JSON text the device writes: Espruino's JSON.stringify, whose every
 * character from 127 up is a \u escape with upper-case digits. Node writes those characters
 * as they are, so here they are escaped the device's way (the simulator's files are the
 * watch's, byte for byte); the device bundle uses hal/espruino/json.ts, which leaves the
 * firmware's output as it is.
 */
export function toJson(value: unknown): string {
  const s = JSON.stringify(value);
  let out = "";
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 127) continue;
    out += s.substring(from, i) + "\\u" + hex(c >> 12) + hex(c >> 8) + hex(c >> 4) + hex(c);
    from = i + 1;
  }
  return from ? out + s.substring(from) : s;
}
