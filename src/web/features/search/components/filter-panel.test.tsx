import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AMENITY_PRESETS,
  CARE_TYPE_LABELS,
  DEFAULT_PRICE_RANGE,
  DISTANCE,
  LISTING_QUERY_LIMITS,
  PAYMENT_SOURCE_LABELS,
  PRICE_STEP,
  ROOM_TYPE_LABELS,
} from '#shared/constants.ts';
import { descriptionOf } from '#web/test/render.tsx';
import { PARAM } from '../search-params.ts';
import { renderBrowseFilters } from './browse-filters-test-kit.tsx';

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('FilterPanel: each filter writes the URL the browse page reads', () => {
  it('care types: each ticked type once, in the page’s order, and the search asks for them', async () => {
    const { user, params, lastSearch } = renderBrowseFilters('?location=Portland');
    await user.click(box(CARE_TYPE_LABELS['memory-care']));
    await user.click(box(CARE_TYPE_LABELS['assisted-living']));
    expect(params().getAll(PARAM.type)).toEqual(['assisted-living', 'memory-care']);
    expect(params().get(PARAM.location)).toBe('Portland');
    await waitFor(() =>
      expect(lastSearch().getAll(PARAM.type)).toEqual(['assisted-living', 'memory-care']),
    );

    await user.click(box(CARE_TYPE_LABELS['assisted-living']));
    expect(params().getAll(PARAM.type)).toEqual(['memory-care']);
  });

  it('price range: the thumbs move by the price step, a thumb at its bound means no limit', async () => {
    const { user, params } = renderBrowseFilters();
    const low = await screen.findByRole('slider', { name: 'Minimum price' });
    await user.click(low);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(params().get(PARAM.minPrice)).toBe(String(DEFAULT_PRICE_RANGE.min + 2 * PRICE_STEP));
    expect(params().has(PARAM.maxPrice)).toBe(false);

    await user.click(screen.getByRole('slider', { name: 'Maximum price' }));
    await user.keyboard('{ArrowLeft}');
    expect(params().get(PARAM.maxPrice)).toBe(String(DEFAULT_PRICE_RANGE.max - PRICE_STEP));
    await user.keyboard('{End}');
    expect(params().has(PARAM.maxPrice)).toBe(false);
  });

  it('distance: offered once a ZIP is applied, starting at the default, and written in miles', async () => {
    const { user, params } = renderBrowseFilters();
    expect(screen.queryByRole('slider', { name: 'Distance in miles' })).toBe(null);

    const zip = screen.getByLabelText('Zip code');
    await user.type(zip, '97a14{Enter}');
    expect(descriptionOf(zip)).toBe(LISTING_QUERY_LIMITS.zipMessage);
    expect(params().has(PARAM.zip)).toBe(false);

    await user.clear(zip);
    await user.type(zip, '97214');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(params().get(PARAM.zip)).toBe('97214');

    const distance = await screen.findByRole('slider', { name: 'Distance in miles' });
    expect(distance.getAttribute('aria-valuenow')).toBe(String(DISTANCE.default));
    await user.click(distance);
    await user.keyboard('{ArrowLeft}');
    expect(params().get(PARAM.radius)).toBe(String(DISTANCE.default - DISTANCE.step));
  });

  it('room type, payment and amenities: each ticked one is required', async () => {
    const { user, params } = renderBrowseFilters();
    await user.click(box(ROOM_TYPE_LABELS.shared));
    await user.click(box(PAYMENT_SOURCE_LABELS.medicaid));
    await user.click(screen.getByText('Amenities'));
    await user.click(box(AMENITY_PRESETS[0]));
    await user.click(box(AMENITY_PRESETS[2]));

    expect(params().getAll(PARAM.room)).toEqual(['shared']);
    expect(params().getAll(PARAM.payment)).toEqual(['medicaid']);
    expect(params().getAll(PARAM.amenity)).toEqual([AMENITY_PRESETS[0], AMENITY_PRESETS[2]]);

    await user.click(box(PAYMENT_SOURCE_LABELS.medicaid));
    expect(params().has(PARAM.payment)).toBe(false);
  });
});
