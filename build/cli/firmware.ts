// `npm run firmware [-- --webide DIR] [--bangleapps DIR]`: puts the pinned firmware and
// BangleApps files (build/firmware-pins.json) in .firmware/, where the tests find them
// (build/firmware-files.ts), from $ESPRUINO_EMU_DIR / $BANGLEAPPS_DIR, ../shared beside the project, a
// local EspruinoWebIDE / BangleApps checkout, or a download of the pinned commits
// ($KNIFFEL_FIRMWARE_URL, default raw.githubusercontent.com). Refuses a file whose SHA-256
// differs from its pin (exit 1, nothing written); a second run says all is in place.
import { firmwareCli } from "../firmware-pins";

process.exitCode = await firmwareCli(process.argv.slice(2), process.env, console.log, console.error);
