// The App Loader stand-in's site for the browser test of the app's page: laid out as BangleApps
// serves it (apps/kniffel/ the built app folder, core/lib/interface.js from BangleApps (build/firmware-files.ts bangleAppsDir),
// loaded at test time and never copied into the repository), beside the harness page
// (test/web/loader/harness.ts, bundled here), the Web IDE's emulator files the browser site
// carries (emu/) and the firmware suite's installed watch (watch.img).
import { buildSync } from "esbuild";
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../build/boards";
import { bangleAppsDir, missingFirmware } from "../../build/firmware-files";

const interfaceJs = () => join(bangleAppsDir(), "core/lib/interface.js");

/** Why the App Loader's page cannot be tested here, or undefined. */
export function loaderMissing(): string | undefined {
  return existsSync(interfaceJs()) ? undefined : missingFirmware("BangleApps file", interfaceJs());
}

/** Writes the site into .tmp/web/loader and returns its folder. */
export function loaderSite(o: { site: string; app: string; image: string }): string {
  const dir = join(ROOT, ".tmp/web/loader");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "apps"), { recursive: true });
  mkdirSync(join(dir, "core/lib"), { recursive: true });
  copyFileSync(join(ROOT, "test/web/loader/index.html"), join(dir, "index.html"));
  buildSync({ entryPoints: [join(ROOT, "test/web/loader/harness.ts")], bundle: true, format: "iife", target: "es2020", outfile: join(dir, "harness.js") });
  symlinkSync(interfaceJs(), join(dir, "core/lib/interface.js"));
  symlinkSync(join(o.site, "emu"), join(dir, "emu"));
  symlinkSync(o.app, join(dir, "apps/kniffel"));
  symlinkSync(o.image, join(dir, "watch.img"));
  return dir;
}
