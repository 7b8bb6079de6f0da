// What each feature costs an edition's heap, measured on the firmware of every board whose
// edition leaves features out (espruino.config.json `features`): its edition built with none
// of them and with each alone, installed and started; the title's variables, and each
// feature's over none. The editions table (docs/internals.md) quotes them where a feature is
// left out for its cost. (Each build puts a changed copy of the config in place of the
// project's, sim/config.ts useConfig, and the project's back after it.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Feature } from "../../hal/features";
import { FEATURES } from "../../hal/features";
import { emulated, firmwareMissing } from "../../emu/emulator";
import { installApp, Watch } from "../../emu/watch";
import { configCopy, useConfig } from "../../sim/config";
import { boardBuild } from "../boards";
import { buildBoard } from "../build";
import type { Figure } from "./measure";

/** The title's usage on board's firmware with an edition of `features` alone. */
async function titleHeap(board: string, features: Feature[]): Promise<number> {
  const project = configCopy();
  const changed = configCopy();
  changed.boards[board].features = features;
  useConfig(changed);
  const dir = mkdtempSync(join(tmpdir(), "kniffel-edition-"));
  try {
    const built = (await buildBoard(board, dir)).dir;
    const w = new Watch(installApp(built, board), false, board).start();
    if (w.errors.length) throw new Error(`${board} with ${features.join(", ") || "no features"}: ${w.errors.join("; ")}`);
    return w.usage();
  } finally {
    useConfig(project);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** For each board whose edition leaves a feature out: the title's heap without features, and each feature's cost alone. */
export async function editionFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const board of emulated()) {
    const ft = boardBuild(board).profile.ft;
    if (FEATURES.every((f) => ft[f]) || firmwareMissing(board)) continue;
    const none = await titleHeap(board, []);
    out.push({ name: `${board} edition without features: title, heap`, value: none, unit: "vars" });
    for (const f of FEATURES) out.push({ name: `${board} edition: ${f} alone, title heap over none`, value: (await titleHeap(board, [f])) - none, unit: "vars" });
  }
  return out;
}
