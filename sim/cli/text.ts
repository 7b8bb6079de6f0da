// Texts of the command-line tool (the game's own texts are in firmware/core/text.ts).
import type { Lang, TextKey } from "../../firmware/core";
import { text as gameText } from "../../firmware/core";

const de: { [k: string]: string } = {
  usage: "Aufruf:\n" +
    "  kniffel score <w\u00fcrfel> [--rules REGELSATZ] [--house SCHALTER,...] [--json] [--lang de|en]\n" +
    "  kniffel replay <protokoll.json> [--json] [--lang de|en]\n" +
    "  kniffel best <blatt> <w\u00fcrfel> <w\u00fcrfe-\u00fcbrig> [--target PUNKTE] [--rules REGELSATZ] [--house SCHALTER,...] [--tables ORDNER] [--json] [--lang de|en]\n" +
    "  kniffel analyse <protokoll.json> [--tables ORDNER] [--json] [--lang de|en]\n" +
    "  kniffel chance \"<blatt>;<blatt>;...\" [--turn N [--dice W\u00dcRFEL --rolls W\u00dcRFE-\u00dcBRIG]] [--rollouts N] [--seed S] [--rules REGELSATZ] [--house SCHALTER,...] [--tables ORDNER] [--json] [--lang de|en]\n" +
    "  kniffel duel --players STUFE,... [--games N] [--rules REGELSATZ] [--house SCHALTER,...] [--seed N] [--tables ORDNER] [--json] [--lang de|en]\n" +
    "  kniffel export --storage ORDNER [--out DATEI] [--board pixljs|banglejs2]\n" +
    "  kniffel import <datei.json> --storage ORDNER [--board pixljs|banglejs2]\n" +
    "W\u00fcrfel als f\u00fcnf Ziffern, z. B. 66662. Regels\u00e4tze: kniffel, meisterschaft, tallynight, yahtzee, yatzy.\n" +
    "best: die Z\u00fcge nach erwartetem Endergebnis bei optimalem Weiterspiel, w\u00fcrfe-\u00fcbrig 0, 1 oder 2.\n" +
    "  Blatt: \"-\" (leer) oder die belegten Felder als feld=punkte mit Kommas, z. B.\n" +
    "  sixes=24,threeKind=26,kniffel=50,extra=50; Feldnamen: ones twos threes fours fives sixes\n" +
    "  threeKind fourKind fullHouse smallStraight largeStraight kniffel chance (Yatzy: ... onePair\n" +
    "  twoPairs ... yatzy); 0 = gestrichen; extra = schon erhaltene Zusatz-Kniffel-Punkte.\n" +
    "  --target PUNKTE: stattdessen die Z\u00fcge nach der genauen Wahrscheinlichkeit, mindestens PUNKTE\n" +
    "  zu erreichen, wenn jeder Zug darauf zielt (h\u00f6chstens 3 freie Felder).\n" +
    "chance: jedes Spielers Chance zu gewinnen (geteilter erster Platz anteilig), wenn alle den Coach\n" +
    "  nach erwartetem Endergebnis spielen; genau in der letzten Runde (h\u00f6chstens ein freies Feld je\n" +
    "  Blatt; ein volles Blatt: fertig), sonst gesch\u00e4tzt aus zu Ende gespielten Partien (--rollouts N,\n" +
    "  Standard 4000, --seed S, mit Standardfehler). --turn N: Spieler N ist am Zug, mit --dice und --rolls mitten im Zug.\n" +
    "analyse: jede Entscheidung eines Spiels (Halten, Feldwahl) mit ihrem Verlust an erwarteten\n" +
    "  Punkten gegen\u00fcber optimalem Spiel, jeder Spieler auf seinem eigenen Blatt, und die Summe.\n" +
    "  Die Wertetabelle des Regelsatzes kommt aus dist/tables (npm run tables) oder wird berechnet.\n" +
    "duel: ganze Spiele zwischen Computerspielern (Stufen profi, gut, locker; 1 bis 8 Pl\u00e4tze,\n" +
    "  Standard 1000 Spiele): Schnitt, Standardabweichung, Siegesanteil und Zeit je Zug jeder Stufe.\n" +
    "export/import: Spielstand, Einstellungen und Statistik eines Speicherordners (npm start --\n" +
    "  --storage ORDNER) als eine lesbare JSON-Sicherung, und zur\u00fcck im Ger\u00e4teformat.",
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

  needBest: "Aufruf: kniffel best <blatt> <w\u00fcrfel> <w\u00fcrfe-\u00fcbrig>, z. B. kniffel best - 66421 2",
  badRollsLeft: "W\u00fcrfe \u00fcbrig: 0, 1 oder 2, nicht \"%s\".",
  stateEmpty: "Das Blatt fehlt: \"-\" f\u00fcr ein leeres Blatt, sonst z. B. sixes=24,kniffel=50.",
  stateEntry: "Blatt-Eintrag \"%s\" unverst\u00e4ndlich: erwartet feld=punkte, z. B. sixes=24.",
  stateBox: "Unbekanntes Feld %s.",
  stateTwice: "Feld %s steht zweimal im Blatt.",
  stateScore: "Diese Punktzahl kann das Feld nicht haben: %s.",
  stateExtra: "Zusatz-Kniffel-Punkte %s passen nicht: ein Vielfaches des Bonus, nur mit kniffel=50 und nicht in Yatzy.",
  stateFull: "Das Blatt ist voll: es gibt nichts mehr zu entscheiden.",
  computing: "Berechne die Wertetabelle f\u00fcr %s (einige Sekunden) ...",
  staleTable: "%s ist keine Wertetabelle dieses Formats (eine \u00e4ltere?): sie wird neu berechnet.",
  cacheFailed: "Die Wertetabelle wurde nicht gespeichert: %s",
  sheetLine: "Blatt: %s (%s Punkte)",
  rollsLeft0: "kein Wurf mehr",
  rollsLeft1: "noch 1 Wurf",
  rollsLeft2: "noch 2 W\u00fcrfe",
  hold: "halten %s",
  rerollAll: "alle neu w\u00fcrfeln",
  enter: "%s: %s",
  rank: "Rang",
  move: "Zug",
  expected: "Erwartung",
  loss: "Verlust",
  round: "Runde",
  player: "Spieler",
  roll: "Wurf",
  choice: "Wahl",
  bestChoice: "Beste Wahl",
  analyseTitle: "Analyse: %s",
  noDecisions: "Keine Entscheidungen im Protokoll.",
  totalLoss: "Verlust gesamt (erwartete Punkte gegen\u00fcber optimalem Spiel, jeder auf seinem eigenen Blatt):",
  playerLoss: "  %s: %s Punkte in %s Entscheidungen, davon %s mit Verlust; Endsumme %s (optimal erwartet: %s)",

  needPlayers: "Bitte die Spieler mit --players angeben, 1 bis 8 Stufen mit Kommas, z. B. --players profi,gut,locker.",
  badLevel: "Unbekannte Spielst\u00e4rke \"%s\". G\u00fcltig: %s.",
  badGames: "--games braucht eine ganze Zahl von 1 bis 1000000, nicht \"%s\".",
  badSeed: "--seed braucht eine ganze Zahl von 0 bis 4294967295, nicht \"%s\".",
  badTarget: "--target braucht eine ganze Zahl von 0 bis 2000, nicht \"%s\".",
  targetFree: "--target rechnet genau f\u00fcr h\u00f6chstens %s freie Felder; das Blatt hat %s.",
  chance: "Chance",
  needChance: "Aufruf: kniffel chance \"<blatt>;<blatt>;...\" (1 bis 8 Bl\u00e4tter), z. B. kniffel chance \"sixes=24,...;-\"",
  chancePlayer: "Spieler %s: %s",
  badRollouts: "--rollouts braucht eine ganze Zahl von 100 bis 1000000, nicht \"%s\".",
  chanceRollouts: "Gesch\u00e4tzt aus %s zu Ende gespielten Partien je Spieler (Seed %s), \u00b1 ein Standardfehler.",
  chanceExactNote: "Genau: die letzte Runde.",
  chanceEstimateNote: "Gesch\u00e4tzt: jede Endsumme um den Erwartungswert der Tabelle, mit ihrer Streuung und der gemessenen Form des Rests (Fehler: docs/chances.md).",
  chanceTurn: "--turn braucht die Nummer eines Spielers mit einem freien Feld (1 bis %s), nicht \"%s\".",
  chanceDice: "--dice und --rolls geh\u00f6ren zusammen und brauchen --turn.",
  chanceRow: "Spieler %s",
  finalMean: "Endsumme im Mittel",
  duelTitle: "%s Spiele, %s",
  seat: "Platz",
  level: "Stufe",
  mean: "Schnitt",
  sd: "SD",
  winShare: "Siege",
  msPerMove: "ms/Zug",

  needStorage: "Bitte den Speicherordner mit --storage ORDNER angeben.",
  noFolder: "Speicherordner nicht gefunden: %s",
  badBoard: "Unbekanntes Ger\u00e4t \"%s\". G\u00fcltig: %s.",
  writeFailed: "Datei kann nicht geschrieben werden: %s",
  backupBad: "Sicherung fehlerhaft: %s",
  backupVersion: "Sicherung einer unbekannten Version: %s",
  backupOther: "Das ist keine Kniffel-Sicherung (kein \"kniffelBackup\"): wohl die Datei einer anderen App.",
  backupNewer: "Sicherung einer neueren Version (%s): bitte erst die App aktualisieren.",
  storageFull: "Der Speicher ist voll: %s passt nicht hinein.",
  exported: "Gesichert nach %s.",
  imported: "Wiederhergestellt in %s: %s.",
  partGame: "Spielstand (%s Eintr\u00e4ge)",
  partSettings: "Einstellungen",
  partStats: "Statistik",
  partNone: "nichts (leere Sicherung)",
  warnGameDamaged: "Hinweis: Der Spielstand war besch\u00e4digt; gesichert ist der letzte g\u00fcltige Stand.",
  warnGameUnreadable: "Hinweis: Der Spielstand ist unlesbar und fehlt in der Sicherung.",
  warnGameNewer: "Hinweis: Der Spielstand stammt von einer neueren Version und fehlt in der Sicherung.",
  warnSettings: "Hinweis: Die Einstellungen waren besch\u00e4digt; gesichert sind die Werte, die das Ger\u00e4t verwendet.",
  warnStats: "Hinweis: Die Statistik ist besch\u00e4digt und fehlt in der Sicherung.",
};

const en: { [k: string]: string } = {
  usage: "Usage:\n" +
    "  kniffel score <dice> [--rules PRESET] [--house SWITCH,...] [--json] [--lang de|en]\n" +
    "  kniffel replay <log.json> [--json] [--lang de|en]\n" +
    "  kniffel best <state> <dice> <rolls-left> [--target POINTS] [--rules PRESET] [--house SWITCH,...] [--tables DIR] [--json] [--lang de|en]\n" +
    "  kniffel analyse <log.json> [--tables DIR] [--json] [--lang de|en]\n" +
    "  kniffel chance \"<state>;<state>;...\" [--turn N [--dice DICE --rolls ROLLS-LEFT]] [--rollouts N] [--seed S] [--rules PRESET] [--house SWITCH,...] [--tables DIR] [--json] [--lang de|en]\n" +
    "  kniffel duel --players LEVEL,... [--games N] [--rules PRESET] [--house SWITCH,...] [--seed N] [--tables DIR] [--json] [--lang de|en]\n" +
    "  kniffel export --storage DIR [--out FILE] [--board pixljs|banglejs2]\n" +
    "  kniffel import <file.json> --storage DIR [--board pixljs|banglejs2]\n" +
    "Dice as five digits, e.g. 66662. Presets: kniffel, meisterschaft, tallynight, yahtzee, yatzy.\n" +
    "best: the moves ranked by the expected final score under optimal play, rolls-left 0, 1 or 2.\n" +
    "  State: \"-\" (empty sheet) or the filled boxes as box=points separated by commas, e.g.\n" +
    "  sixes=24,threeKind=26,kniffel=50,extra=50; boxes: ones twos threes fours fives sixes\n" +
    "  threeKind fourKind fullHouse smallStraight largeStraight kniffel chance (Yatzy: ... onePair\n" +
    "  twoPairs ... yatzy); 0 = struck; extra = extra-Kniffel points already banked.\n" +
    "  --target POINTS: instead, the moves ranked by the exact probability of finishing with at\n" +
    "  least POINTS when every move aims at it (at most 3 free boxes).\n" +
    "chance: each player's chance to win (a shared first place as its share) when everyone plays the\n" +
    "  coach's expected-score way; exact in the last round (at most one free box per state; a full\n" +
    "  state: finished), else estimated from games played to their end (--rollouts N, 4000 by default,\n" +
    "  --seed S; with the standard error). --turn N: player N is to move, mid-turn with --dice and --rolls.\n" +
    "analyse: every decision of a game (holds, box choices) with its loss of expected points\n" +
    "  against optimal play, each player on their own sheet, and the total.\n" +
    "  The rule set's value table comes from dist/tables (npm run tables) or is computed.\n" +
    "duel: whole games between computer players (levels profi, gut, locker; 1 to 8 seats,\n" +
    "  1000 games by default): each level's mean, standard deviation, win share and time per move.\n" +
    "export/import: saved game, settings and statistics of a storage folder (npm start --\n" +
    "  --storage DIR) as one readable JSON backup, and back in the device format.",
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

  needBest: "Usage: kniffel best <state> <dice> <rolls-left>, e.g. kniffel best - 66421 2",
  badRollsLeft: "Rolls left: 0, 1 or 2, not \"%s\".",
  stateEmpty: "The state is missing: \"-\" for an empty sheet, else e.g. sixes=24,kniffel=50.",
  stateEntry: "State entry \"%s\" not understood: expected box=points, e.g. sixes=24.",
  stateBox: "Unknown box %s.",
  stateTwice: "Box %s is in the state twice.",
  stateScore: "The box cannot hold this score: %s.",
  stateExtra: "Extra-Kniffel points %s do not fit: a multiple of the bonus, only with kniffel=50 and not in Yatzy.",
  stateFull: "The sheet is full: there is nothing left to decide.",
  computing: "Computing the value table for %s (a few seconds) ...",
  staleTable: "%s is not a value table of this format (an older one?): it is computed again.",
  cacheFailed: "The value table was not saved: %s",
  sheetLine: "Sheet: %s (%s points)",
  rollsLeft0: "no roll left",
  rollsLeft1: "1 roll left",
  rollsLeft2: "2 rolls left",
  hold: "hold %s",
  rerollAll: "reroll all",
  enter: "%s: %s",
  rank: "Rank",
  move: "Move",
  expected: "Expected",
  loss: "Loss",
  round: "Round",
  player: "Player",
  roll: "Roll",
  choice: "Choice",
  bestChoice: "Best choice",
  analyseTitle: "Analysis: %s",
  noDecisions: "No decisions in the log.",
  totalLoss: "Total loss (expected points against optimal play, each player on their own sheet):",
  playerLoss: "  %s: %s points in %s decisions, %s of them with a loss; final score %s (optimal play expects %s)",

  needPlayers: "Please name the players with --players, 1 to 8 levels separated by commas, e.g. --players profi,gut,locker.",
  badLevel: "Unknown level \"%s\". Valid: %s.",
  badGames: "--games needs a whole number from 1 to 1000000, not \"%s\".",
  badSeed: "--seed needs a whole number from 0 to 4294967295, not \"%s\".",
  badTarget: "--target needs a whole number from 0 to 2000, not \"%s\".",
  targetFree: "--target is exact for at most %s free boxes; the state has %s.",
  chance: "Chance",
  needChance: "Usage: kniffel chance \"<state>;<state>;...\" (1 to 8 states), e.g. kniffel chance \"sixes=24,...;-\"",
  chancePlayer: "Player %s: %s",
  badRollouts: "--rollouts needs a whole number from 100 to 1000000, not \"%s\".",
  chanceRollouts: "Estimated from %s games played to their end per player (seed %s), \u00b1 one standard error.",
  chanceExactNote: "Exact: the last round.",
  chanceEstimateNote: "Estimated: each final total around the table's expected value, with its spread and the measured shape of the rest (error: docs/chances.md).",
  chanceTurn: "--turn needs the number of a player with a free box (1 to %s), not \"%s\".",
  chanceDice: "--dice and --rolls go together and need --turn.",
  chanceRow: "Player %s",
  finalMean: "Final total, mean",
  duelTitle: "%s games, %s",
  seat: "Seat",
  level: "Level",
  mean: "Mean",
  sd: "SD",
  winShare: "Wins",
  msPerMove: "ms/move",

  needStorage: "Please name the storage folder with --storage DIR.",
  noFolder: "Storage folder not found: %s",
  badBoard: "Unknown board \"%s\". Valid: %s.",
  writeFailed: "Cannot write the file: %s",
  backupBad: "Backup damaged: %s",
  backupVersion: "Backup of an unknown version: %s",
  backupOther: "This is not a Kniffel backup (no \"kniffelBackup\"): probably another app's file.",
  backupNewer: "Backup of a newer version (%s): please update the app first.",
  storageFull: "Storage is full: %s does not fit.",
  exported: "Backed up to %s.",
  imported: "Restored into %s: %s.",
  partGame: "saved game (%s entries)",
  partSettings: "settings",
  partStats: "statistics",
  partNone: "nothing (empty backup)",
  warnGameDamaged: "Note: the saved game was damaged; the backup holds the last valid state.",
  warnGameUnreadable: "Note: the saved game cannot be read and is missing from the backup.",
  warnGameNewer: "Note: the saved game is from a newer version and is missing from the backup.",
  warnSettings: "Note: the settings were damaged; the backup holds the values the device uses.",
  warnStats: "Note: the statistics are damaged and are missing from the backup.",
};

/** A text of the tool; each "%s" takes the next of `args` (one string or several). */
export function cliText(lang: Lang, key: string, args?: string | string[]): string {
  const s = (lang === "en" ? en : de)[key];
  if (s === undefined) return gameText(lang, key as TextKey, typeof args === "string" ? args : args?.[0]); // an unknown key shows itself
  if (args === undefined) return s;
  let out = s;
  for (const a of typeof args === "string" ? [args] : args) out = out.replace("%s", () => a);
  return out;
}
