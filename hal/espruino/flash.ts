// The one place that asks Espruino's module loader for the Storage module (files in flash),
// so the Storage HAL and the flash-backed texts and fonts share it, and tests can fake it
// by setting global.require.

export function flash(): EspruinoStorage {
  // Through `global`: a bare require() would make esbuild wrap it in a shim that uses
  // Proxy, which Espruino lacks.
  return global.require("Storage");
}
