import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_SORT_LABELS } from '#shared/constants.ts';
import { PARAM } from '../search-params.ts';
import { renderBrowseFilters } from './browse-filters-test-kit.tsx';

const sortBox = () => screen.getByLabelText('Sort by') as HTMLSelectElement;
const offered = () => [...sortBox().options].map((option) => option.value);

describe('SortControl', () => {
  it('writes the chosen order, and leaves the default out of the URL', async () => {
    const { user, params, lastSearch } = renderBrowseFilters('?location=Portland');
    await user.selectOptions(sortBox(), SEARCH_SORT_LABELS['price-asc']);
    expect(params().get(PARAM.sort)).toBe('price-asc');
    expect(params().get(PARAM.location)).toBe('Portland');
    expect(lastSearch().get(PARAM.sort)).toBe('price-asc');

    await user.selectOptions(sortBox(), SEARCH_SORT_LABELS.best);
    expect(params().has(PARAM.sort)).toBe(false);
  });

  it('offers Distance only once there is a centre to measure from', async () => {
    const { user, params } = renderBrowseFilters();
    expect(offered()).not.toContain('distance');

    await user.type(screen.getByLabelText('Zip code'), '97214{Enter}');
    expect(offered()).toContain('distance');
    await user.selectOptions(sortBox(), SEARCH_SORT_LABELS.distance);
    expect(params().get(PARAM.sort)).toBe('distance');
  });
});
