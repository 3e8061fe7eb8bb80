import { describe, expect, it } from 'vitest';
import { mergeStreams, slotsBefore, streamReads } from './featured-slots.ts';

describe('featured slots', () => {
  it('puts three slots at the top of every page of 12', () => {
    for (let i = 0; i < 200; i++) {
      expect(slotsBefore(i, 0), `position ${i}`).toBe(3 * Math.floor(i / 12) + Math.min(i % 12, 3));
    }
  });

  it('starts page one’s slots after the samples and leaves later pages alone', () => {
    expect([6, 7, 8, 9, 10, 12, 13, 15].map((i) => slotsBefore(i, 6))).toEqual([
      0, 1, 2, 3, 3, 3, 4, 6,
    ]);
  });

  it('reads the featured stream for the window’s slots and the organic one for all of it', () => {
    expect(streamReads(30, 50, 0)).toEqual({
      featured: { offset: 9, limit: 5 },
      organic: { offset: 21, limit: 20 },
    });
    // A window without a slot still reads one featured row: was that stream over before it?
    expect(streamReads(4, 12, 0).featured).toEqual({ offset: 3, limit: 1 });
  });

  it('fills a stream’s positions from the other once it has no more rows', () => {
    const featured = ['F0', 'F1'];
    const organic = ['O0', 'O1', 'O2'];
    expect(mergeStreams(0, 12, 0, featured, organic)).toEqual(['F0', 'F1', 'O0', 'O1', 'O2']);
    expect(mergeStreams(0, 12, 0, ['F0', 'F1', 'F2', 'F3', 'F4'], ['O0'])).toEqual([
      'F0',
      'F1',
      'F2',
      'O0',
      'F3',
      'F4',
    ]);
  });
});
