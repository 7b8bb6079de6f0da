// Searching in strings, correct on Espruino too. Espruino 2v29's String indexOf, includes and
// replace also report a match where only the beginning of the needle ends the string
// ("abcx".indexOf("xyz") is 3, "abcx".includes("xyz") is true, measured on the firmware in
// ../shared/emu), so device code searches through these two functions, and the device's
// type declarations (hal/espruino/.lib/builtins.d.ts) leave those three methods out.

/** What the interpreter's own search is, reached only here. */
interface NativeSearch {
  indexOf(needle: string, from: number): number;
}

/** The first index of `needle` in `s` at or after `from`, or -1. */
export function find(s: string, needle: string, from: number): number {
  const at = (s as unknown as NativeSearch).indexOf(needle, from);
  // A false match runs past the end; a true one before it would have been found first.
  return at >= 0 && at + needle.length <= s.length ? at : -1;
}

/** `s` with the first `needle` replaced by `by`. */
export function replaceFirst(s: string, needle: string, by: string): string {
  const at = find(s, needle, 0);
  return at < 0 ? s : s.substring(0, at) + by + s.substring(at + needle.length);
}
