// Accelerometer samples of the shapes shake to roll tells apart (firmware/app/shake.ts): each
// sample's change (diff, in g), as the watch delivers them, for the simulator's and the
// firmware's tests of it.

/** Samples at the watch's rate (12.5 a second, 80 ms apart) of these changes (g). */
export const SAMPLE_MS = 80;
/** The wrist moved to and fro: a strong change in every sample for half a second. */
export const SHAKE = [1.6, 1.9, 1.4, 1.8, 1.5, 1.7];
/**
 * Shaking a dice cup for `ms` (1.5 to 2 s): strong changes with a weaker sample where the wrist
 * turns (one in four, down to 0.4 g), never still for long.
 */
export function diceCup(ms: number): number[] {
  const turn = [1.7, 1.9, 0.4, 1.5];
  return Array.from({ length: Math.round(ms / SAMPLE_MS) }, (_, i) => turn[i % turn.length]);
}
/** The wrist at rest for a moment (0.6 s): the small changes of a hand held still. */
export const STILL = [0.05, 0.08, 0.03, 0.1, 0.06, 0.04, 0.07, 0.05];
/** One knock among quiet samples. */
export const BUMP = [0.05, 0.04, 2.5, 0.06, 0.05, 0.04, 0.05, 0.06];
/** Walking: swings of at most 0.5 g, about two a second. */
export const WALK = [0.1, 0.3, 0.5, 0.3, 0.1, 0.05, 0.1, 0.3, 0.5, 0.3, 0.1, 0.05];
/** The motor running: small fast changes. */
export const BUZZ = [0.25, 0.28, 0.22, 0.27, 0.24];

