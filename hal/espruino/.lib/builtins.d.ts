// The JavaScript built-ins Espruino provides, and only those: the device type check
// (build/gate/typecheck.ts) compiles firmware/**, hal/** and firmware/main.ts with `noLib`
// against this file instead of TypeScript's ES library, so a call of something Espruino
// lacks (Array.from, Map, Symbol, Object.freeze, String.prototype.at ...) fails at build
// time instead of on the device. Sources: ../shared/ESPRUINO.md (measured on Espruino 2v29)
// and https://www.espruino.com/Reference. Add a member only after checking that Espruino
// has it.
//
// It lives in a dot-folder because TypeScript's `include` wildcards skip those: the
// project's own type check (tsconfig.json, full ES library and Node) must not load a
// second, smaller definition of Array, String and the rest.
//
// The check runs with target ES5, so for-of needs no Symbol.iterator (Espruino runs for-of
// over arrays, strings and typed arrays natively; esbuild passes it through).

// Declarations, not device code: the rules against Espruino-unsupported syntax (a rest
// parameter in a signature) and the style rules for code (var, empty interfaces that only
// name a type, redeclared NaN) do not apply here.
/* eslint-disable no-var, no-restricted-syntax, no-shadow-restricted-names, @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type */

// ---- Types TypeScript itself needs (no run-time part) -----------------------------------
type PropertyKey = string | number;
type Partial<T> = { [P in keyof T]?: T[P] };
type Required<T> = { [P in keyof T]-?: T[P] };
type Readonly<T> = { readonly [P in keyof T]: T[P] };
type Record<K extends keyof any, T> = { [P in K]: T };
type Pick<T, K extends keyof T> = { [P in K]: T[P] };
type Exclude<T, U> = T extends U ? never : T;
type Extract<T, U> = T extends U ? T : never;
type Omit<T, K extends keyof any> = Pick<T, Exclude<keyof T, K>>;
type NonNullable<T> = T & {};
type ReturnType<T extends (...args: any) => any> = T extends (...args: any) => infer R ? R : any;
type Parameters<T extends (...args: any) => any> = T extends (...args: infer P) => any ? P : never;
interface ArrayLike<T> {
  readonly length: number;
  readonly [n: number]: T;
}
interface IArguments {
  [index: number]: any;
  length: number;
}
interface TemplateStringsArray extends ReadonlyArray<string> {
  readonly raw: readonly string[];
}

// ---- Object, Function, Boolean ----------------------------------------------------------
interface Object {
  hasOwnProperty(v: PropertyKey): boolean;
  toString(): string;
}
interface ObjectConstructor {
  new (value?: any): Object;
  (value?: any): any;
  readonly prototype: Object;
  keys(o: object): string[];
  values<T>(o: { [s: string]: T }): T[];
  entries<T>(o: { [s: string]: T }): [string, T][];
  fromEntries<T>(entries: [string, T][]): { [k: string]: T };
  assign<T extends {}, U>(target: T, source: U): T & U;
  assign<T extends {}, U, V>(target: T, source1: U, source2: V): T & U & V;
  create(o: object | null): any;
  defineProperty<T>(o: T, p: PropertyKey, attributes: { value?: any; get?(): any; set?(v: any): void; writable?: boolean; enumerable?: boolean; configurable?: boolean }): T;
  getPrototypeOf(o: any): any;
  setPrototypeOf(o: any, proto: object | null): any;
  getOwnPropertyNames(o: any): string[];
}
declare var Object: ObjectConstructor;

interface Function {
  apply(this: Function, thisArg: any, argArray?: any): any;
  call(this: Function, thisArg: any, ...argArray: any[]): any;
  bind(this: Function, thisArg: any, ...argArray: any[]): any;
  readonly length: number;
  prototype: any;
}
interface CallableFunction extends Function {}
interface NewableFunction extends Function {}
interface FunctionConstructor {
  new (...args: string[]): Function;
  readonly prototype: Function;
}
declare var Function: FunctionConstructor;

interface Boolean {
  valueOf(): boolean;
}
interface BooleanConstructor {
  (value?: any): boolean;
  readonly prototype: Boolean;
}
declare var Boolean: BooleanConstructor;

// ---- Numbers and Math -------------------------------------------------------------------
// Not in Espruino: Number.isInteger, Number.isNaN, Number.parseInt (use the globals).
interface Number {
  toString(radix?: number): string;
  toFixed(fractionDigits?: number): string;
  valueOf(): number;
}
interface NumberConstructor {
  (value?: any): number;
  readonly prototype: Number;
  readonly MAX_VALUE: number;
  readonly MIN_VALUE: number;
  readonly NaN: number;
  readonly NEGATIVE_INFINITY: number;
  readonly POSITIVE_INFINITY: number;
}
declare var Number: NumberConstructor;
declare var NaN: number;
declare var Infinity: number;
declare function parseInt(string: string, radix?: number): number;
declare function parseFloat(string: string): number;
declare function isNaN(number: number): boolean;
declare function isFinite(number: number): boolean;

// Not in Espruino: Math.imul, Math.trunc, Math.log2 (and the other ES2015 additions).
interface Math {
  readonly E: number;
  readonly PI: number;
  readonly LN2: number;
  readonly LN10: number;
  readonly SQRT2: number;
  abs(x: number): number;
  ceil(x: number): number;
  floor(x: number): number;
  round(x: number): number;
  min(...values: number[]): number;
  max(...values: number[]): number;
  pow(x: number, y: number): number;
  sqrt(x: number): number;
  exp(x: number): number;
  log(x: number): number;
  sin(x: number): number;
  cos(x: number): number;
  tan(x: number): number;
  atan(x: number): number;
  atan2(y: number, x: number): number;
  random(): number;
  /** Espruino only: x clipped to [min, max]. */
  clip(x: number, min: number, max: number): number;
}
declare var Math: Math;

// ---- Strings and regular expressions ----------------------------------------------------
// Not in Espruino: at, replaceAll, normalize, codePointAt, localeCompare, matchAll.
// Left out: indexOf, includes and replace, which on Espruino 2v29 also report a match where
// only the needle's beginning ends the string ("abcx".indexOf("xyz") is 3, measured on the
// firmware); device code searches with find/replaceFirst (firmware/core/strings.ts).
// Left out: toUpperCase and toLowerCase, which change only a-z ("J\xFCrgen" becomes
// "J\xFCRGEN"; Node gives "J\xDCRGEN").
// Left out: charAt and s[i], which on the watches' firmware give a UTF-8 string for a
// character from 0x80 up even of a plain string ("\xD6z".charAt(0)), and "J" += that appends
// its two bytes ("J\xC3\x96"); substring(i, i + 1) gives the plain character.
// A string is bytes: fromCharCode keeps only the low byte of a code above 0xFF.
// UTF-8 strings (test/firmware/stored-text.test.ts measures each member on one): on the
// watches' firmware JSON.parse makes one of a \u escape from \u0080 up, and so does a
// literal written with one. On it length, charAt, [i], charCodeAt, indexOf, split, trim,
// padEnd, startsWith, endsWith, comparisons and JSON.stringify count and give characters, but
// substring, substr and slice cut by bytes, replace, padStart, toUpperCase and toLowerCase
// mangle it, repeat and for...of go by bytes, and a string joined to one becomes one. Device
// code therefore never holds one: text from Storage is parsed by parseJson
// (firmware/core/json-parse.ts; lint refuses JSON.parse elsewhere), and the bundle check
// refuses literals that would make one.
interface String {
  readonly length: number;
  charCodeAt(index: number): number;
  concat(...strings: string[]): string;
  lastIndexOf(searchString: string, position?: number): number;
  startsWith(searchString: string, position?: number): boolean;
  endsWith(searchString: string, endPosition?: number): boolean;
  slice(start?: number, end?: number): string;
  substr(from: number, length?: number): string;
  substring(start: number, end?: number): string;
  split(separator: string | RegExp, limit?: number): string[];
  match(regexp: string | RegExp): RegExpMatchArray | null;
  trim(): string;
  padStart(maxLength: number, fillString?: string): string;
  padEnd(maxLength: number, fillString?: string): string;
  repeat(count: number): string;
  toString(): string;
  valueOf(): string;
}
interface StringConstructor {
  (value?: any): string;
  readonly prototype: String;
  fromCharCode(...codes: number[]): string;
}
declare var String: StringConstructor;

interface RegExpMatchArray extends Array<string> {
  index?: number;
  input?: string;
}
interface RegExpExecArray extends Array<string> {
  index: number;
  input: string;
}
interface RegExp {
  exec(string: string): RegExpExecArray | null;
  test(string: string): boolean;
  readonly source: string;
  // no `global` (the firmware has none; device code uses no RegExp at all: the bundle check refuses it)
  lastIndex: number;
}
interface RegExpConstructor {
  new (pattern: string | RegExp, flags?: string): RegExp;
  (pattern: string | RegExp, flags?: string): RegExp;
  readonly prototype: RegExp;
}
declare var RegExp: RegExpConstructor;

// ---- Arrays -----------------------------------------------------------------------------
// Not in Espruino: Array.from, Array.of, flat, flatMap, at, lastIndexOf, reduceRight,
// copyWithin, keys/values/entries; `length = n` throws (use splice).
interface ReadonlyArray<T> {
  readonly length: number;
  readonly [n: number]: T;
  concat(...items: (T | readonly T[])[]): T[];
  join(separator?: string): string;
  slice(start?: number, end?: number): T[];
  indexOf(searchElement: T, fromIndex?: number): number;
  includes(searchElement: T, fromIndex?: number): boolean;
  every(predicate: (value: T, index: number, array: readonly T[]) => unknown): boolean;
  some(predicate: (value: T, index: number, array: readonly T[]) => unknown): boolean;
  forEach(callbackfn: (value: T, index: number, array: readonly T[]) => void): void;
  map<U>(callbackfn: (value: T, index: number, array: readonly T[]) => U): U[];
  filter<S extends T>(predicate: (value: T, index: number, array: readonly T[]) => value is S): S[];
  filter(predicate: (value: T, index: number, array: readonly T[]) => unknown): T[];
  reduce<U>(callbackfn: (previousValue: U, currentValue: T, currentIndex: number, array: readonly T[]) => U, initialValue: U): U;
  find(predicate: (value: T, index: number, obj: readonly T[]) => unknown): T | undefined;
  findIndex(predicate: (value: T, index: number, obj: readonly T[]) => unknown): number;
  toString(): string;
}
interface Array<T> {
  length: number;
  [n: number]: T;
  push(...items: T[]): number;
  pop(): T | undefined;
  shift(): T | undefined;
  unshift(...items: T[]): number;
  splice(start: number, deleteCount?: number, ...items: T[]): T[];
  concat(...items: (T | readonly T[])[]): T[];
  join(separator?: string): string;
  reverse(): T[];
  slice(start?: number, end?: number): T[];
  /** Not stable in Espruino. */
  sort(compareFn?: (a: T, b: T) => number): this;
  fill(value: T, start?: number, end?: number): this;
  indexOf(searchElement: T, fromIndex?: number): number;
  includes(searchElement: T, fromIndex?: number): boolean;
  every(predicate: (value: T, index: number, array: T[]) => unknown): boolean;
  some(predicate: (value: T, index: number, array: T[]) => unknown): boolean;
  forEach(callbackfn: (value: T, index: number, array: T[]) => void): void;
  map<U>(callbackfn: (value: T, index: number, array: T[]) => U): U[];
  filter<S extends T>(predicate: (value: T, index: number, array: T[]) => value is S): S[];
  filter(predicate: (value: T, index: number, array: T[]) => unknown): T[];
  reduce(callbackfn: (previousValue: T, currentValue: T, currentIndex: number, array: T[]) => T): T;
  reduce<U>(callbackfn: (previousValue: U, currentValue: T, currentIndex: number, array: T[]) => U, initialValue: U): U;
  find<S extends T>(predicate: (value: T, index: number, obj: T[]) => value is S): S | undefined;
  find(predicate: (value: T, index: number, obj: T[]) => unknown): T | undefined;
  findIndex(predicate: (value: T, index: number, obj: T[]) => unknown): number;
  toString(): string;
}
interface ArrayConstructor {
  new <T>(arrayLength?: number): T[];
  <T>(arrayLength?: number): T[];
  isArray(arg: any): arg is any[];
  readonly prototype: any[];
}
declare var Array: ArrayConstructor;

// ---- Typed arrays and buffers -----------------------------------------------------------
interface ArrayBuffer {
  readonly byteLength: number;
  // no slice: the firmware has none (test/firmware/builtins.test.ts)
}
interface ArrayBufferConstructor {
  new (byteLength: number): ArrayBuffer;
  readonly prototype: ArrayBuffer;
}
declare var ArrayBuffer: ArrayBufferConstructor;

/** What every typed array of Espruino has (`TA` is the array's own type). */
interface EspruinoTypedArray<TA> {
  readonly length: number;
  readonly byteLength: number;
  readonly byteOffset: number;
  readonly buffer: ArrayBuffer;
  [index: number]: number;
  set(array: ArrayLike<number>, offset?: number): void;
  subarray(begin?: number, end?: number): TA;
  slice(start?: number, end?: number): TA;
  fill(value: number, start?: number, end?: number): TA;
  indexOf(searchElement: number, fromIndex?: number): number;
  includes(searchElement: number, fromIndex?: number): boolean;
  join(separator?: string): string;
  forEach(callbackfn: (value: number, index: number, array: TA) => void): void;
  map(callbackfn: (value: number, index: number, array: TA) => number): TA;
  reduce<U>(callbackfn: (previousValue: U, currentValue: number, currentIndex: number, array: TA) => U, initialValue: U): U;
  sort(compareFn?: (a: number, b: number) => number): TA;
  reverse(): TA;
}
interface EspruinoTypedArrayConstructor<TA> {
  new (lengthOrArray: number | ArrayLike<number> | ArrayBuffer, byteOffset?: number, length?: number): TA;
  // no BYTES_PER_ELEMENT: the firmware has it neither on the constructors nor on instances
}
interface Uint8Array extends EspruinoTypedArray<Uint8Array> {}
interface Uint8ClampedArray extends EspruinoTypedArray<Uint8ClampedArray> {}
interface Int8Array extends EspruinoTypedArray<Int8Array> {}
interface Uint16Array extends EspruinoTypedArray<Uint16Array> {}
interface Int16Array extends EspruinoTypedArray<Int16Array> {}
interface Uint32Array extends EspruinoTypedArray<Uint32Array> {}
interface Int32Array extends EspruinoTypedArray<Int32Array> {}
interface Float32Array extends EspruinoTypedArray<Float32Array> {}
interface Float64Array extends EspruinoTypedArray<Float64Array> {}
declare var Uint8Array: EspruinoTypedArrayConstructor<Uint8Array>;
declare var Uint8ClampedArray: EspruinoTypedArrayConstructor<Uint8ClampedArray>;
declare var Int8Array: EspruinoTypedArrayConstructor<Int8Array>;
declare var Uint16Array: EspruinoTypedArrayConstructor<Uint16Array>;
declare var Int16Array: EspruinoTypedArrayConstructor<Int16Array>;
declare var Uint32Array: EspruinoTypedArrayConstructor<Uint32Array>;
declare var Int32Array: EspruinoTypedArrayConstructor<Int32Array>;
declare var Float32Array: EspruinoTypedArrayConstructor<Float32Array>;
declare var Float64Array: EspruinoTypedArrayConstructor<Float64Array>;

interface DataView {
  readonly buffer: ArrayBuffer;
  readonly byteLength: number;
  readonly byteOffset: number;
  getUint8(byteOffset: number): number;
  getInt8(byteOffset: number): number;
  getUint16(byteOffset: number, littleEndian?: boolean): number;
  getInt16(byteOffset: number, littleEndian?: boolean): number;
  getUint32(byteOffset: number, littleEndian?: boolean): number;
  getInt32(byteOffset: number, littleEndian?: boolean): number;
  getFloat32(byteOffset: number, littleEndian?: boolean): number;
  getFloat64(byteOffset: number, littleEndian?: boolean): number;
  setUint8(byteOffset: number, value: number): void;
  setInt8(byteOffset: number, value: number): void;
  setUint16(byteOffset: number, value: number, littleEndian?: boolean): void;
  setInt16(byteOffset: number, value: number, littleEndian?: boolean): void;
  setUint32(byteOffset: number, value: number, littleEndian?: boolean): void;
  setInt32(byteOffset: number, value: number, littleEndian?: boolean): void;
  setFloat32(byteOffset: number, value: number, littleEndian?: boolean): void;
  setFloat64(byteOffset: number, value: number, littleEndian?: boolean): void;
}
interface DataViewConstructor {
  new (buffer: ArrayBuffer, byteOffset?: number, byteLength?: number): DataView;
}
declare var DataView: DataViewConstructor;

// ---- JSON, errors, promises, timers, console ---------------------------------------------
// JSON: Espruino ignores a replacer or reviver, so none is declared.
interface JSON {
  parse(text: string): any;
  stringify(value: any, replacer?: null, space?: string | number): string;
}
declare var JSON: JSON;

// Not in Espruino: RangeError; `class X extends Error` does not work.
interface Error {
  message: string;
  stack?: string;
}
interface ErrorConstructor {
  new (message?: string): Error;
  (message?: string): Error;
  readonly prototype: Error;
}
declare var Error: ErrorConstructor;
declare var TypeError: ErrorConstructor;
declare var SyntaxError: ErrorConstructor;
declare var ReferenceError: ErrorConstructor;

interface PromiseLike<T> {
  then<R1 = T, R2 = never>(onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null, onrejected?: ((reason: any) => R2 | PromiseLike<R2>) | null): PromiseLike<R1 | R2>;
}
interface Promise<T> {
  then<R1 = T, R2 = never>(onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null, onrejected?: ((reason: any) => R2 | PromiseLike<R2>) | null): Promise<R1 | R2>;
  catch<R = never>(onrejected?: ((reason: any) => R | PromiseLike<R>) | null): Promise<T | R>;
}
interface PromiseConstructor {
  new <T>(executor: (resolve: (value: T) => void, reject: (reason?: any) => void) => void): Promise<T>;
  all<T>(values: readonly (T | PromiseLike<T>)[]): Promise<T[]>;
  resolve<T>(value: T): Promise<T>;
  reject<T = never>(reason?: any): Promise<T>;
}
declare var Promise: PromiseConstructor;

/** Espruino's timers return a number; the callback runs once after `ms` milliseconds. */
declare function setTimeout(callback: () => void, ms?: number): number;
declare function clearTimeout(id?: number): void;
declare function setInterval(callback: () => void, ms?: number): number;
declare function clearInterval(id?: number): void;

declare var console: { log(...data: any[]): void };
declare function btoa(binary: string): string;
declare function atob(base64: string): string;

/**
 * The global object. Device code reaches Espruino's module loader through it (see
 * hal/espruino/flash.ts); the modules it asks for are the Storage and heatshrink
 * (hal/espruino/packed-io.ts). `eval` through it is indirect: a direct eval would stop
 * esbuild from shortening any name around it.
 */
declare var global: { require(module: "Storage"): EspruinoStorage; require(module: "heatshrink"): EspruinoHeatshrink; eval(code: string): unknown };
