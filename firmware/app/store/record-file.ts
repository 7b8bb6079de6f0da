// Small JSON files (settings, statistics) as one checked line: written whole (rarely), and
// read back only when the check passes, so a damaged file falls back to defaults.
import { Storage } from "../../../hal/hal";
import { readLines, sealLine } from "./crc";

/** The file's object, null when it is missing, or "damaged" when it cannot be trusted. */
export function readJsonFile(st: Storage, name: string): { [k: string]: unknown } | null | "damaged" {
  const data = st.read(name);
  if (data === undefined) return null;
  const r = readLines(data);
  if (r.lines.length !== 1 || r.damaged) return "damaged";
  try {
    const o = JSON.parse(r.lines[0]);
    return typeof o === "object" && o !== null ? o : "damaged";
  } catch (_e) {
    return "damaged";
  }
}

export function writeJsonFile(st: Storage, name: string, o: unknown): boolean {
  return st.write(name, sealLine(JSON.stringify(o)));
}
