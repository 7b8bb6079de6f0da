// Keys of text families, built at run time and checked at compile time. Apart from text.ts,
// which the device build swaps for its own (hal/espruino/text.ts): both share this.

/**
 * The key `prefix + id` of a family of texts ("preset." and a preset id, "lv." and a level),
 * typed as what it makes: the compiler checks that every member of the family has a text.
 */
export function keyOf<P extends string, I extends string>(prefix: P, id: I): `${P}${I}` {
  return (prefix + id) as `${P}${I}`;
}
