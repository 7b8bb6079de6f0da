// The classes of damage a saved file can suffer, each a function of the file's text and a
// seeded random source: used by the simulator's corruption test and, on the same bytes, by
// the firmware's (test/firmware/saving.test.ts).
import { crc16 } from "../../firmware/app/store/crc";

export type Corrupt = (s: string, next: () => number) => string;

/** The first line's text replaced by f(text), sealed again with a valid check. */
const reseal = (s: string, f: (header: string) => string) => {
  const line = s.slice(0, s.indexOf("\n"));
  const text2 = f(line.slice(0, line.length - 5));
  return text2 + "#" + ("000" + crc16(text2).toString(16)).slice(-4) + s.slice(line.length);
};

export const CORRUPTIONS: [string, Corrupt][] = [
  ["bit flip", (s, n) => {
    const i = n() % s.length;
    return s.slice(0, i) + String.fromCharCode(s.charCodeAt(i) ^ (1 << (n() % 8))) + s.slice(i + 1);
  }],
  ["truncation", (s, n) => s.slice(0, n() % s.length)],
  ["garbage", (s, n) => {
    const i = n() % s.length;
    let g = "";
    for (let k = n() % 40; k >= 0; k--) g += String.fromCharCode(n() % 256);
    return s.slice(0, i) + g + s.slice(i + g.length);
  }],
  ["empty", () => ""],
  ["newer version", (s) => reseal(s, (h) => h.replace(/"v":\d+/, "\"v\":9"))],
  ["older version", (s) => reseal(s, (h) => h.replace(/"v":\d+/, "\"v\":1"))],
];

