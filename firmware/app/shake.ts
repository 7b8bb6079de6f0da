// A shake of the wrist, told from what else moves a watch (docs/manual.md "Shake to roll"), by
// each accelerometer sample's change (`diff`, in g, about 12.5 samples a second):
// - a shake: SHAKE_HITS samples with a change of SHAKE_G or more within SHAKE_MS (the wrist
//   moved to and fro);
// - one shake, one roll: after a shake, the next counts only once the wrist has been still,
//   STILL_SAMPLES samples in a row with a change under STILL_G (about 0.4 s calmer than any
//   shake), so a shake that goes on, as one shakes a dice cup, rolls once;
// - a bump or a tap: one such sample among quiet ones, not enough;
// - walking: swings of about 0.5 g at most, below SHAKE_G;
// - the app's own buzz: changes under about 0.3 g, below it too; and nothing counts while the
//   dice tumble and for QUIET_MS after (hush()).

export const SHAKE_G = 1;
export const SHAKE_HITS = 3;
export const SHAKE_MS = 600;
export const QUIET_MS = 300;
export const STILL_G = 0.6;
export const STILL_SAMPLES = 5;

/** The times of the strong samples lately, until when nothing counts, and the still samples a shake still waits for. */
export interface Shake {
  hits: number[];
  quiet: number;
  calm: number;
}

export function newShake(): Shake {
  return { hits: [], quiet: 0, calm: 0 };
}

/**
 * Whether the sample of change `diff` at `now` (ms) completes a shake; the count then starts
 * over once the wrist has been still. Every sample counts towards that stillness, also those
 * where no roll may be made (the dice tumbling).
 */
export function shaken(s: Shake, diff: number, now: number): boolean {
  if (s.calm) {
    s.calm = diff < STILL_G ? s.calm - 1 : STILL_SAMPLES;
    return false;
  }
  if (now < s.quiet) {
    s.hits = [];
    return false;
  }
  if (diff < SHAKE_G) return false;
  const hits = s.hits.filter(function (t) { return now - t < SHAKE_MS; });
  hits.push(now);
  if (hits.length < SHAKE_HITS) {
    s.hits = hits;
    return false;
  }
  s.hits = [];
  s.calm = STILL_SAMPLES;
  return true;
}

/** Nothing counts until `until` (ms). */
export function hush(s: Shake, until: number): void {
  s.quiet = Math.max(s.quiet, until);
  s.hits = [];
}
