// What the app runs in the background after an install (app/preparing.ts): a module of its
// own (build/bundle.ts), loaded only while the device makes the coach's set-up file and its
// value tables from what the install sent (coach/prepare.ts), and let go whenever the coach
// module is wanted, so the two are never in memory together. A question asked before the
// set-up file is made makes it first (its few pieces): the coach's engines map it.
import type { Storage } from "../hal/hal";
import type { PackedIo } from "./coach/packed";
import { prepareJob, setupJob } from "./coach/prepare";

PREPARE_MODULE = {
  prepare: function (storage: Storage, setupFile: string, io: PackedIo) {
    return prepareJob(storage, io, setupFile);
  },
  setup: function (storage: Storage, setupFile: string, io: PackedIo) {
    return setupJob(storage, io, setupFile);
  },
};
