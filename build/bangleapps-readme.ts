// The App Loader folder's README names every file the app installs and every file it writes
// (the folder's metadata.json: storage and data), so that the list a user reads is the one
// the App Loader installs and removes. `npm run build` writes the list between the README's
// marks; test/docs/app-readme.test.ts compares it with the suite's build.
import type { Metadata } from "./bangleapps";

/** What each file is, by its name; a file without a line here fails the build. */
const WHAT: [RegExp, string][] = [
  [/^kniffel\.app\.js$/, "the program (each watch gets its own)"],
  [/^kniffel\.img$/, "the icon"],
  [/^kniffel\.settings\.js$/, "the app's page in the watch's Settings"],
  [/^kniffel\.clkinfo\.js$/, "the clock info: the game in progress or the best score on the clock"],
  [/^kniffel\.(de|en)$/, "the texts, German and English"],
  [/^kniffel\.f\d$/, "fonts"],
  [/^kniffel\.core$/, "the rules core, a module the app and the coach share"],
  [/^kniffel\.coach$/, "the coach, loaded for each question"],
  [/^kniffel\.cp$/, "the coach's compact model and the chances' standing rows"],
  [/^kniffel\.prep$/, "the prepare module: the app makes the coach's files from the parts in the background after an install"],
  [/^kniffel\.win$/, "the chances to win and the advice to win"],
  [/^kniffel\.wk$/, "the Kniffel rolls' entry lists the advice to win reads"],
  [/^kniffel\.s\d+$/, "the coach's set-up file in compressed parts"],
  [/^kniffel\.z\d+\.(\d+|\*)$/, "a rule set's value table in packed parts (the Kniffel preset's installed; others sent by the app's page)"],
  [/^kniffel\.zw$/, "says that packed parts wait to be unpacked"],
  [/^kniffel\.g[01]$/, "the game in progress, two slots written in turn"],
  [/^kniffel\.sav$/, "a saved game of the oldest format, read once"],
  [/^kniffel\.json$/, "the settings"],
  [/^kniffel\.set$/, "the settings of the oldest format, read once"],
  [/^kniffel\.st$/, "the statistics"],
  [/^kniffel\.ci$/, "the clock info's summary of the game"],
  [/^kniffel\.r\d$/, "a backup the app's page puts back, under temporary names until it is complete"],
  [/^kniffel\.rst$/, "the list that makes a restored backup current (there only until it is done)"],
  [/^kniffel\.cs$/, "the coach's set-up file, made from its parts"],
  [/^kniffel\.v\*$/, "the value tables, made from their parts"],
];

const START = "<!-- the files: written by npm run build from metadata.json -->";
const END = "<!-- /the files -->";

/** Consecutive names that differ only in a last number, as one `first` … `last` entry. */
function ranges(names: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < names.length; i++) {
    const stem = /^(.*\.)(\d+)$/.exec(names[i]);
    let j = i;
    while (stem && j + 1 < names.length && names[j + 1] === `${stem[1]}${Number(stem[2]) + j + 1 - i}`) j++;
    out.push(j > i + 1 ? `\`${names[i]}\` … \`${names[j]}\`` : names.slice(i, j + 1).map((n) => `\`${n}\``).join(", "));
    i = j;
  }
  return out;
}

/** One line per kind of file: its names and what they are. */
function lines(names: string[]): string[] {
  const kinds: { what: string; names: string[] }[] = [];
  for (const n of names) {
    const what = WHAT.find(([p]) => p.test(n))?.[1];
    if (what === undefined) throw new Error(`build/bangleapps-readme.ts: no description of ${n}`);
    const kind = kinds.find((k) => k.what === what);
    if (kind) kind.names.push(n);
    else kinds.push({ what, names: [n] });
  }
  return kinds.map((k) => `- ${ranges(k.names).join(", ")}: ${k.what}`);
}

/** The README with its file list made from `m`; a README without the marks is an error. */
export function withFileList(readme: string, m: Metadata): string {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`the App Loader folder's README needs "${START}" … "${END}"`);
  const installed = [...new Set(m.storage.map((s) => s.name))];
  const written = m.data.map((d) => ("name" in d ? d.name : d.wildcard));
  const list = ["", "Installed:", "", ...lines(installed), "", "Written by the app (removed with it):", "", ...lines(written), ""];
  return readme.slice(0, from + START.length) + list.join("\n") + readme.slice(to);
}
