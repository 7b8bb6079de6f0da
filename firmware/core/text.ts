// The one string table: every text a user meets, German first (the default), English second.
// Keys are stable identifiers (box ids, error codes, preset ids); "%s" marks an argument.

export type Lang = "de" | "en";
export const LANGS: Lang[] = ["de", "en"];

type Table = { [key: string]: string };

const de: Table = {
  ones: "Einser",
  twos: "Zweier",
  threes: "Dreier",
  fours: "Vierer",
  fives: "F\u00fcnfer",
  sixes: "Sechser",
  threeKind: "Dreierpasch",
  fourKind: "Viererpasch",
  fullHouse: "Full House",
  smallStraight: "Kleine Stra\u00dfe",
  largeStraight: "Gro\u00dfe Stra\u00dfe",
  kniffel: "Kniffel",
  chance: "Chance",
  onePair: "Ein Paar",
  twoPairs: "Zwei Paare",
  yatzy: "Yatzy",

  upperSum: "Summe oben",
  bonus: "Bonus",
  upperTotal: "Gesamt oben",
  lowerSum: "Summe unten",
  extraKniffel: "Zusatz-Kniffel",
  grandTotal: "Endsumme",
  toGo: "bis 63",
  par: "Soll",

  "preset.kniffel": "Kniffel (Schmidt)",
  "preset.meisterschaft": "Kniffel Meisterschaft",
  "preset.tallynight": "Kniffel (Tallynight)",
  "preset.yahtzee": "Yahtzee",
  "preset.yatzy": "Yatzy",

  E_PRESET: "Unbekannter Regelsatz \"%s\". G\u00fcltig: kniffel, meisterschaft, tallynight, yahtzee, yatzy.",
  E_SWITCH: "Unbekannte Regel \"%s\". G\u00fcltig: extraKniffel, voluntaryStrike, fullHouseScoresSum, extraKniffelBonus, kniffelIsFullHouse.",
  E_SWITCH_VALUE: "Ung\u00fcltiger Wert: %s",
  E_SWITCH_YATZY: "Yatzy kennt keine Hausregeln (%s).",
  E_PLAYERS: "1 bis 8 Spieler mit Namen von 1 bis 12 Zeichen.",
  E_DICE: "F\u00fcnf W\u00fcrfel mit Augen von 1 bis 6 erwartet: %s",
  E_HELD_CHANGED: "Gehaltene W\u00fcrfel d\u00fcrfen sich nicht \u00e4ndern.",
  E_ALL_HELD: "Alle W\u00fcrfel sind gehalten.",
  E_NO_ROLLS: "Keine W\u00fcrfe mehr - bitte ein Feld w\u00e4hlen.",
  E_NOT_ROLLED: "Erst w\u00fcrfeln.",
  E_DIE: "Es gibt nur die W\u00fcrfel 1 bis 5.",
  E_BOX: "Dieses Feld gibt es nicht.",
  E_FILLED: "Dieses Feld ist schon belegt.",
  E_FORCED_UPPER: "Der Kniffel muss in sein Zahlenfeld.",
  E_JOKER_LOWER: "Der Joker muss in ein freies Feld unten.",
  E_NO_STRIKE: "Streichen ist nur erlaubt, wenn kein freies Feld passt.",
  E_MUST_FIT: "Der Zusatz-Kniffel muss in ein passendes Feld.",
  E_ROLLOFF: "Erst wird um den Startspieler gew\u00fcrfelt.",
  E_OVER: "Das Spiel ist vorbei.",
  E_NO_UNDO: "Nur der letzte Eintrag kann zur\u00fcckgenommen werden, bis wieder gew\u00fcrfelt wird.",
  E_LOG: "Spielprotokoll fehlerhaft: %s",
  E_AT: "Protokolleintrag %s:",
};

const en: Table = {
  ones: "Ones",
  twos: "Twos",
  threes: "Threes",
  fours: "Fours",
  fives: "Fives",
  sixes: "Sixes",
  threeKind: "Three of a kind",
  fourKind: "Four of a kind",
  fullHouse: "Full house",
  smallStraight: "Small straight",
  largeStraight: "Large straight",
  kniffel: "Yahtzee",
  chance: "Chance",
  onePair: "One pair",
  twoPairs: "Two pairs",
  yatzy: "Yatzy",

  upperSum: "Upper sum",
  bonus: "Bonus",
  upperTotal: "Upper total",
  lowerSum: "Lower sum",
  extraKniffel: "Extra Yahtzee",
  grandTotal: "Grand total",
  toGo: "to 63",
  par: "Par",

  "preset.kniffel": "Kniffel (Schmidt)",
  "preset.meisterschaft": "Kniffel championship",
  "preset.tallynight": "Kniffel (Tallynight)",
  "preset.yahtzee": "Yahtzee",
  "preset.yatzy": "Yatzy",

  E_PRESET: "Unknown rule set \"%s\". Valid: kniffel, meisterschaft, tallynight, yahtzee, yatzy.",
  E_SWITCH: "Unknown rule \"%s\". Valid: extraKniffel, voluntaryStrike, fullHouseScoresSum, extraKniffelBonus, kniffelIsFullHouse.",
  E_SWITCH_VALUE: "Invalid value: %s",
  E_SWITCH_YATZY: "Yatzy has no house rules (%s).",
  E_PLAYERS: "1 to 8 players with names of 1 to 12 characters.",
  E_DICE: "Expected five dice showing 1 to 6: %s",
  E_HELD_CHANGED: "Held dice must not change.",
  E_ALL_HELD: "All dice are held.",
  E_NO_ROLLS: "No rolls left - choose a box.",
  E_NOT_ROLLED: "Roll first.",
  E_DIE: "There are only dice 1 to 5.",
  E_BOX: "There is no such box.",
  E_FILLED: "This box is already filled.",
  E_FORCED_UPPER: "The Yahtzee must go into its upper box.",
  E_JOKER_LOWER: "The joker must go into a free lower box.",
  E_NO_STRIKE: "A box may be struck only when no free box fits.",
  E_MUST_FIT: "The extra Yahtzee must go into a box it fits.",
  E_ROLLOFF: "First the start player is rolled for.",
  E_OVER: "The game is over.",
  E_NO_UNDO: "Only the last entry can be undone, until the next roll.",
  E_LOG: "Bad game log: %s",
  E_AT: "Log entry %s:",
};

const TABLES = { de: de, en: en };

/** The text for `key` in `lang`, with `%s` replaced by `arg`; an unknown key shows itself. */
export function text(lang: Lang, key: string, arg?: string): string {
  const s = TABLES[lang][key];
  if (s === undefined) return key;
  return arg === undefined ? s : s.replace("%s", arg);
}

/** Every key of the table (both languages have the same keys; a test checks it). */
export function textKeys(lang: Lang): string[] {
  return Object.keys(TABLES[lang]);
}
