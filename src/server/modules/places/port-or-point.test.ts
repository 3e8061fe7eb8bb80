import { describe, expect, it } from 'vitest';
import { keysWithPtSpelledOut, portOrPoint } from './port-or-point.ts';

describe('portOrPoint', () => {
  it.each([
    ['Pt Charlotte', ['Port Charlotte', 'Point Charlotte']],
    ['pt. pleasant, NJ', ['Port pleasant, NJ', 'Point pleasant, NJ']],
    ['PT.Arthur TX', ['Port Arthur TX', 'Point Arthur TX']],
  ])('writes %s with Port and with Point', (text, forms) =>
    expect(portOrPoint(text)).toEqual(forms),
  );

  it.each(['Port Charlotte', 'Pte Claire', 'Pt', 'Newport', 'Apt 4 Seattle'])(
    'leaves %s, which has no "Pt" before a word',
    (text) => expect(portOrPoint(text)).toEqual([]),
  );
});

describe('keysWithPtSpelledOut', () => {
  it('writes a leading "pt" as port and point', () => {
    expect(keysWithPtSpelledOut('pt ch')).toEqual(['port ch', 'point ch']);
    expect(keysWithPtSpelledOut('pt')).toEqual(['port ', 'point ']);
  });

  it('leaves keys without it', () => {
    expect(keysWithPtSpelledOut('ptarmigan')).toEqual([]);
    expect(keysWithPtSpelledOut('seattle')).toEqual([]);
  });
});
