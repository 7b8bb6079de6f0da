// `npm run web`: builds the watch app folders (for the firmware switch), then serves the page
// on 127.0.0.1 with vite and prints its address; dist/tables/ is served for the coach.
import { createServer } from "vite";
import { buildApps } from "./apps";
import { webConfig } from "./config";

async function main(): Promise<void> {
  process.stdout.write("building the watch app for the firmware switch (npm run build) ...\n");
  const apps = await buildApps();
  const server = await createServer(webConfig({ apps, tables: true, port: Number(process.env.PORT) || undefined }));
  await server.listen();
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
  process.stdout.write(`Kniffel in the browser: ${url}  (Ctrl+C ends)\n`);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
