// Numbers read by hand from saved text. Espruino's RegExp has no {n} quantifier and fails on
// an optional `x?` followed by more pattern (../shared/ESPRUINO.md), so device code never
// uses regular expressions (the bundle check refuses them) and reads its formats with this.

/**
 * The number written in s[from, to) in `radix` (10, or 16 with lowercase digits), or -1
 * when that range is empty or holds anything but such digits (no sign, no space).
 */
export function readDigits(s: string, from: number, to: number, radix: number): number {
  if (to <= from) return -1;
  let v = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : radix;
    if (d >= radix) return -1;
    v = v * radix + d;
  }
  return v;
}

/** The decimal number in s[from, to) of 1 to `most` digits (leading zeros allowed), or -1. */
export function readDecimal(s: string, from: number, to: number, most: number): number {
  return to - from <= most ? readDigits(s, from, to, 10) : -1;
}
