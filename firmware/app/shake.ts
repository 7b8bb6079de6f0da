// A shake of the wrist, told from what else moves a watch (docs/manual.md "Shake to roll"), by
// each accelerometer sample's change (`diff`, in g, about 12.5 samples a second):
// - a shake: SHAKE_HITS samples with a change of SHAKE_G or more within SHAKE_MS (the wrist
//   moved to and fro);
// - a bump or a tap: one such sample among quiet ones, not enough;
// - walking: swings of about 0.5 g at most, below SHAKE_G;
// - the app's own buzz: changes under about 0.3 g, below it too; and nothing counts while the
//   dice tumble and for QUIET_MS after (hush()).

export const SHAKE_G = 1;
export const SHAKE_HITS = 3;
export const SHAKE_MS = 600;
export const QUIET_MS = 300;

/** The times of the strong samples lately, and until when nothing counts. */
export interface Shake {
  hits: number[];
  quiet: number;
}

export function newShake(): Shake {
  return { hits: [], quiet: 0 };
}

/** Whether the sample of change `diff` at `now` (ms) completes a shake; the count then starts over. */
export function shaken(s: Shake, diff: number, now: number): boolean {
  if (now < s.quiet) {
    s.hits = [];
    return false;
  }
  if (diff < SHAKE_G) return false;
  const hits = s.hits.filter(function (t) { return now - t < SHAKE_MS; });
  hits.push(now);
  s.hits = hits.length < SHAKE_HITS ? hits : [];
  return hits.length >= SHAKE_HITS;
}

/** Nothing counts until `until` (ms). */
export function hush(s: Shake, until: number): void {
  s.quiet = Math.max(s.quiet, until);
  s.hits = [];
}
