// A backup put back all or nothing, on the Bangle.js 2's firmware: the page's steps
// (web/interface/restore.ts, the very expressions it sends) cut off after each of them, at
// every file boundary and in the middle of a file, then the app started as a person would. The
// watch then holds the old data files or the new ones, never a mix; it says so where a restore
// was cut; and the screen is the simulator's, started on the same files.
import { expect, it } from "vitest";
import { RESTORE_FILE, RESTORE_TEMPS } from "../../firmware/app/store/restore";
import { STATS_FILE } from "../../firmware/app/store/stats";
import { SUMMARY_FILE } from "../../firmware/app/store/summary";
import { text } from "../../firmware/core";
import type { Backup } from "../../sim/backup";
import { BACKUP_FILES, exportFiles, prettyJson } from "../../sim/backup";
import { finish, Player } from "../../sim/harness";
import { profileFor } from "../../sim/profiles";
import { memoryStorage } from "../../sim/storage";
import { readBackup, restoreWrites } from "../../web/interface/data";
import { restoreSteps } from "../../web/interface/restore";
import { describeFirmware, Lockstep, newWatch } from "./fixture";

const SLOT = profileFor("banglejs2").slot;
/** What a cut may leave and the app looks at. */
const NAMES = [...BACKUP_FILES, SUMMARY_FILE, RESTORE_FILE, ...RESTORE_TEMPS];

/** A watch's data files after `games` games played to the end by touch and one begun. */
function played(seed: number, games: number): Map<string, string> {
  const st = memoryStorage(1 << 20);
  for (let i = 0; i < games; i++) finish(new Player(seed + i, "banglejs2", st));
  new Player(seed + games, "banglejs2", st).press("ok").press("up").press("ok"); // Neues Spiel, Los!
  return new Map([...st.files].filter(([n]) => BACKUP_FILES.includes(n)));
}

/** A backup of 20 last games (a statistics file of more than one 1 KB piece), as `kniffel export` writes it. */
function bigBackup(): Backup {
  const b = exportFiles(played(31, 2), SLOT).backup;
  const g = b.stats!.lastGames[0];
  b.stats!.lastGames = Array.from({ length: 20 }, (_, i) => ({ ...g, winner: `Spielerin Nr ${i + 1}`, score: 150 + i }));
  return b;
}

/** The data files the watch holds now. */
function dataOf(l: Lockstep): Map<string, string> {
  const m = new Map<string, string>();
  for (const n of BACKUP_FILES) {
    const d = l.watch.file(n);
    if (d !== undefined) m.set(n, d);
  }
  return m;
}

describeFirmware("a backup put back, the link cut after each step", () => {
  it("leaves the old files or the new ones at every cut, and the app says where a restore was cut", () => {
    const old = played(21, 1);
    const backup = readBackup(prettyJson(bigBackup()), "de");
    if (!("ok" in backup)) throw new Error(backup.refused);
    const writes = restoreWrites(old, backup.ok, SLOT, 1 << 20)!;
    const after = new Map(old);
    for (const n of writes.erase) after.delete(n);
    for (const [n, d] of writes.write) after.set(n, d);
    const steps = restoreSteps(writes);
    // The list's first piece is the step that commits; some file takes more than one piece.
    const writing = (name: string) => (s: { expr: string }) => s.expr.startsWith(`require('Storage').write(${JSON.stringify(name)},`);
    const commit = steps.findIndex(writing(RESTORE_FILE));
    expect(steps.filter(writing(RESTORE_TEMPS[writes.write.findIndex(([n]) => n === STATS_FILE)])).length).toBeGreaterThan(1);
    expect(old).not.toEqual(after);

    const seen = new Set<string>();
    for (let cut = 0; cut <= steps.length; cut++) {
      const l = new Lockstep(`restore-cut-${cut}`, 40 + cut, false, { watch: newWatch() });
      for (const [n, d] of old) l.writeFile(n, d);
      l.watch.emu.exec("load()"); // the page sends the app to the clock first
      l.watch.idle(1000);
      for (const s of steps.slice(0, cut)) {
        const r = l.watch.emu.eval(s.expr);
        if (s.want !== undefined) expect(r, s.expr.slice(0, 60)).toBe(s.want);
      }
      // The simulator starts on what the watch holds after the cut: both then settle it alike.
      for (const n of NAMES) {
        const d = l.watch.file(n);
        if (d === undefined) l.p.sim.hal.storage.erase(n);
        else l.p.sim.hal.storage.write(n, d);
      }
      l.restart();
      const temps = steps.slice(0, cut).some((s) => RESTORE_TEMPS.some((t) => writing(t)(s)));
      const said = cut > commit && cut < steps.length ? "s.restored" : cut <= commit && temps ? "s.restoreCut" : "";
      expect([cut, l.dump.msg]).toEqual([cut, said && text("de", said)]);
      expect([cut, dataOf(l)]).toEqual([cut, cut > commit ? after : old]);
      expect(NAMES.filter((n) => !BACKUP_FILES.includes(n) && n !== SUMMARY_FILE && l.watch.file(n) !== undefined)).toEqual([]);
      expect(l.watch.errors).toEqual([]);
      seen.add(said);
    }
    expect([...seen].sort()).toEqual(["", "s.restoreCut", "s.restored"]);
  });
});
