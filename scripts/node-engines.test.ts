import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { satisfiesEngines } from './node-engines.mjs';

const RANGE = '^20.19.0 || ^22.13.0 || >=24';

describe('satisfiesEngines', () => {
  it('allows each line from its floor, and every later major from >=', () => {
    for (const version of ['20.19.0', 'v20.20.2', '22.13.0', '22.22.1', '24.0.0', '26.1.0']) {
      expect(satisfiesEngines(version, RANGE), version).toBe(true);
    }
  });

  it('refuses what the dependencies do not support', () => {
    for (const version of ['18.20.0', '20.0.0', 'v20.18.3', '21.7.0', '22.12.0', '23.11.0']) {
      expect(satisfiesEngines(version, RANGE), version).toBe(false);
    }
  });

  it('reads the range package.json states, and that range admits the Node CI runs', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(satisfiesEngines(process.version, engines.node)).toBe(true);
  });
});
