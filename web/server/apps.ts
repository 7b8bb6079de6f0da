// The app folders the page's firmware switch installs: each Bangle board's BangleApps folder,
// built as `npm run build` builds it (into dist/<board>/).
import { join } from "node:path";
import { boardBuild, boardIds } from "../../build/boards";
import { buildBoard, DIST, isBangleApp } from "../../build/build";

/** Builds the app folder of every board that is a Bangle.js app; board -> its folder. */
export async function buildApps(out = DIST): Promise<{ [board: string]: string }> {
  const apps: { [board: string]: string } = {};
  for (const id of boardIds()) {
    if (!isBangleApp(boardBuild(id))) continue;
    await buildBoard(id, out);
    apps[id] = join(out, id);
  }
  return apps;
}
