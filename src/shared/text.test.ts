import { describe, expect, it } from 'vitest';
import { capVisibleLength, countOf, displayPhone, formatUsPhone, visibleLength } from './text.ts';

describe('visibleLength', () => {
  it('counts emoji and combined sequences as one character each', () => {
    expect(visibleLength('abc')).toBe(3);
    expect(visibleLength('😀')).toBe(1);
    expect(visibleLength('👨‍👩‍👧')).toBe(1);
    expect(visibleLength('é')).toBe(1);
  });
});

describe('formatUsPhone', () => {
  it('formats progressively as (XXX) XXX-XXXX', () => {
    expect(formatUsPhone('5')).toBe('(5');
    expect(formatUsPhone('50355')).toBe('(503) 55');
    expect(formatUsPhone('503-555-0142')).toBe('(503) 555-0142');
    expect(formatUsPhone('50355501429999')).toBe('(503) 555-0142');
    expect(formatUsPhone('')).toBe('');
  });
});

describe('displayPhone', () => {
  it('writes a US number as (XXX) XXX-XXXX, anything else as it was written', () => {
    expect(displayPhone('5551850310')).toBe('(555) 185-0310');
    expect(displayPhone('(503) 555-0142')).toBe('(503) 555-0142');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('capVisibleLength', () => {
  it('keeps at most max visible characters without splitting an emoji', () => {
    expect(capVisibleLength('abcdef', 3)).toBe('abc');
    expect(capVisibleLength('ab', 3)).toBe('ab');
    expect(capVisibleLength('a👨‍👩‍👧b', 2)).toBe('a👨‍👩‍👧');
    expect(capVisibleLength('', 0)).toBe('');
  });
});

describe('countOf', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [4, '4 views'],
    [1200, '1,200 views'],
  ])('%i reads %j', (n, text) => {
    expect(countOf(n, 'view', 'views')).toBe(text);
  });
});
