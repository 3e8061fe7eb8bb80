import { describe, expect, it } from 'vitest';
import { saysPhone } from './phone-hint.ts';

describe('saysPhone', () => {
  it.each([
    [{ 'sec-ch-ua-mobile': '?1' }, true],
    [{ 'sec-ch-ua-mobile': ' ?1 ' }, true],
    [{ 'sec-ch-ua-mobile': '?0' }, false],
    [{ 'sec-ch-ua-mobile': '1' }, false],
    [
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' },
      false,
    ],
    [{}, false],
  ])('%j → %s', (headers, phone) => {
    expect(saysPhone(headers)).toBe(phone);
  });
});
