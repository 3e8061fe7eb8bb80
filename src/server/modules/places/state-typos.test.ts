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
    // A short name with two letters swapped.
    ['Austin Texsa', 'Austin Texas', 'TX'],
    ['Boise, Idaoh', 'Boise Idaho', 'ID'],
    ['Columbus Ohoi', 'Columbus Ohio', 'OH'],
    ['Iwoa', 'Iowa', 'IA'],
  ])('%j → %j (%s)', (typed, text, state) => {
    expect(stateNameRespelled(typed)).toEqual({ text, state });
  });

  it.each([
    // Written right, a short name mistyped otherwise than by a swap, or what a state's people
    // are called.
    'Knoxville Tennessee',
    'Austin Texs',
    'Maize',
    'Kanas',
    'Dallas Texan',
    'The Floridian',
    'Golden Coloradan',
    'Sunrise Indian',
    'Nashville Tennessean',
    'Sunrise Manor',
  ])('%j: no state mistyped', (typed) => {
    expect(stateNameRespelled(typed)).toBeNull();
  });
});
