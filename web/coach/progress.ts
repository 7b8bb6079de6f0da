// A coach worker's progress as the page hears it (worker.ts, chance-worker.ts): the share done,
// posted once per whole percent (a solver calls back thousands of times).
import type { Progress } from "../../firmware/coach/solve";

/** The progress callback that posts `{ k: "progress", done }` (0..1) through `post` at each new percent. */
export function percentPoster(post: (m: { k: "progress"; done: number }) => void): Progress {
  let shown = -1;
  return function (done, total) {
    const pct = Math.floor((100 * done) / total);
    if (pct !== shown) post({ k: "progress", done: (shown = pct) / 100 });
  };
}
