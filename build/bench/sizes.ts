// Device bundle sizes against their budgets, and the flash the app's files take beside the
// room its saved games and settings need.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boardIds } from "../boards";
import { buildBoard } from "../build";
import { profileFor } from "../../sim/profiles";
import type { Figure } from "./measure";

export async function sizeFigures(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), "kniffel-bench-"));
  const out: Figure[] = [];
  for (const id of boardIds()) {
    const built = await buildBoard(id, root);
    const r = built.report;
    out.push({ name: `${id} bundle, minified`, value: r.bundle, unit: "bytes", max: r.budget.of === "bundle" ? r.budget.max : undefined });
    if (built.coach) out.push({ name: `${id} coach module, minified (loaded at the first hint)`, value: built.coach.code.length, unit: "bytes" });
    // The game's own files (saved game, settings, statistics) need their share of the flash
    // too; where the build has a Storage budget (build/size.ts), that is the share it leaves.
    const room = r.storageBytes - profileFor(id).storageBytes;
    const max = r.budget.of === "storage" ? r.budget.max : room;
    out.push({ name: `${id} code, texts, fonts, coach, tables in flash (with headers)`, value: r.storage, unit: "bytes", max });
  }
  return out;
}
