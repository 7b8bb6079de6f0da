// The watch's accelerometer: each sample's change while the screen is on and the watch is
// unlocked (a locked watch in a pocket never rolls), for as long as a screen listens.
import type { Motion } from "../hal";

export function bangleMotion(): Motion {
  return {
    listen: function (sample) {
      const on = function (a: BangleAccel): void {
        if (!Bangle.isLocked() && Bangle.isLCDOn()) sample(a.diff);
      };
      Bangle.on("accel", on);
      return function () {
        Bangle.removeListener("accel", on);
      };
    },
  };
}
