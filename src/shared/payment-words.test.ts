import { describe, expect, it } from 'vitest';
import { paymentAndPlace } from './payment-words.ts';

describe('paymentAndPlace', () => {
  it.each([
    ['that takes Medicaid in Florida', ['medicaid'], 'Florida'],
    ['accepting medicaid near 98052', ['medicaid'], '98052'],
    ['Medicaid assisted living in Tampa, FL', ['medicaid'], 'assisted living in Tampa, FL'],
    ['Medicaid-approved nursing homes Tampa', ['medicaid'], 'nursing homes Tampa'],
    ['medicaid waiver Phoenix', ['medicaid'], 'Phoenix'],
    ['Florida medicaid', ['medicaid'], 'Florida'],
    ['Tampa, FL - Medicaid accepted', ['medicaid'], 'Tampa, FL'],
    ['Phoenix memory care accepting VA benefits', ['veterans'], 'Phoenix memory care'],
    ['aid and attendance San Diego', ['veterans'], 'San Diego'],
    ['Seattle that take long-term care insurance', ['ltc-insurance'], 'Seattle'],
    ['private pay Austin TX', ['private-pay'], 'Austin TX'],
    ['skilled nursing that takes Medicare', ['medicare'], 'skilled nursing'],
    ['Medicaid', ['medicaid'], ''],
  ])('%j asks for %j, and searches %j', (text, payment, location) => {
    expect(paymentAndPlace(text)).toEqual({ payment, location });
  });

  it.each([
    'Seattle, WA',
    'VA',
    'Richmond VA',
    'VA assisted living',
    'Sunrise Assisted Living',
    'Medicaidville',
    'assisted living in Florida',
  ])('%j names no way of paying', (text) => {
    expect(paymentAndPlace(text)).toBeNull();
  });
});
