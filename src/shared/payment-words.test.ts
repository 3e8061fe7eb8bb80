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
    ['assisted living for veterans', ['veterans'], 'assisted living'],
    ['veterans memory care in Tampa', ['veterans'], 'memory care in Tampa'],
    ['veterans in Phoenix', ['veterans'], 'Phoenix'],
    ['Veterans', ['veterans'], ''],
    ['nursing homes for military veterans', ['veterans'], 'nursing homes'],
    ['for Medicaid patients in Ohio', ['medicaid'], 'Ohio'],
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
    'Veteran, WY',
    'Veterans Home of California',
    'Veterans Memorial Manor',
  ])('%j names no way of paying', (text) => {
    expect(paymentAndPlace(text)).toBeNull();
  });
});
