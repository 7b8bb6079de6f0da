// `npm run build:web` (web/server/build.ts).
import { buildWeb } from "./build";

buildWeb().then(
  () => process.stdout.write("wrote dist/web/ (a static site: serve the folder from any static host)\n"),
  (e) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
