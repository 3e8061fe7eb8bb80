import { describe, expect, it } from 'vitest';
import { isTab, tabFromSearch } from './tab-param.ts';

const TABS = ['guides', 'financial', 'caregiving'] as const;

describe('tabFromSearch', () => {
  it('reads the tab ?tab= names', () => {
    expect(tabFromSearch(new URLSearchParams('tab=financial'), TABS, 'guides')).toBe('financial');
  });

  it('falls back when ?tab= is missing, empty, unknown or differently spelled', () => {
    for (const search of ['', 'tab=', 'tab=billing', 'tab=Financial', 'other=financial']) {
      expect(tabFromSearch(new URLSearchParams(search), TABS, 'guides'), search).toBe('guides');
    }
  });
});

describe('isTab', () => {
  it('accepts only one of the tabs, and only a string', () => {
    expect(isTab(TABS, 'caregiving')).toBe(true);
    expect(isTab(TABS, 'toString')).toBe(false);
    expect(isTab(TABS, null)).toBe(false);
    expect(isTab(TABS, ['guides'])).toBe(false);
  });
});
