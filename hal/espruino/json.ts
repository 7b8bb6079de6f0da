// The device's JSON module, which the device bundle takes in place of firmware/core/json.ts
// (build/substitutes.ts): parsing is the shared one; writing is the firmware's own
// JSON.stringify, which already escapes every character from 127 up (\u00FC) as the shared
// toJson does on Node (test/firmware/stored-text.test.ts compares the two).
export { parseJson } from "../../firmware/core/json-parse";

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
