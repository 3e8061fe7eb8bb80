import { describe, expect, it } from 'vitest';
import { wordsTyped } from './location-typed.ts';
import { roomAndPlace } from './room-words.ts';

describe('roomAndPlace', () => {
  it.each([
    ['private room assisted living Seattle', ['private'], 'assisted living Seattle'],
    ['Austin with a shared room', ['shared'], 'Austin'],
    ['semi-private rooms in Ohio', ['shared'], 'Ohio'],
    ['Tampa, FL private suite', ['private'], 'Tampa, FL'],
  ])('%j asks for %j, and searches %j', (text, rooms, location) => {
    expect(roomAndPlace(text)).toEqual({ values: rooms, location });
  });

  it.each(['Seattle, WA', 'Private Gardens', 'Single Oak Manor'])('%j asks for no room', (text) => {
    expect(roomAndPlace(text)).toBeNull();
  });
});

describe('wordsTyped with a room', () => {
  it.each([
    ['private room assisted living Seattle, WA', ['assisted-living'], ['private'], 'Seattle, WA'],
    ['assisted living shared room Austin', ['assisted-living'], ['shared'], 'Austin'],
    ['memory care with a private room in Denver', ['memory-care'], ['private'], 'Denver'],
  ])('%j is %j with a %j room in %j', (text, types, rooms, place) => {
    expect(wordsTyped(text)).toMatchObject({ types, rooms, place });
  });
});
