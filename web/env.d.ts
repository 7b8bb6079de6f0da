// Build-time facts the page is made with (web/vite.config.ts).
/** The boards whose firmware and app folder the page serves (emu/, app/<board>/), e.g. ["banglejs2"]. */
declare const __WEB_FIRMWARE__: string[];
/** Why there is no firmware in this page ("" where there is). */
declare const __WEB_NO_FIRMWARE__: string;
/** Where the server offers dist/tables/ ("tables/" under npm run web), or null in a static site. */
declare const __WEB_TABLES__: string | null;
