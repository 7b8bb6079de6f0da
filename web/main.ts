// The web page: the game as the simulator runs it (session.ts) or the built watch app on the
// real firmware (firmware/view.ts), set up by the address and the controls (params.ts,
// controls.ts), with the exact coach's tables (coach/) and the pictures after a game (panels.ts).
import { loadSettings, saveSettings } from "../firmware/app/store/settings";
import { SIEG } from "../firmware/coach/players";
import type { Lang, Rules } from "../firmware/core";
import { buttonMap } from "../sim/buttons";
import { loadConfig, profileFor } from "../sim/profiles";
import { pageAdvisor } from "./coach/advisor";
import type { ChancePart } from "./coach/chances";
import { chanceStore } from "./coach/chances";
import { tableStore } from "./coach/tables";
import type { Choice } from "./controls";
import { renderControls } from "./controls";
import type { FirmwareView } from "./firmware/view";
import { startFirmware } from "./firmware/view";
import { parseParams } from "./params";
import { renderPanels } from "./panels";
import type { Session } from "./session";
import { startSession } from "./session";
import { browserStore, clearBoard, pageStorage } from "./storage";
import { installTestApi } from "./test-api";
import { pageText } from "./text";

const $ = (id: string) => document.getElementById(id) as HTMLElement;

const setup = parseParams(location.search);
const config = loadConfig();
const kv = browserStore();
const store = tableStore(__WEB_TABLES__);
const chances = chanceStore(store, __WEB_TABLES__);
/** CSS pixels kept below the device for its help line and the coach's progress. */
const HELP_ROOM = 64;
let session: Session | null = null;
let firmware: FirmwareView | null = null;

/** What board `id`'s edition offers in the page. */
function offers(id: string): { langs: Lang[]; firmware: boolean } {
  const p = profileFor(id);
  // The server names the boards whose firmware it serves by their ids, as the emulator's files
  // are named (emu_banglejs1.html for the board "banglejs1", whose Espruino board is BANGLEJS).
  return { langs: p.ft.en ? ["de", "en"] : ["de"], firmware: __WEB_FIRMWARE__.indexOf(id) >= 0 };
}

function note(lines: string[]): void {
  const n = $("notes");
  n.textContent = "";
  for (const l of lines) {
    const p = document.createElement("p");
    p.textContent = l;
    n.appendChild(p);
  }
}

async function startWatch(c: Choice, notes: string[]): Promise<void> {
  $("panels").textContent = "";
  try {
    firmware = await startFirmware({
      container: $("device"),
      emuBase: "emu/",
      appBase: `app/${c.board}/`,
      board: c.board,
      device: config.boards[c.board].espruinoBoard,
      room: { w: window.innerWidth - 32, h: window.innerHeight * 0.62 },
      status: (_t, key, arg) => note([...notes, pageText(c.lang, { booting: "fwBooting", installing: "fwInstalling", ready: "fwReady", error: "fwError" }[key], arg)]),
      error: (e) => note([...notes, pageText(c.lang, "fwError", [e.message, ...e.details].join(" "))]),
    });
  } catch (e) {
    note([...notes, pageText(c.lang, "fwError", (e as Error).message)]);
  }
}

/** Starts board `c.board` in the page with the set-up `c` (the device's files kept as they are). */
function start(c: Choice, notes: string[]): void {
  session?.stop();
  session = null;
  firmware?.stop();
  firmware = null;
  const room = $("device");
  room.textContent = "";
  const profile = profileFor(c.board);
  const storage = pageStorage(kv, c.board, profile.storageBytes);
  if (!kv) notes.push(pageText(c.lang, "noStorage"));
  // The language and the next game's rules are the device's settings; an edition without rule
  // menus plays the rules it is built with (the page builds it with the chosen ones).
  const saved = loadSettings(storage).s;
  if (!profile.ft.house) profile.rules = c.rules;
  if (saved.lang !== c.lang || (profile.ft.house && JSON.stringify(saved.draft.rules) !== JSON.stringify(c.rules))) {
    saved.lang = c.lang;
    if (profile.ft.house) saved.draft.rules = c.rules;
    saveSettings(storage, saved);
  }
  const updateControls = renderControls({ root: $("controls"), choice: c, offers, change: (n) => start(n, []), reset: () => (clearBoard(kv, c.board), start(c, [])) });
  $("help").textContent = pageText(c.lang, profile.touch ? "touchKeys" : "keys");
  note(notes);
  if (c.firmware) return void startWatch(c, notes);
  const panels = renderPanels({ root: $("panels"), store, storage, coach: profile.ft.coach, stats: profile.ft.stats });
  const s = startSession({
    profile,
    buttons: buttonMap(c.board),
    storage,
    seed: setup.seed,
    virtual: setup.virtual,
    coach: profile.ft.coach ? pageAdvisor(store, chances) : null,
    after: () => {
      const d = s.app.dump();
      // A game with a Sieg seat: its tables got now, so that its first move rarely waits.
      if (profile.ft.coach && d.game?.cpu && d.game.cpu.indexOf(SIEG) >= 0 && !chances.tables(d.game.rules)) void chances.ensure(d.game.rules).catch(() => undefined);
      updateControls(d.lang as Lang);
      panels.update(d);
    },
    exited: () => {
      const b = document.createElement("button");
      b.textContent = pageText(c.lang, "exited");
      b.className = "exited";
      b.onclick = () => start(c, []);
      room.appendChild(b);
    },
  });
  session = s;
  room.appendChild(s.view.canvas);
  // As large as the window lets the device be with its help line below it (a laptop's 800
  // pixels: the Bangle.js 3 at two CSS pixels per screen pixel).
  const fit = () => s.view.fit(Math.min(window.innerWidth - 32, 900), Math.max(200, window.innerHeight - (room.getBoundingClientRect().top + window.scrollY) - HELP_ROOM));
  fit();
  window.onresize = fit;
  if (profile.ft.coach) void store.ensure(profile.ft.house ? saved.draft.rules : profile.rules).catch(() => undefined);
  panels.update(s.app.dump());
}

/** The set-up the address asks for, where the board's edition has it. */
function firstChoice(): { c: Choice; notes: string[] } {
  const notes = setup.notes.slice();
  const profile = profileFor(setup.board);
  const o = offers(setup.board);
  const saved = loadSettings(pageStorage(kv, setup.board, profile.storageBytes)).s;
  let lang: Lang = setup.lang ?? saved.lang;
  if (o.langs.indexOf(lang) < 0) {
    notes.push(`The ${profile.name} edition has German only; it speaks German.`);
    lang = "de";
  }
  const rules: Rules = setup.rules ?? (profile.ft.house ? saved.draft.rules : profile.rules);
  let fw = setup.firmware;
  if (fw && !o.firmware) {
    notes.push(__WEB_NO_FIRMWARE__ && config.boards[setup.board].espruinoBoard.startsWith("BANGLEJS") ? pageText(lang, "fwMissing", __WEB_NO_FIRMWARE__) : pageText(lang, "fwNone", profile.name));
    fw = false;
  }
  return { c: { board: setup.board, lang, rules, firmware: fw }, notes };
}

const first = firstChoice();
// A test's fresh start in a page kept across tests: the board's files cleared, the address's
// set-up chosen and started anew (its seed and clock from zero), as a reload would (the first
// choice has followed the device since: its language, say).
const restart = () => {
  clearBoard(kv, setup.board);
  const again = firstChoice();
  start(again.c, again.notes);
};
if (setup.test) installTestApi(() => ({ session, store, chances, firmware }), restart);
// The progress bar under the device: a value table being computed, else the chances' tables
// (the spread, then the shape), each with its share done.
const computing = { table: new Map<string, number>(), chances: new Map<string, { part: ChancePart; done: number }>() };
const showProgress = () => {
  const bar = $("coach");
  const progress = $("coach-bar") as HTMLProgressElement;
  const [table] = computing.table;
  const [chance] = computing.chances;
  bar.hidden = !table && !chance;
  if (table) {
    progress.value = table[1];
    $("coach-text").textContent = `${pageText(first.c.lang, "tableComputing", table[0])} … ${Math.round(table[1] * 100)} %`;
  } else if (chance) {
    progress.value = chance[1].done;
    $("coach-text").textContent = `${pageText(first.c.lang, chance[1].part === "spread" ? "spreadComputing" : "shapeComputing", chance[0])} … ${Math.round(chance[1].done * 100)} %`;
  }
};
store.onProgress = (id, done) => {
  if (done === null) computing.table.delete(id);
  else computing.table.set(id, done);
  showProgress();
};
chances.onProgress = (id, part, done) => {
  if (part === null) computing.chances.delete(id);
  else computing.chances.set(id, { part, done });
  showProgress();
};
start(first.c, first.notes);
