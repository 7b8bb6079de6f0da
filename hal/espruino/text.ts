// The device's string table: the same API as firmware/core/text.ts, which the build swaps
// for this module (build/substitutes.ts). The table itself would cost about 8 KB of RAM as
// an object; instead the build writes each language to a Storage file (build/storage-files.ts:
// an index, then one "key=value\n" line per text, Latin-1) and this module finds a key with the
// native indexOf in the flash-backed string Storage.read returns, from where the index says
// its group starts (firmware/core/text-index.ts): no table in RAM, only the one text asked
// for is copied.
//
// The file's string is kept between calls (one lookup of the file, not one per text); it
// stays valid because nothing compacts the Storage while the game runs from flash (see
// ../shared/ESPRUINO.md).
import type { Lang, TextKey } from "../../firmware/core/text";
import { flash } from "./flash";
import { find, replaceFirst } from "../../firmware/core/strings";
import { TEXT_GROUPS, TEXT_STEP } from "../../firmware/core/text-index";

export type { Lang, TextKey };
export const LANGS: Lang[] = BOARD_LANGS;

let loaded = "";
let table = "";

function tableOf(lang: Lang): string {
  if (lang !== loaded) {
    table = flash().read(BOARD_FILES + "." + lang) || "";
    loaded = lang;
  }
  return table;
}

/** The text for `key` in `lang`, with `%s` replaced by `arg`; an unknown key shows itself. */
export function text(lang: Lang, key: TextKey, arg?: string): string {
  const t = tableOf(lang);
  // Where key's group starts: textGroup(key), inline.
  const at = find(t, "\n" + key + "=", t.charCodeAt((key.length + key.charCodeAt(key.length - 1) * 3) & (TEXT_GROUPS - 1)) * TEXT_STEP);
  if (at < 0) return key;
  const from = at + key.length + 2;
  const s = t.substring(from, find(t, "\n", from));
  return arg === undefined ? s : replaceFirst(s, "%s", arg);
}

/** Every key of the table, in file order. */
export function textKeys(lang: Lang): TextKey[] {
  const t = tableOf(lang);
  const keys: TextKey[] = [];
  // Each line starts after a "\n" (the first after the index); the file ends with one.
  for (let i = TEXT_GROUPS; i < t.length - 1; i = find(t, "\n", i + 1)) keys.push(t.substring(i + 1, find(t, "=", i)) as TextKey);
  return keys;
}
