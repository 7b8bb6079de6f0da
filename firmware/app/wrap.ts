// Text broken into lines that fit a width: for the screens and for a round screen's wheel,
// which ui.ts itself draws with (so it lives below both).
import type { Ctx } from "./ctx";

/** Splits `s` into lines no wider than `w` pixels, at spaces. */
export function wrap(c: Ctx, s: string, w: number): string[] {
  const out: string[] = [];
  let line = "";
  const words = s.split(" ");
  for (let i = 0; i < words.length; i++) {
    const next = line ? line + " " + words[i] : words[i];
    if (line && c.display.stringWidth(next) > w) {
      out.push(line);
      line = words[i];
    } else {
      line = next;
    }
  }
  if (line) out.push(line);
  return out;
}
