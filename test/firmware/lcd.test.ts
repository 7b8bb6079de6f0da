// The Bangle.js 3's LCD as its firmware fills it: 64 colours (two bits per channel) from its
// 16-bit graphics by a 2x2 ordered dither, which hal/palette.ts lcdShows models for the
// simulator's pictures and the lockstep. Here every value of every channel, at every position
// of the dither, and the palette's colours, drawn on the firmware and read off its screen.
import { expect, it } from "vitest";
import { inksFor, lcdShows } from "../../hal/palette";
import { profileFor } from "../../sim/profiles";
import { describeFirmware } from "./fixture";
import { Emulator } from "../../emu/emulator";

describeFirmware("the Bangle.js 3's LCD colours", () => {
  it("show every 16-bit colour's channels as lcdShows says, at every position of the dither; the palette's too", () => {
    const e = Emulator.boot(undefined, false, "banglejs3");
    // Each channel's values (the others 0) and the palette's colours, one 4x4 block each, inside the circle.
    const colours = [
      ...Array.from({ length: 32 }, (_, v) => v << 11),
      ...Array.from({ length: 64 }, (_, v) => v << 5),
      ...Array.from({ length: 32 }, (_, v) => v),
      ...(inksFor(6, profileFor("banglejs3").palette) as number[]),
    ];
    const at = (i: number) => [60 + (i % 30) * 4, 60 + Math.floor(i / 30) * 4];
    let code = "Bangle.setUI();g.clear();";
    colours.forEach((c, i) => {
      const [x, y] = at(i);
      code += `g.setColor(${c}).fillRect(${x},${y},${x + 3},${y + 3});`;
    });
    e.exec(code + "g.flip()");
    const px = e.screen();
    const wrong: string[] = [];
    colours.forEach((c, i) => {
      const [x0, y0] = at(i);
      for (let y = y0; y < y0 + 4; y++) {
        for (let x = x0; x < x0 + 4; x++) {
          const j = (y * 240 + x) * 3;
          const got = [px[j], px[j + 1], px[j + 2]];
          if (got.join() !== lcdShows(c, x, y).join()) wrong.push(`0x${c.toString(16)} at (${x}, ${y}): ${got} not ${lcdShows(c, x, y)}`);
        }
      }
    });
    expect(wrong).toEqual([]);
    expect(e.takeErrors()).toEqual([]);
  });
}, "banglejs3");
