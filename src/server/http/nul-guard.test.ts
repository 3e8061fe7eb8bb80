import { describe, expect, it } from 'vitest';
import { findNul } from './nul-guard.ts';

describe('findNul', () => {
  it('names the first key or string with a NUL character, in document order', () => {
    expect(findNul({ a: 'fine', images: ['x', 'y\u0000'] })).toBe('images.1');
    expect(findNul({ first: 'a\u0000', ['k\u0000']: 'fine' })).toBe('first');
    expect(findNul({ ok: 1, ['k\u0000']: 'fine', later: '\u0000' })).toBe('k\u0000');
    expect(findNul('\u0000')).toBe('(value)');
    expect(findNul({ a: [1, null, true, { b: 'clean' }] })).toBeNull();
    // Half of a surrogate pair is not text either; a whole pair (an emoji) is.
    expect(findNul({ name: 'a\ud800', other: '\udfff' })).toBe('name');
    expect(findNul({ name: 'Ana \ud83d\ude00' })).toBeNull();
  });

  it('walks a value nested far deeper than any call stack without overflowing', () => {
    let value: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) value = [value];
    expect(findNul(value)).toBe(Array(200_000).fill('0').join('.'));
  });
});
