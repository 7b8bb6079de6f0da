// Rolling for the start player: everyone throws five dice once, the highest sum begins;
// ties throw again. ok or back throws for the player shown; when the start player is
// known, the next press begins the game. The device throws for its own seats.
import { TOUCH_CODE, has } from "../../../hal/profile";
import type { Game } from "../../core";
import { isCpu, Phase } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { resumeScreen, rollNow } from "../play";
import { clear } from "../ui";
import { drawLines, keys, lines, title } from "../layout";
import { tumbleFace } from "../dice-view";
import { PAUSE_MS } from "./cpu";

/** The last throw as text, e.g. "6 6 5 3 1"; tumbling while frame >= 0. */
function throwText(g: Game, frame: number): string {
  let s = "";
  for (let i = 0; i < 5; i++) s += (i ? " " : "") + (frame < 0 ? g.dice[i] : tumbleFace(g.dice[i], i, frame));
  return s;
}

function draw(c: Ctx, frame: number): void {
  const g = c.g as Game;
  clear(c);
  const label = c.text(g.ph === Phase.RollOff ? "roll" : "ok");
  keys(c, "", "", label, label); // first: a layout may keep the rows clear of them
  // One status line where the title goes: the throw, a tie, who throws, or who starts.
  const tie = g.ph === Phase.RollOff && g.ri === 0 && g.ro.length < g.np;
  const note = g.ph !== Phase.RollOff ? c.text("starts", g.setup.names[g.first])
    : frame >= 0 ? throwText(g, frame) : tie ? c.text("tie") : g.dice[0] ? throwText(g, -1) : c.text("whoStarts");
  const ys = lines(c, title(c, note));
  const all: string[][] = [];
  for (let p = 0; p < g.np; p++) {
    const inRound = g.ro.indexOf(p) >= 0;
    const sum = g.rs[p] ? (inRound || g.ph !== Phase.RollOff ? "" : "(") + g.rs[p] + (inRound || g.ph !== Phase.RollOff ? "" : ")") : "";
    all.push(sum ? [g.setup.names[p], sum] : [g.setup.names[p]]);
  }
  // The player who throws on a bar.
  drawLines(c, all, 0, ys, g.ph === Phase.RollOff ? g.cur : -1);
  c.display.setColor(c.colours.fg);
}

/**
 * A computer's throw comes by itself after a pause, and with computers only the game then
 * begins by itself too (a person's throw waits for a press).
 */
function cpuThrow(c: Ctx): void {
  const g = c.g as Game;
  if (!(has(c.profile, "coach"))) return;
  let people = 0;
  for (let p = 0; p < g.np; p++) if (!isCpu(g, p)) people++;
  if (g.ph === Phase.RollOff ? !isCpu(g, g.cur) : people > 0) return;
  const tok = ++c.cpuTurn;
  c.hal.clock.setTimeout(function () {
    if (c.cpuTurn === tok && c.scr.id === "rolloff") c.scr.press(c, "ok", false);
  }, PAUSE_MS[c.pace] || PAUSE_MS[1]);
}

export function rolloffScreen(): Screen {
  return {
    id: "rolloff",
    enter: cpuThrow,
    // As on the dice: the watch's side button never throws, it leaves for the main menu.
    side: !TOUCH_CODE ? undefined : function (c) {
      c.go("title");
    },
    draw: function (c) {
      draw(c, -1);
    },
    press: function (c, b, long) {
      const g = c.g as Game;
      if (long && b === "back") return c.open("menu");
      if (b !== "ok" && b !== "back") return;
      if (g.ph !== Phase.RollOff) return resumeScreen(c);
      if (g.setup.real) return c.open("entry"); // the throw is made by hand and entered
      rollNow(c, function (f) {
        draw(c, f);
        c.display.flip();
      }, function () {
        c.redraw();
        cpuThrow(c);
      });
    },
  };
}
