import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike, up to and past the limit', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":[]}]}}', 5)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":[]}]}}', 4)).toBe(true);
  });

  it('measures depth, not size: a wide body is shallow', () => {
    const wide = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ [`k${i}`]: [i] })));
    expect(nestsDeeperThan(wide, 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `"[[[{{{\\"${'['.repeat(100)}`, list: [['x']] });
    expect(nestsDeeperThan(text, 3)).toBe(false);
    expect(nestsDeeperThan(text, 2)).toBe(true);
  });

  it('stops at the first level too many, whatever follows', () => {
    // Not JSON at all after the 33rd bracket: the parser would refuse it, the scan need not look.
    expect(
      nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${'"'.repeat(10)}`, MAX_JSON_DEPTH),
    ).toBe(true);
  });
});
