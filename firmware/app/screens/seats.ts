// Who plays each seat of a new game: a person or the device at a level (coach/players.ts),
// ok cycling Person, Profi, Gut, Locker and, where the coach can play to win (its advisor
// answers winJob: the simulator, the page, a watch), Sieg; and the computer players' pace. A seat the device
// takes is named "Gerät (Profi)" (the seat's number added where two would look alike)
// unless the players gave it a name; back to a person it is "Spieler N" again.
import { LEVELS, SIEG } from "../../coach/players";
import { keyOf } from "../../core";
import type { Ctx, Draft, Screen } from "../ctx";
import type { Item } from "../menu";
import { menuScreen } from "../menu";
import { saveSettings } from "../store/settings";
import { settingsOf } from "../play";

/** Makes the draft's computer seats as many as its players (new seats are people). */
export function fitSeats(d: Draft): number[] {
  const cpu = d.cpu || [];
  while (cpu.length < d.names.length) cpu.push(-1);
  cpu.splice(d.names.length);
  d.cpu = cpu;
  return cpu;
}

/** How many seats the device plays. */
export function cpuSeats(d: Draft): number {
  let n = 0;
  const cpu = fitSeats(d);
  for (let i = 0; i < cpu.length; i++) if (cpu[i] >= 0) n++;
  return n;
}

/** Seat i's name at this level: "Gerät (Profi)", or "Gerät 2 (Profi)" when another seat has that. */
function cpuName(c: Ctx, i: number, level: number): string {
  const lv = " (" + c.text(keyOf("lv.", LEVELS[level])) + ")";
  const plain = c.text("device") + lv;
  for (let j = 0; j < c.draft.names.length; j++) if (j !== i && c.draft.names[j] === plain) return c.text("device") + " " + (i + 1) + lv;
  return plain;
}

/** Whether seat i still has a name the app gave it (a person's "Spieler N", a computer's "Gerät ..."). */
function givenName(c: Ctx, i: number): boolean {
  const n = c.draft.names[i];
  const dev = c.text("device");
  return n === c.text("player", String(i + 1)) || n.substring(0, dev.length) === dev;
}

/** How many of LEVELS the device plays here: Sieg only where the coach plays to win. */
function levels(c: Ctx): number {
  return c.coach && c.coach.winJob ? LEVELS.length : SIEG;
}

function seatItem(i: number): Item {
  return {
    l: function (c) { return (i + 1) + ". " + c.draft.names[i]; },
    v: function (c) {
      const l = fitSeats(c.draft)[i];
      return l < 0 ? c.text("person") : c.text(keyOf("lv.", LEVELS[l]));
    },
    ok: function (c) {
      const cpu = fitSeats(c.draft);
      cpu[i] = cpu[i] + 1 < levels(c) ? cpu[i] + 1 : -1;
      if (givenName(c, i)) c.draft.names[i] = cpu[i] < 0 ? c.text("player", String(i + 1)) : cpuName(c, i, cpu[i]);
    },
  };
}

export function seatsScreen(): Screen {
  return menuScreen("seats", function (c) { return c.text("seats"); }, function (c) {
    const items: Item[] = [];
    for (let i = 0; i < c.draft.names.length; i++) items.push(seatItem(i));
    items.push({
      l: function (c) { return c.text("pace"); },
      v: function (c) { return c.text(keyOf("pace.", String(c.pace) as "0" | "1" | "2")); },
      ok: function (c) {
        c.pace = (c.pace + 1) % 3;
        saveSettings(c.hal.storage, settingsOf(c));
      },
    });
    return items;
  }, function (c) { c.back(); });
}
