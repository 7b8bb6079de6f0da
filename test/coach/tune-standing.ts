// Offline tuner of the watches' chances to win (not a test suite): measures, for the Kniffel
// preset, how a column's final total falls around what the watch can know of it (banked + the
// exact table's value) and writes firmware/coach/standing-params.ts.
//
//   npx tsx test/coach/tune-standing.ts
//
// A watch has the value table but not the spread table (spread.ts: 719 KB more in Storage and
// more than the install budget): its spread is the measured one of the column's kind
// (estimate.ts shapeRow: free boxes, Kniffel box free, upper bonus open), and the shape of the
// rest around it is that kind's, also measured. GAMES seeded solitaire games played by the
// exact coach; every turn's start with a free box gives one sample of (kind, final - mean).
import { writeFileSync } from "node:fs";
import { shapeRow } from "../../firmware/coach/estimate";
import { PROFI } from "../../firmware/coach/players";
import { encodeRow } from "../../firmware/coach/standing";
import { ROW_DZ, ROW_POINTS, ROW_Z0 } from "../../firmware/coach/standing-grid";
import { freeBoxes, sheetState, stateSpace } from "../../firmware/coach/state";
import type { Game, Rules } from "../../firmware/core";
import { buildRules, columnTotals, newGame, Phase, playerTotals } from "../../firmware/core";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { newPlayer, playComputerTurn } from "../../sim/duel";
import { sfc32 } from "../../sim/rng";

const GAMES = 40000;
const SEED = 2812;
const OUT = new URL("../../firmware/coach/standing-params.ts", import.meta.url);

const r = buildRules("kniffel", []) as Rules;
const space = stateSpace(r);
const n = space.sheet.kinds.length;
const value = valuesFor(r, DEFAULT_TABLES, () => undefined);
const profi = newPlayer(PROFI, () => value);
const next = sfc32(SEED);
const rows: number[][] = [];
for (let k = 0; k < 4 * (n + 1); k++) rows.push([]);
for (let k = 0; k < GAMES; k++) {
  const g = newGame({ names: ["P"], rules: r, rolloff: false }) as Game;
  const marks: { row: number; mean: number }[] = [];
  while (g.ph !== Phase.Over) {
    const sc = g.sc.slice(0, n);
    const free = freeBoxes(sc);
    marks.push({ row: shapeRow(space.sheet, sc, free), mean: columnTotals(space.sheet, sc, 0, g.xk[0] * r.extraKniffelBonus).grand + value(sheetState(space, sc, 0)) });
    playComputerTurn(g, profi, next);
  }
  const final = playerTotals(g, 0).grand;
  for (const m of marks) rows[m.row].push(final - m.mean);
}
// Each kind: its spread (root mean square of final - mean) and the distribution of z = (final - mean) / spread on the grid.
const lines: string[] = [];
for (let k = 0; k < rows.length; k++) {
  const d = rows[k];
  if (d.length < 200) {
    lines.push(""); // too few games pass this kind (or none can): the watch uses the normal distribution of the nearest spread
    continue;
  }
  const sd = Math.sqrt(d.reduce((a, x) => a + x * x, 0) / d.length);
  const cdf: number[] = [];
  for (let i = 0; i < ROW_POINTS; i++) {
    const z = ROW_Z0 + i * ROW_DZ;
    cdf.push(i === ROW_POINTS - 1 ? 1 : d.filter((x) => x / sd < z).length / d.length);
  }
  lines.push(encodeRow(sd, cdf));
}
const samples = rows.reduce((a, d) => a + d.length, 0);
writeFileSync(OUT, `// The watches' chances to win (standing.ts): for each kind of column (estimate.ts shapeRow),
// the spread of its final total around banked + the table's value and the shape of it, measured
// in ${GAMES.toLocaleString("en")} solitaire games of the exact coach under the Kniffel preset (seed ${SEED}; ${samples.toLocaleString("en")} turns'
// starts) by test/coach/tune-standing.ts (generated: run it to measure again). Each row: the
// spread in tenths of a point, then the share below each grid point of z, then the shape's nodes
// (for the advice to win), two characters each (standing.ts encodeRow); "" where too few games
// pass the kind.
export const STANDING_ROWS = ${JSON.stringify(lines, null, 2).replace(/\n\]$/, ",\n]")};
`);
console.log(`wrote ${OUT.pathname}: ${lines.filter((l) => l).length} kinds of column from ${samples} samples`);
