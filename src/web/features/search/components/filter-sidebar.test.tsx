import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AMENITY_PRESETS, SEARCH_SORTS } from '#shared/constants.ts';
import { PARAM } from '../search-params.ts';
import { renderBrowseFilters } from './browse-filters-test-kit.tsx';

const [, FIRST_NON_DEFAULT_SORT] = SEARCH_SORTS;

/**
 * The count of docs/product.md §2 (care types, +1 price range, +1 place) with the choice filters
 * docs/decisions/038 adds: 2 care types + 1 price + 1 ZIP and distance + 1 amenity + 1 room type
 * + 1 payment source = 7.
 */
const SEVEN_FILTERS = new URLSearchParams([
  [PARAM.location, 'Portland, OR'],
  [PARAM.type, 'assisted-living'],
  [PARAM.type, 'memory-care'],
  [PARAM.minPrice, '2000'],
  [PARAM.maxPrice, '6000'],
  [PARAM.zip, '97214'],
  [PARAM.radius, '10'],
  [PARAM.amenity, AMENITY_PRESETS[0]],
  [PARAM.room, 'private'],
  [PARAM.payment, 'medicaid'],
  [PARAM.sort, FIRST_NON_DEFAULT_SORT],
]);

const badge = () => screen.queryByRole('heading', { name: /^Filters/ })?.textContent;

describe('FilterSidebar', () => {
  it('counts the active filters in its heading, and when collapsed', async () => {
    const { user } = renderBrowseFilters(`?${SEVEN_FILTERS}`);
    expect(badge()).toBe('Filters 7 active');

    await user.click(screen.getByRole('checkbox', { name: AMENITY_PRESETS[1] }));
    expect(badge()).toBe('Filters 8 active');

    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    const rail = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(rail).getByText('8').textContent).toBe('8 active filters');
  });

  it('shows no count without filters: the location text and the order are not filters', () => {
    renderBrowseFilters(`?location=Portland&sort=${FIRST_NON_DEFAULT_SORT}`);
    expect(badge()).toBe('Filters');
    const clear = screen.getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
  });

  it('Clear filters drops every filter but keeps the location text and the order', async () => {
    const { user, params } = renderBrowseFilters(`?${SEVEN_FILTERS}&listing=abc`);
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));

    expect([...params()]).toEqual([
      [PARAM.location, 'Portland, OR'],
      [PARAM.sort, FIRST_NON_DEFAULT_SORT],
      [PARAM.listing, 'abc'],
    ]);
    expect(badge()).toBe('Filters');
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });
});
