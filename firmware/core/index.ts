// The rules core's public face: pure, deterministic, no I/O (see DESIGN.md).
export * from "./actions";
export * from "./boxes";
export * from "./dice";
export * from "./digits";
export * from "./errors";
export * from "./game";
export * from "./json";
export * from "./placement";
export * from "./points";
export * from "./record";
export * from "./rules";
export * from "./scoring";
export * from "./strings";
export * from "./text";
export * from "./key-of";
export * from "./totals";
