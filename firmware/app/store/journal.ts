// The game in progress, saved after every action so that a power cut at any byte loses at
// most the action being saved. Two slot files alternate: each starts with a header line
// (format version, sequence number, rules, players and the log so far) and then gets one
// checked line per action, appended into erased flash (no rewrite, no compaction). When a
// slot is full, or damaged, the next one is written with the whole log in its header, and
// only once that is complete is the old one erased: the newest valid state always survives.
// Trainer mode's totals ride along: a "t" line after the action it judged (the header of a
// fresh slot carries the latest), so that a resumed game keeps each player's points given away.
// Once saved, the app lets go of the log's entries in RAM (letGo: Game.log keeps only what is
// not saved yet): the slot holds them, and a long game's log would otherwise fill a small heap
// (the Bangle.js 1's 2,500 variables: a whole game of eight is some 200). The whole log is
// read back from the slot where it is needed (a fresh slot's header, fullLog).
import type { Storage } from "../../../hal/hal";
import type { Game, GameRecord, Setup, TextKey } from "../../core";
import { apply, checkRules, decodeAction, find, isError, newGame, parseJson, parseRecord, toJson, toRecord } from "../../core";
import { damagedFrom, LINE_EXTRA, lineAt, sealLine } from "./crc";

export const SLOTS = ["kniffel.g0", "kniffel.g1"];
/** A game record (core/record.ts, version 1) in one file: the format before the journal. */
export const LEGACY = "kniffel.sav";
export const JOURNAL_VERSION = 3;
/** Version 2 is version 3 without trainer lines: still read, written as 3 from then on. */
const OLDEST = 2;

export interface Journal {
  st: Storage;
  /** Bytes of a fresh slot (more when the log in its header needs it). */
  room: number;
  /** The slot being appended to (-1: none), its sequence number, next offset, file size. */
  slot: number;
  seq: number;
  off: number;
  size: number;
  /** Characters of the game's log (Game.log) already saved. */
  saved: number;
  /** False while saving fails (storage full, or a newer version's save is kept). */
  ok: boolean;
  /** Trainer totals to save (hundredths of a point per player, comma-separated), and as saved. */
  tl: string;
  tw: string;
  /** The game whose saved entries are only in the slot (its Game.log the rest), or null. */
  of: Game | null;
}

/**
 * Whether the app lets go of the saved log (letGo): a device bundle's board data says
 * (espruino.config.json memory.leanLog: the Pixl.js keeps its log, its code has no room for
 * this, its heap has for the log); the simulator does.
 */
export const LEAN_LOG: boolean = typeof BOARD_LEAN_LOG === "boolean" ? BOARD_LEAN_LOG : true;

export function newJournal(st: Storage, room: number): Journal {
  return { st: st, room: room, slot: -1, seq: 0, off: 0, size: 0, saved: 0, ok: true, tl: "", tw: "", of: null };
}

/**
 * Lets go of g's log in RAM where the slot holds all of it (after a save or a load that
 * worked): from then on the slot has its saved part, g.log the rest (fullLog).
 */
export function letGo(j: Journal, g: Game): void {
  if (!LEAN_LOG || !j.ok || j.slot < 0 || j.saved !== g.log.length || (j.of !== null && j.of !== g)) return;
  g.log = "";
  j.saved = 0;
  j.of = g;
}

/** Lets go of the game whose log the slot holds: a new game replaces it (and gets a fresh slot: rotate). */
export function release(j: Journal): void {
  if (LEAN_LOG) j.of = null;
}

/**
 * The whole log of g: the entries the slot holds of it (up to j.off), then those of g.log
 * not saved yet. (Where the slot cannot be read back, which only a change of the flash behind the app's
 * back does, what RAM holds.)
 */
export function fullLog(j: Journal, g: Game): string {
  const data = LEAN_LOG && j.of === g && j.slot >= 0 ? j.st.read(SLOTS[j.slot]) : undefined;
  const head = data === undefined ? undefined : lineAt(data, 0);
  if (data === undefined || head === undefined) return g.log;
  let log = (parseJson(head) as { log: string }).log;
  for (let pos = head.length + LINE_EXTRA; pos < j.off; ) {
    const text = lineAt(data, pos);
    if (text === undefined) break;
    if (text.substring(0, 1) !== "t") log += (log ? "," : "") + text;
    pos += text.length + LINE_EXTRA;
  }
  // The slot has g.log's first j.saved characters too: the rest follows.
  const rest = j.saved ? g.log.substring(j.saved + 1) : g.log;
  return rest ? (log ? log + "," : "") + rest : log;
}

/** The record of g (core/record.ts), its whole log read back where the slot holds part of it. */
export function recordOf(j: Journal, g: Game): GameRecord {
  const r = toRecord(g);
  const log = fullLog(j, g);
  r.log = log ? log.split(",") : [];
  return r;
}

/** Writes the whole game into the other slot, then erases the old one. */
export function rotate(j: Journal, g: Game): boolean {
  const next = j.slot < 0 ? 0 : 1 - j.slot;
  const header = sealLine(toJson({
    v: JOURNAL_VERSION, seq: j.seq + 1, rules: g.setup.rules, players: g.setup.names, rolloff: g.setup.rolloff,
    real: g.setup.real === true, cpu: g.setup.cpu, log: fullLog(j, g), tl: j.tl,
  }));
  const size = Math.max(j.room, header.length + (j.room >> 1));
  if (!j.st.write(SLOTS[next], header, 0, size)) {
    j.st.erase(SLOTS[next]); // free what a failed write may have taken; the old slot stays
    j.ok = false;
    return false;
  }
  if (j.slot >= 0) j.st.erase(SLOTS[j.slot]);
  j.slot = next;
  j.seq++;
  j.off = header.length;
  j.size = size;
  j.saved = g.log.length;
  if (LEAN_LOG && j.of !== g) j.of = null; // the header holds all of g's log
  j.tw = j.tl;
  j.ok = true;
  return true;
}

/**
 * Saves the entries of g.log not saved yet, one checked line each. Returns false if saving
 * failed (the game goes on in memory; the next call tries a fresh slot).
 */
export function save(j: Journal, g: Game): boolean {
  if (!j.ok || j.slot < 0 || (LEAN_LOG && j.of !== null && j.of !== g) || j.saved > g.log.length) return rotate(j, g);
  while (j.saved < g.log.length) {
    // The next entry: after the comma that ends the saved part (none before the first).
    const from = j.saved ? j.saved + 1 : 0;
    let to = find(g.log, ",", from);
    if (to < 0) to = g.log.length;
    const line = sealLine(g.log.substring(from, to));
    if (j.off + line.length > j.size) return rotate(j, g);
    if (!j.st.write(SLOTS[j.slot], line, j.off)) {
      j.ok = false;
      return false;
    }
    j.off += line.length;
    j.saved = to;
  }
  if (j.tl === j.tw) return true;
  const line = sealLine("t" + j.tl);
  if (j.off + line.length > j.size) return rotate(j, g);
  if (!j.st.write(SLOTS[j.slot], line, j.off)) {
    j.ok = false;
    return false;
  }
  j.off += line.length;
  j.tw = j.tl;
  return true;
}

/** What loading found, as a message key for the player ("" when all was well). */
export interface Loaded {
  g: Game | null;
  note: "" | TextKey;
  /** The trainer totals saved with it (as Journal.tl; "" none). */
  tl: string;
}

interface Slot {
  seq: number;
  v: number;
  game: Game | null;
  end: number;
  damaged: boolean;
  tl: string;
}

/**
 * Reads one slot: its header, then the valid action lines, replayed one by one as they are
 * read (never the whole log as an array); null if the header is unreadable.
 */
function readSlot(data: string): Slot | null {
  const head = lineAt(data, 0);
  if (head === undefined) return null;
  let h: { [k: string]: unknown };
  try {
    h = parseJson(head) as { [k: string]: unknown };
  } catch (_e) {
    return null;
  }
  if (typeof h !== "object" || h === null || typeof h.seq !== "number" || typeof h.v !== "number") return null;
  let pos = head.length + LINE_EXTRA;
  if (h.v > JOURNAL_VERSION || h.v < OLDEST) return { seq: h.seq, v: h.v, game: null, end: pos, damaged: false, tl: "" };
  const rules = checkRules(h.rules);
  if (isError(rules) || !Array.isArray(h.players) || typeof h.rolloff !== "boolean" || typeof h.log !== "string") return null;
  const setup: Setup = { names: h.players as string[], rules: rules, rolloff: h.rolloff, real: h.real === true };
  if ((typeof ED_COACH !== "boolean" || ED_COACH) && h.cpu !== undefined) setup.cpu = h.cpu as number[]; // checked by newGame
  const g = newGame(setup);
  if (isError(g)) return null;
  // An entry that checks but does not replay (damage the CRC missed) ends the valid part.
  let damaged = false;
  const add = function (entry: string): void {
    const a = damaged ? null : decodeAction(entry);
    if (a && (isError(a) || apply(g, a))) damaged = true;
  };
  const log = h.log;
  for (let from = 0; log && from <= log.length; ) {
    let to = find(log, ",", from);
    if (to < 0) to = log.length;
    add(log.substring(from, to));
    from = to + 1;
  }
  // Action lines follow; of the trainer lines ("t..."), the last counts.
  let tl = typeof h.tl === "string" ? h.tl : "";
  for (let text = lineAt(data, pos); text !== undefined; text = lineAt(data, pos)) {
    if (text.substring(0, 1) === "t") tl = text.substring(1);
    else add(text);
    pos += text.length + LINE_EXTRA;
  }
  return { seq: h.seq, v: h.v, game: g, end: pos, damaged: damaged || damagedFrom(data, pos), tl: tl };
}

/** Loads the newest valid game at start-up, migrating an older format, and says what it found. */
export function load(j: Journal): Loaded {
  let best: Slot | null = null;
  let bestSlot = -1;
  let unreadable = false;
  let newer = false;
  for (let i = 0; i < SLOTS.length; i++) {
    const data = j.st.read(SLOTS[i]);
    if (data === undefined) continue;
    const s = readSlot(data);
    if (s && s.v > JOURNAL_VERSION) newer = true;
    else if (!s || !s.game) unreadable = true; // damaged, or a journal older than this one
    else if (!best || s.seq > best.seq) {
      best = s;
      bestSlot = i;
    }
  }
  if (newer) {
    j.ok = false; // leave the newer save untouched: no game is saved while it is there
    return { g: null, note: "s.newer", tl: "" };
  }
  if (best && best.game) {
    j.slot = bestSlot;
    j.seq = best.seq;
    j.off = best.end;
    j.size = (j.st.read(SLOTS[bestSlot]) as string).length;
    j.saved = best.game.log.length;
    j.tl = j.tw = best.tl;
    // Continue in a clean slot after damage, and in this version's format after an older one.
    if (best.damaged || unreadable || best.v < JOURNAL_VERSION) rotate(j, best.game);
    return { g: best.game, note: best.damaged || unreadable ? "s.damaged" : "", tl: best.tl };
  }
  const legacy = j.st.read(LEGACY);
  if (legacy !== undefined) {
    const g = parseRecord(legacy);
    if (!isError(g) && rotate(j, g)) {
      j.st.erase(LEGACY);
      return { g: g, note: "s.migrated", tl: "" };
    }
    return { g: null, note: "s.unreadable", tl: "" };
  }
  return { g: null, note: unreadable ? "s.unreadable" : "", tl: "" };
}
