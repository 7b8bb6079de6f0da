// Random sources for the simulator: secure by default (like the board's hardware RNG), or
// the seedable sfc32 generator for reproducible games (--seed N) and tests.

export type WordSource = () => number;

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), 32-bit words. */
export function sfc32(seed: number): WordSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next(); // mix the seed in before the first word is used
  return next;
}

/**
 * Words from the platform's cryptographic generator (Web Crypto's getRandomValues, which
 * Node and the browser both have), fetched in blocks.
 */
export function secureWords(): WordSource {
  const buf = new Uint32Array(256);
  let pos = buf.length;
  return () => {
    if (pos >= buf.length) {
      globalThis.crypto.getRandomValues(buf);
      pos = 0;
    }
    return buf[pos++];
  };
}

/** A word source from a --seed value, or the secure source when none is given. */
export function wordSource(seed?: number): WordSource {
  return seed === undefined ? secureWords() : sfc32(seed);
}
