// The page's own words around the device (the device's are firmware/core/text.ts), German
// and English as the device's language setting is.
import type { Lang } from "../firmware/core";

const de: { [k: string]: string } = {
  board: "Gerät",
  rules: "Regeln (neues Spiel)",
  lang: "Sprache",
  firmware: "Echte Firmware",
  reset: "Gerät zurücksetzen",
  resetAsk: "Alle Dateien dieses Geräts (Spiel, Einstellungen, Statistik) löschen?",
  keys: "Tasten: 1–4 die Knöpfe, ↑ ↓ Enter Leertaste/Esc wie die Ecken; lang: Shift+1–4, Shift+↑/↓, Tab, m. Oder die Knöpfe klicken (halten: lang).",
  touchKeys: "Tippen und Ziehen auf dem Bildschirm; der Knopf an der Seite: zurück (halten: Spielmenü).",
  tableComputing: "Coach-Tabelle für %s wird berechnet",
  tableFailed: "Coach-Tabelle: %s",
  exited: "Die App ist zur Uhr zurückgekehrt. Klicken startet sie wieder.",
  sheets: "Die Blätter",
  upper: "Oben",
  bonus: "Bonus",
  lower: "Unten (mit Extra-Kniffel)",
  total: "Gesamt",
  lossPanel: "Coach: was jede Entscheidung gegen optimales Spiel abgab",
  lossTitle: "%s: gesamt %s Punkte (Runde unter jedem Balken)",
  lossWaiting: "Die Analyse wartet auf die Coach-Tabelle …",
  stats: "Statistik: Siegerpunkte der letzten Spiele",
  statsNone: "Noch keine Statistik (ein Spiel zählt, sobald das nächste beginnt).",
  statsNoEdition: "Diese Ausgabe führt keine Statistik.",
  average: "Schnitt %s",
  noStorage: "Der Browser speichert nichts (Speicher aus): Spiele gehen beim Neuladen verloren.",
  fwBooting: "Firmware startet …",
  fwInstalling: "App wird installiert wie vom App Loader: %s",
  fwReady: "Bangle.js-2-Firmware 2v29 (Espruino, ../shared/emu) mit der gebauten App.",
  fwError: "Firmware: %s",
  fwNone: "Für %s gibt es keine Firmware in der Seite; der Simulator läuft.",
  fwMissing: "Diese Seite enthält die Firmware nicht (%s); der Simulator läuft.",
};

const en: { [k: string]: string } = {
  board: "Device",
  rules: "Rules (new game)",
  lang: "Language",
  firmware: "Real firmware",
  reset: "Reset device",
  resetAsk: "Erase all of this device's files (game, settings, statistics)?",
  keys: "Keys: 1–4 the buttons, ↑ ↓ Enter Space/Esc as the corners; long: Shift+1–4, Shift+↑/↓, Tab, m. Or click the buttons (hold: long).",
  touchKeys: "Tap and drag on the screen; the side button: back (hold: game menu).",
  tableComputing: "Computing the coach's table for %s",
  tableFailed: "Coach table: %s",
  exited: "The app went back to the clock. Click to start it again.",
  sheets: "The sheets",
  upper: "Upper",
  bonus: "Bonus",
  lower: "Lower (with extra Kniffels)",
  total: "Total",
  lossPanel: "Coach: what each decision gave away against optimal play",
  lossTitle: "%s: %s points in all (the round under each bar)",
  lossWaiting: "The analysis waits for the coach's table …",
  stats: "Statistics: winning scores of the last games",
  statsNone: "No statistics yet (a game counts once the next one starts).",
  statsNoEdition: "This edition keeps no statistics.",
  average: "average %s",
  noStorage: "The browser keeps nothing (storage switched off): games are lost on a reload.",
  fwBooting: "Firmware starting …",
  fwInstalling: "Installing the app as the App Loader does: %s",
  fwReady: "Bangle.js 2 firmware 2v29 (Espruino, ../shared/emu) with the built app.",
  fwError: "Firmware: %s",
  fwNone: "There is no firmware in the page for the %s; the simulator runs.",
  fwMissing: "This page was built without the firmware (%s); the simulator runs.",
};

export function pageText(lang: Lang, key: string, arg?: string): string {
  const s = (lang === "en" ? en : de)[key] ?? key;
  return arg === undefined ? s : s.replace("%s", arg);
}
