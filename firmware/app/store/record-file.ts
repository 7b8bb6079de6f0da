// Small JSON files (settings, statistics), written whole (rarely) as JSON that any reader
// can parse, {"crc":"1a2b","data":...}, and read back only when the CRC of the data's text
// checks, so a damaged file falls back to defaults. Files from before were one checked line
// (crc.ts sealLine); those are read too, and rewritten in the new form at the next save.
import type { Storage } from "../../../hal/hal";
import { parseJson, toJson } from "../../core";
import { crcHex, readLines } from "./crc";

const HEAD = '{"crc":"';
const DATA = '","data":';

/** The data's text of a file, or undefined where its check fails. */
function checkedText(file: string): string | undefined {
  const at = HEAD.length + 4;
  if (file.substring(0, HEAD.length) === HEAD) {
    if (file.substring(at, at + DATA.length) !== DATA || file.substring(file.length - 1) !== "}") return undefined;
    const text = file.substring(at + DATA.length, file.length - 1);
    return file.substring(HEAD.length, at) === crcHex(text) ? text : undefined;
  }
  const r = readLines(file);
  return r.lines.length === 1 && !r.damaged ? r.lines[0] : undefined;
}

/** The file's object, null when it is missing, or "damaged" when it cannot be trusted. */
export function readJsonFile(st: Storage, name: string): { [k: string]: unknown } | null | "damaged" {
  const file = st.read(name);
  if (file === undefined) return null;
  const text = checkedText(file);
  if (text === undefined) return "damaged";
  try {
    const o = parseJson(text);
    return typeof o === "object" && o !== null ? (o as { [k: string]: unknown }) : "damaged";
  } catch (_e) {
    return "damaged";
  }
}

export function writeJsonFile(st: Storage, name: string, o: unknown): boolean {
  const text = toJson(o);
  return st.write(name, HEAD + crcHex(text) + DATA + text + "}");
}
