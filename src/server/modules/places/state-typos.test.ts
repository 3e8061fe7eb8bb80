import { describe, expect, it } from 'vitest';
import { stateNameRespelled } from './state-typos.ts';

describe('stateNameRespelled', () => {
  it.each([
    ['Knoxville Tennesee', 'Knoxville Tennessee', 'TN'],
    ['Knoxville, Tennesse', 'Knoxville Tennessee', 'TN'],
    ['Massachusets', 'Massachusetts', 'MA'],
    ['Charleston West Virgina', 'Charleston West Virginia', 'WV'],
    ['North Carolna', 'North Carolina', 'NC'],
    ['Miami Flordia', 'Miami Florida', 'FL'],
  ])('%j → %j (%s)', (typed, text, state) => {
    expect(stateNameRespelled(typed)).toEqual({ text, state });
  });

  it.each([
    // Written right, too short to tell, or what a state's people are called.
    'Knoxville Tennessee',
    'Austin Texsa',
    'Kanas',
    'The Floridian',
    'Golden Coloradan',
    'Sunrise Indian',
    'Nashville Tennessean',
    'Sunrise Manor',
  ])('%j: no state mistyped', (typed) => {
    expect(stateNameRespelled(typed)).toBeNull();
  });
});
