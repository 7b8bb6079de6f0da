// The layout of a standing row (standing.ts encodeRow), apart from the code that reads rows so
// that the device's file reader (hal/espruino/compact-params.ts), which standing.ts imports,
// can size them without importing standing.ts back (a cycle: its constants were not yet set).

/** The shape rows' grid of z: ROW_POINTS points from ROW_Z0 in steps of ROW_DZ. */
export const ROW_Z0 = -4;
export const ROW_DZ = 0.25;
export const ROW_POINTS = 41;

/** Totals an entry's final total is taken at (the advice to win): the means of equal shares of its shape. */
export const NODES = 8;

/** Characters of a row: the spread, the grid's points and the nodes, two each. */
export const ROW_CHARS = 2 * (1 + ROW_POINTS + NODES);
