import { PARTS_OF_MIDWESTERN_STATES } from './parts-of-midwestern-states.ts';
import { PARTS_OF_NORTHEASTERN_STATES } from './parts-of-northeastern-states.ts';
import { PARTS_OF_SOUTHERN_STATES } from './parts-of-southern-states.ts';
import { PARTS_OF_WESTERN_STATES } from './parts-of-western-states.ts';
import type { Region } from './regions.ts';

/**
 * The larger parts of states people name (docs/decisions/090): "East Tennessee", "the Willamette
 * Valley", "Southern California". Each is searched as far from its middle as nine in ten of its
 * ZIP codes lie, at most as far as the distance filter goes (100 miles): the heart of a part too
 * wide for one circle, as East Tennessee around Knoxville.
 */
export const PARTS_OF_STATES: readonly Region[] = [
  ...PARTS_OF_NORTHEASTERN_STATES,
  ...PARTS_OF_SOUTHERN_STATES,
  ...PARTS_OF_MIDWESTERN_STATES,
  ...PARTS_OF_WESTERN_STATES,
];
