/**
 * A value made on first use and kept: for objects that cost something to build and that only
 * some pages need (an Intl formatter loads the browser's locale data, whole-number.ts).
 */
export function madeOnce<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
