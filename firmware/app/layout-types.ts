// What a screen hands a layout and gets from it (layout.ts), apart from the layouts
// themselves, which both use these.

/** A list's row: its label, its value ("" for none), and "-" where a rule goes above it (the sheet's totals). */
export type Row = (i: number) => string[];

/** Where the five dice stand: the first one's left, their top, their size. */
export interface DiceLayout {
  x0: number;
  y: number;
  s: number;
}
