// A backup put back all or nothing. The App Loader's page (web/interface/main.ts) writes the
// backup's files under temporary names (RESTORE_TEMPS), checks each on the watch, and only
// then writes the list of what to make current (RESTORE_FILE: "w <temporary> <name>" and
// "e <name>" entries, each ended by ";", a character no file name has, where a line break would
// become a template literal's real line break in the page's minified code, which the App
// Loader's one-line command cannot carry): that one small file is the step that commits. Then it runs
// settleRestore() on the watch, and the app runs it at every start, so a restore cut off at
// any point leaves the old files (no list yet: the temporary ones are erased) or the new ones
// (the list is there: it is carried out again, which changes nothing done already).

/** The list of a committed restore. */
export const RESTORE_FILE = "kniffel.rst";
/** The temporary names of the backup's files (one per data file it may hold: sim/backup.ts). */
export const RESTORE_TEMPS = ["kniffel.r0", "kniffel.r1", "kniffel.r2", "kniffel.r3", "kniffel.r4", "kniffel.r5"];

/**
 * What settleRestore found: nothing, a committed restore it completed, a cut one whose files it
 * discarded. The function returns these as literals: its text must stand alone on the watch.
 */
export const RESTORE_NONE = 0;
export const RESTORE_DONE = 1;
export const RESTORE_CUT = 2;

/** The part of a Storage it needs: the firmware's Storage module has the same methods. */
export interface RestoreStorage {
  read(name: string): string | undefined;
  write(name: string, data: string): boolean;
  erase(name: string): void;
}

/**
 * Completes a committed restore, or discards the files of one cut off before its list was
 * written. It uses nothing but its parameters, so that the page can send its text to the
 * watch to run there (`(${settleRestore})(require("Storage"), ...)`): one piece of code for
 * both. A file copied whole keeps a saved-game slot's erased end (its 0xFF bytes).
 */
export function settleRestore(st: RestoreStorage, list: string, temps: string[]): number {
  const m = st.read(list);
  if (m === undefined) {
    let cut = 0;
    for (let i = 0; i < temps.length; i++) {
      if (st.read(temps[i]) !== undefined) {
        st.erase(temps[i]);
        cut = 2;
      }
    }
    return cut;
  }
  const lines = m.split(";");
  for (let i = 0; i < lines.length; i++) {
    const f = lines[i].split(" ");
    if (f[0] === "e") st.erase(f[1]);
    if (f[0] !== "w") continue;
    const d = st.read(f[1]);
    // Gone: made current before a cut, which left the list behind.
    if (d === undefined) continue;
    st.write(f[2], d);
    st.erase(f[1]);
  }
  st.erase(list);
  return 1;
}

/** The list that commits a restore: each file written under RESTORE_TEMPS[i] becomes its name, the others are erased. */
export function restoreList(write: string[], erase: string[]): string {
  return write.map(function (n, i) { return "w " + RESTORE_TEMPS[i] + " " + n; }).concat(erase.map(function (n) { return "e " + n; })).join(";");
}
