import { describe, expect, it } from 'vitest';
import { summarise } from './profile-summary.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });

/** root → renderPage → encodePage → processChunkSync (zlib); root → (idle); root → fill. */
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5, 6] },
    {
      id: 2,
      callFrame: frame('renderPage', 'file:///x/.data-bench/server/main.js'),
      children: [3],
    },
    {
      id: 3,
      callFrame: frame('encodePage', 'file:///x/.data-bench/server/main.js'),
      children: [4],
    },
    { id: 4, callFrame: frame('processChunkSync', 'node:zlib') },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('fill', 'file:///x/.data-bench/server/main.js') },
  ],
  startTime: 0,
  // Each sample lasts until the next one: 1 ms apart.
  samples: [4, 4, 4, 6, 5, 5],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
};

describe('summarise', () => {
  it('sums self time by function, library and stage, leaving idle time out of the busy time', () => {
    const s = summarise(profile);
    expect(s.busyMs).toBe(4);
    expect(s.stages).toEqual([
      { stage: 'compression (brotli, encodePage)', ms: 3 },
      { stage: 'template fill', ms: 1 },
    ]);
    expect(s.areas[0]).toEqual({ area: 'compression (zlib)', ms: 3 });
    expect(s.functions[0].name).toBe('processChunkSync node:zlib:1');
  });
  it('counts only the samples inside the window', () => {
    expect(summarise(profile, { from: 3500, to: 4500 }).busyMs).toBe(1);
  });
});
