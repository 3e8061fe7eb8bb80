import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.ts';

describe('remembered', () => {
  it('works out an answer once per text, null answers included', () => {
    const calls: string[] = [];
    const lookup = remembered(
      (text: string) => (calls.push(text), text === 'x' ? null : text.length),
    );
    expect([lookup('abc'), lookup('abc'), lookup('x'), lookup('x')]).toEqual([3, 3, null, null]);
    expect(calls).toEqual(['abc', 'x']);
  });

  it('forgets the oldest text beyond its size', () => {
    const calls: string[] = [];
    const lookup = remembered((text: string) => (calls.push(text), text), 2);
    for (const text of ['a', 'b', 'c', 'b', 'a']) lookup(text);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
