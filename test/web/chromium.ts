// Debian's Chromium (/usr/bin/chromium, `apt-get install chromium`) driven by playwright-core,
// which downloads no browser of its own: the one launcher of the browser suites (this one
// and the App Loader pages'). Where the browser is missing, a suite says so and skips.
import { existsSync } from "node:fs";
import { describe } from "vitest";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Why the browser suites cannot run here, or undefined. */
export function chromiumMissing(): string | undefined {
  return existsSync(CHROMIUM) ? undefined : `${CHROMIUM} not found (apt-get install chromium, or set CHROMIUM_PATH)`;
}

/** A describe block that runs in Chromium, or is reported skipped with the reason. */
export function describeBrowser(name: string, body: () => void): void {
  const skip = chromiumMissing();
  describe.skipIf(skip !== undefined)(skip ? `${name} (skipped: ${skip})` : `browser: ${name}`, body);
}

/**
 * Chromium headless. As root (this machine, CI) its sandbox cannot start: --no-sandbox. The
 * machine has no network: background networking, component updates and sync are off, or it
 * keeps trying to reach Google's hosts.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** What a page said on its console as errors, and what it threw: a test expects none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}
