// Accelerometer samples of the shapes shake to roll tells apart (firmware/app/shake.ts): each
// sample's change (diff, in g), as the watch delivers them, for the simulator's and the
// firmware's tests of it.

/** Samples at the watch's rate (12.5 a second, 80 ms apart) of these changes (g). */
export const SAMPLE_MS = 80;
/** The wrist moved to and fro: a strong change in every sample for half a second. */
export const SHAKE = [1.6, 1.9, 1.4, 1.8, 1.5, 1.7];
/** One knock among quiet samples. */
export const BUMP = [0.05, 0.04, 2.5, 0.06, 0.05, 0.04, 0.05, 0.06];
/** Walking: swings of at most 0.5 g, about two a second. */
export const WALK = [0.1, 0.3, 0.5, 0.3, 0.1, 0.05, 0.1, 0.3, 0.5, 0.3, 0.1, 0.05];
/** The motor running: small fast changes. */
export const BUZZ = [0.25, 0.28, 0.22, 0.27, 0.24];

