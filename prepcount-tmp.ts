import { readFileSync } from "node:fs";
import { prepareWatch } from "./test/firmware/prepared";
(async () => {
  const p = await prepareWatch(new Uint8Array(readFileSync(".tmp/firmware/installed.img")), true);
  console.log("PREP", JSON.stringify({ pieces: p.pieces, loops: p.loops, longest: p.longest }));
})();
