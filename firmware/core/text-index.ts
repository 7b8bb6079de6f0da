// The index at the head of a language file on the device (build/storage-files.ts writes it,
// hal/espruino/text.ts reads it). The device finds a text by searching its flash-backed file
// for "\nkey=", at about 37 of the interpreter's C calls per byte searched: 111,000 for an
// average lookup in a 5.4 KB file, most of a menu's redraw. The file's lines are grouped by a
// cheap hash of the key, and the file opens with one byte per group: where its lines start,
// in steps of TEXT_STEP bytes (rounded down, so the search may start a little early and still
// finds the key in its group). A lookup searches about 70 bytes, 14,500 calls in all.

/** Groups, one header byte each. */
export const TEXT_GROUPS = 64;
/** Header bytes count in steps of this many bytes: a file holds at most 255 steps' worth. */
export const TEXT_STEP = 32;

/**
 * The group of `key`. hal/espruino/text.ts computes the same expression inline (a call would
 * cost a third more on the device); the firmware test of every key's text fails if they differ.
 */
export function textGroup(key: string): number {
  return (key.length + key.charCodeAt(key.length - 1) * 3) & (TEXT_GROUPS - 1);
}
