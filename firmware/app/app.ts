// The device program: one context, its screens made by id as they are shown, and the press
// loop. A press first dismisses a message if one is shown (and does nothing else); presses
// while the dice tumble are ignored; otherwise the current screen handles it, and the screen
// is redrawn unless the handler already drew (navigation, animation).
import { has, KEY_CAPS } from "../../hal/profile";
import type { Hal, Motion } from "../../hal/hal";
import type { Button, Touch } from "../../hal/input";
import type { Profile } from "../../hal/profile";
import type { Advisor } from "../coach/advisor";
import type { GameRecord } from "../core";
import { fixedRules, Phase, text } from "../core";
import type { Ctx, Draft, Screen, ScreenId } from "./ctx";
import { FONT_SMALL } from "./fonts";
import { answered, askScreen } from "./screens/ask";
import { cpuScreen } from "./screens/cpu";
import { diceScreen } from "./screens/dice";
import { entryScreen } from "./screens/entry";
import { gameMenuScreen } from "./screens/game-menu";
import { handoverScreen } from "./screens/handover";
import { houseScreen } from "./screens/house";
import { nameEditScreen } from "./screens/name-edit";
import { namesScreen } from "./screens/names";
import { overviewScreen } from "./screens/overview";
import { endMenuScreen, rankScreen } from "./screens/rank";
import { rolloffScreen } from "./screens/rolloff";
import { rulesScreen } from "./screens/rules";
import { seatsScreen } from "./screens/seats";
import { settingsScreen } from "./screens/settings";
import { setupScreen } from "./screens/setup";
import { sheetScreen } from "./screens/sheet";
import { oddsScreen } from "./screens/odds";
import { optionsScreen } from "./screens/options";
import { fixBoxScreen, fixPlayerScreen, pointsBoxScreen, pointsScreen } from "./screens/points";
import { statsScreen } from "./screens/stats";
import { titleScreen } from "./screens/title";
import { resumeScreen } from "./play";
import { newPreparation, prepareSoon } from "./preparing";
import { savedLoss, savedLossWin } from "./trainer";
import { activity, arm, newPowerState } from "./power";
import { LEAN_LOG, letGo, load, newJournal, recordOf } from "./store/journal";
import { loadSettings } from "./store/settings";
import { loadStats } from "./store/stats";
import { RESTORE_CUT, RESTORE_DONE, RESTORE_FILE, RESTORE_NONE, RESTORE_TEMPS, settleRestore } from "./store/restore";
import { themeFor } from "./theme";
import { blink, box, keyAt } from "./layout";
import { newShake } from "./shake";


/**
 * Screen `id` of the edition whose profile is pf, made anew: screens are made when shown
 * (show), so that on Espruino their methods hold no variables while another one shows. The
 * core screens, and those of each feature the edition carries (a device bundle holds only
 * those: features.ts); null for any other. (A switch, not a table: the build shortens
 * property names, not strings.)
 */
function screenOf(pf: Profile, id: ScreenId): Screen | null {
  switch (id) {
    case "title": return titleScreen();
    case "setup": return setupScreen();
    case "settings": return settingsScreen();
    case "handover": return handoverScreen();
    case "dice": return diceScreen();
    case "sheet": return sheetScreen();
    case "ask": return askScreen();
    case "menu": return gameMenuScreen();
    case "rank": return rankScreen();
    case "end": return endMenuScreen();
  }
  // Each feature's screens only where the edition has it: a build without it keeps neither
  // their code nor their ids, which are also the texts' keys (build/storage-files.ts).
  if (has(pf, "names")) {
    if (id === "names") return namesScreen();
    if (id === "name") return nameEditScreen();
  }
  if (has(pf, "house") && id === "house") return houseScreen();
  if (has(pf, "rules") && id === "rules") return rulesScreen();
  if (has(pf, "rolloff") && id === "rolloff") return rolloffScreen();
  if (has(pf, "overview") && id === "overview") return overviewScreen();
  if (has(pf, "stats") && id === "stats") return statsScreen();
  if (has(pf, "coach")) {
    if (id === "odds") return oddsScreen();
    if (id === "options") return optionsScreen();
    if (id === "cpu") return cpuScreen();
    if (id === "seats") return seatsScreen();
  }
  if (has(pf, "real")) {
    if (id === "entry") return entryScreen();
    if (id === "points") return pointsScreen();
    if (id === "fixPlayer") return fixPlayerScreen();
    if (id === "fixBox") return fixBoxScreen();
    if (id === "pointsBox") return pointsBoxScreen();
  }
  return null;
}

/** What scripts and tests can read of the running app. */
export interface AppDump {
  screen: ScreenId;
  /** Cursor row, first visible row, die under the cursor. */
  cur: number;
  top: number;
  die: number;
  lang: string;
  msg: string;
  /** Trainer mode: the last verdict, and each player's expected points given away. */
  tip: string;
  loss: number[];
  game: GameRecord | null;
}

export interface App {
  dump(): AppDump;
  /** Stops listening to buttons. */
  stop(): void;
}

function screenById(pf: Profile, id: ScreenId): Screen {
  const s = screenOf(pf, id);
  if (!s || s.id !== id) throw new Error("no screen " + id);
  return s;
}

/** The draft as the edition plays it: what it has no menu for is the build's (rules) or off. */
function fitDraft(d: Draft, pf: Profile): void {
  // (A device bundle has them as constants: firmware/core/fixed.ts.)
  if (!(has(pf, "house"))) d.rules = typeof RULE_PRESET === "string" ? fixedRules() : pf.rules;
  if (!(has(pf, "rolloff"))) d.rolloff = false;
  if (!(has(pf, "real"))) d.real = false;
}

/**
 * Starts the device program: settings, statistics and the saved game are read first; a
 * game in progress resumes where it was, and anything damaged is said in one sentence.
 * `coach` answers hints and odds (the exact engine where the platform has its tables); null
 * in an edition without the coach.
 */
export function startApp(hal: Hal, profile: Profile, coach: Advisor | null): App {
  // A backup the App Loader's page put back, completed or discarded before anything is read
  // (store/restore.ts): the editions with statistics are the watches that page serves.
  const restored = has(profile, "stats") ? settleRestore(hal.storage, RESTORE_FILE, RESTORE_TEMPS) : RESTORE_NONE;
  if (has(profile, "coach")) newPreparation(coach);
  const settings = loadSettings(hal.storage);
  fitDraft(settings.s.draft, profile);
  // A screen with room for ten text rows or more gives titles their own line below the top
  // corners' labels (where it has labels there: a column of side buttons has its own).
  const tall = profile.h >= 10 * profile.rowPitch && !(KEY_CAPS && profile.column);
  const stats = (has(profile, "stats")) ? loadStats(hal.storage) : { s: null, damaged: false };
  // Screens opened on top of others, with the cursor and scroll each had.
  // (Their ids: each is made again when it shows again, so that covered screens hold no variables.)
  const stack: { id: ScreenId; cur: number; top: number }[] = [];
  // Frames drawn so far: a press that drew nothing itself gets a redraw.
  let frames = 0;
  // A screen shown by a press or a tap is drawn once its handler has returned (handle), not
  // inside it: the handler's values (a menu's lines and the closures that made them) are
  // garbage by then, so the heap never holds two screens' at once (on the Bangle.js 1 a menu
  // opened from a menu drew with some 300 variables more than either alone).
  let handling = false;
  let toDraw = false;
  const drawn = function (c: Ctx): void {
    if (handling) toDraw = true;
    else c.redraw();
  };
  /** Shows screen s; a message set by the same press stays on top of it until the next press. */
  const show = function (c: Ctx, s: Screen): void {
    c.scr = s;
    if (s.enter) s.enter(c);
    drawn(c);
  };
  /**
   * Runs a press's or a tap's handler, then draws the screen it showed (a frame: the caller's
   * count of frames sees it). A handler that throws leaves the screens it shows undrawn until
   * the next press's.
   */
  const handle = function (c: Ctx, run: () => void): void {
    handling = true;
    toDraw = false;
    run();
    handling = false;
    if (toDraw) c.redraw();
  };
  // Tournament mode: the Bluetooth console is closed while a game runs, opened again after.
  // Every input that changes the game (a button, a touch, a shake, a computer's move, a
  // restart's resume) ends in a frame, so the check sits there, not after each kind of input.
  let consoleOpen = true;
  const guardConsole = function (c: Ctx): void {
    if (!(has(profile, "tour"))) return;
    const open = !(c.tour && c.g && c.g.ph !== Phase.Over);
    if (open !== consoleOpen) c.hal.bleConsole(open);
    consoleOpen = open;
  };
  // The accelerometer listens only while the screen shown takes samples (the dice) and
  // shaking is on: it is checked at every draw, so leaving the dice stops it. Listening anew,
  // the detector starts afresh: the wrist's stillness since the last shake went unheard.
  let stopMotion: (() => void) | null = null;
  const follow = function (c: Ctx): void {
    const want = !!c.scr.sample && c.shake;
    if (want && !stopMotion) {
      c.shakes = newShake();
      stopMotion = (hal.motion as Motion).listen(function (d) { if (c.scr.sample) c.scr.sample(c, d); });
    } else if (!want && stopMotion) {
      stopMotion();
      stopMotion = null;
    }
  };
  const c: Ctx = {
    hal: hal,
    display: hal.display,
    profile: profile,
    colours: themeFor(profile, hal.display),
    rowPitch: profile.rowPitch,
    titleY: tall ? profile.rowPitch : 0,
    firstRow: (tall ? 2 : 1) * profile.rowPitch + 1,
    lang: settings.s.lang,
    buzz: settings.s.buzz,
    light: settings.s.light,
    sleep: settings.s.sleep,
    powerState: newPowerState(),
    tour: settings.s.tour,
    pace: settings.s.pace,
    cpuTurn: 0,
    g: null,
    draft: settings.s.draft,
    coach: coach,
    train: settings.s.train,
    loss: (has(profile, "coach")) ? [0, 0, 0, 0, 0, 0, 0, 0] : [], // the trainer's
    tip: "",
    journal: newJournal(hal.storage, profile.slot),
    stats: stats.s,
    scr: titleScreen(),
    cur: 0,
    top: 0,
    die: 0,
    who: 0,
    labels: {},
    msg: "",
    busy: false,
    job: null,
    ask: { q: "", yes: answered, no: answered }, // set before the question shows
    text: function (key, arg) { return text(c.lang, key, arg); },
    go: function (id) {
      stack.splice(0); // not `length = 0`: Espruino throws on that
      show(c, screenById(profile, id));
    },
    open: function (id) {
      stack.push({ id: c.scr.id, cur: c.cur, top: c.top });
      show(c, screenById(profile, id));
    },
    back: function () {
      const e = stack.pop();
      if (!e) return c.go("title");
      c.scr = screenById(profile, e.id);
      c.cur = e.cur;
      c.top = e.top;
      drawn(c);
    },
    redraw: function () {
      // Every screen starts drawing in the small font: a screen that does not clear first (the
      // sheet) must not inherit whatever font was set last, or none at all when it is the
      // first screen after a restart (on the device: Espruino's built-in font).
      if ((has(profile, "accelerometer"))) follow(c);
      c.display.setFont(FONT_SMALL);
      c.scr.draw(c);
      if (c.job) box(c, c.text("coachWait"));
      else if (c.msg) box(c, c.msg);
      c.frame();
    },
    frame: function () {
      guardConsole(c);
      if (has(profile, "coach")) prepareSoon(c);
      frames++;
      c.display.flip();
    },
  };
  // The chances to win shown unless turned off; the advice's goal points unless set to the win.
  if (has(profile, "coach")) {
    c.chances = settings.s.chances !== false;
    c.goal = settings.s.goal || 0;
    c.lossWin = [];
  }
  // Shaking (boards with an accelerometer): on unless turned off, not yet done.
  if ((has(profile, "accelerometer"))) {
    c.shake = settings.s.shake !== false;
    c.shook = settings.s.shook === true;
    c.shakes = newShake();
  }
  // `side`: the press came from a touch board's own button, not from a corner of its screen.
  const press = function (b: Button, long: boolean, side?: boolean): void {
    if (c.busy) return;
    if (c.job) return c.job(); // the coach is working: the press cancels the question
    const shown = c.msg;
    if (activity(c)) return; // it only woke the device
    if (shown) {
      c.msg = "";
      c.redraw();
      return;
    }
    const before = frames;
    const leave = side && b === "back" && !long ? c.scr.side : undefined;
    if (leave) return handle(c, function () { leave(c); }); // leaving draws the next screen, or nothing (the clock's)
    handle(c, function () { c.scr.press(c, b, long); });
    if (frames === before && !c.busy && !c.job) {
      if (!long && !c.msg && !c.labels[b]) blink(c, b); // nothing to do here: say so visibly
      else c.redraw();
    }
  };
  // Touch: a corner of the screen is the button whose label is there; other taps go to the
  // screen; a drag scrolls by rows (up/down presses). Only a touch board's bundle has it.
  // A drag comes in small steps (5-10 px from the watch's controller): they add up, a row
  // for every row height of the summed distance, until the finger lifts (a report of dy 0).
  let dragged = 0;
  const touch = !(has(profile, "touch")) ? undefined : function (t: Touch): void {
    if (t.k === "drag" && !t.dy) {
      dragged = 0;
      return;
    }
    if (c.busy) return;
    if (c.job) return c.job();
    if (c.msg) return press("up", false); // dismisses (and counts as activity)
    if (activity(c)) return;
    if (t.k === "drag") {
      dragged += t.dy;
      for (; dragged <= -c.rowPitch; dragged += c.rowPitch) press("down", false);
      for (; dragged >= c.rowPitch; dragged -= c.rowPitch) press("up", false);
      return;
    }
    // A touch on a key (the layout knows where the keys are) is its button; a long touch there is a long press.
    const b = keyAt(c, t.x, t.y);
    if (b) return press(b, t.k === "hold");
    const before = frames;
    const tap = c.scr.tap;
    if (tap) handle(c, function () { tap(c, t.x, t.y); });
    if (frames === before && !c.busy && !c.job) c.redraw();
  };
  // On a touch board the buttons are the corners; the board's own button (back) is the side
  // button. (The simulator delivers its logical up, down and ok here too: corners.) A watch
  // whose back is a button of its own (backExits: the Bangle.js 3's four) has no side button.
  const sided = (has(profile, "touch")) && !(has(profile, "backExits"));
  const stop = hal.listen(!sided ? press : function (b, long) { press(b, long, true); }, touch);
  arm(c);
  const loaded = load(c.journal);
  c.g = loaded.g;
  if (LEAN_LOG && c.g) letGo(c.journal, c.g);
  if (c.g && (has(profile, "coach"))) {
    c.loss = savedLoss(loaded.tl, c.g.np);
    c.lossWin = savedLossWin(loaded.tl, c.g.np);
  }
  if (c.g && c.g.ph !== Phase.Over) resumeScreen(c);
  else c.go("title");
  const note = restored === RESTORE_DONE ? "s.restored" : restored === RESTORE_CUT ? "s.restoreCut" : loaded.note || (settings.damaged ? "s.settings" : stats.damaged ? "s.stats" : "");
  if (note) {
    c.msg = c.text(note);
    c.redraw();
  }
  return {
    // What the simulator and the tests read of the app; a device bundle (which alone has
    // BOARD_BPP) never asks, and leaves the game's record out (its code is the Pixl.js's to spare).
    dump: function () {
      const game = typeof BOARD_BPP === "undefined" && c.g ? recordOf(c.journal, c.g) : null;
      return { screen: c.scr.id, cur: c.cur, top: c.top, die: c.die, lang: c.lang, msg: c.msg, tip: c.tip, loss: c.loss.slice(), game: game };
    },
    stop: stop,
  };
}
