// Texts of the command-line tool (the game's own texts are in firmware/core/text.ts).
import { Lang, text as gameText } from "../../firmware/core";

const de: { [k: string]: string } = {
  usage: "Aufruf:\n" +
    "  kniffel score <w\u00fcrfel> [--rules REGELSATZ] [--house SCHALTER,...] [--json] [--lang de|en]\n" +
    "  kniffel replay <protokoll.json> [--json] [--lang de|en]\n" +
    "W\u00fcrfel als f\u00fcnf Ziffern, z. B. 66662. Regels\u00e4tze: kniffel, meisterschaft, tallynight, yahtzee, yatzy.",
  unknownCommand: "Unbekannter Befehl \"%s\".",
  badArgs: "Ung\u00fcltige Angaben: %s",
  unknownOption: "Unbekannte Option %s.",
  badOption: "Option %s braucht einen passenden Wert.",
  needDice: "Bitte genau einmal f\u00fcnf W\u00fcrfel angeben, z. B. 66662.",
  needFile: "Bitte genau eine Protokolldatei angeben.",
  readFailed: "Datei kann nicht gelesen werden: %s",
  dice: "W\u00fcrfel",
  rules: "Regeln",
  box: "Feld",
  points: "Punkte",
  notAllowed: "nicht erlaubt",
  place: "Platz",
  turnOf: "Am Zug: %s",
  gameOver: "Spiel beendet.",
  gameEndedEarly: "Spiel vorzeitig beendet.",
  rollOff: "Es wird um den Startspieler gew\u00fcrfelt.",
  extraBonus: "Zusatzpunkte bei jedem erlaubten Feld: %s",
};

const en: { [k: string]: string } = {
  usage: "Usage:\n" +
    "  kniffel score <dice> [--rules PRESET] [--house SWITCH,...] [--json] [--lang de|en]\n" +
    "  kniffel replay <log.json> [--json] [--lang de|en]\n" +
    "Dice as five digits, e.g. 66662. Presets: kniffel, meisterschaft, tallynight, yahtzee, yatzy.",
  unknownCommand: "Unknown command \"%s\".",
  badArgs: "Invalid arguments: %s",
  unknownOption: "Unknown option %s.",
  badOption: "Option %s needs a fitting value.",
  needDice: "Please give five dice exactly once, e.g. 66662.",
  needFile: "Please give exactly one log file.",
  readFailed: "Cannot read the file: %s",
  dice: "Dice",
  rules: "Rules",
  box: "Box",
  points: "Points",
  notAllowed: "not allowed",
  place: "Place",
  turnOf: "To play: %s",
  gameOver: "Game over.",
  gameEndedEarly: "Game ended early.",
  rollOff: "Rolling for the start player.",
  extraBonus: "Extra points with any allowed box: %s",
};

export function cliText(lang: Lang, key: string, arg?: string): string {
  const s = (lang === "en" ? en : de)[key];
  if (s === undefined) return gameText(lang, key, arg);
  return arg === undefined ? s : s.replace("%s", arg);
}
