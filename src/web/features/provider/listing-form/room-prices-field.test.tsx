import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRICED_ROOM_TYPE_LABELS, PRICED_ROOM_TYPES } from '#shared/constants.ts';
import { startingPrice } from '#shared/room-prices.ts';
import { descriptionOf } from '#web/test/render.tsx';
import { PROVIDER_TEXTS } from '../messages.ts';
import { bodyWith, fillRequiredText, renderCreateListingForm } from './listing-form-test-kit.tsx';

const row = (n: number) => screen.getByRole('group', { name: `Room type ${n}` });
const startingPriceBox = () =>
  screen.getByLabelText('Starting Price per month') as HTMLInputElement;

describe('Prices by room type (docs/decisions/048)', () => {
  it('makes the starting price the lowest room price, as the server stores it', async () => {
    const { user } = renderCreateListingForm();
    await user.type(startingPriceBox(), '5000');
    await user.click(screen.getByRole('button', { name: 'Add a room type' }));
    // The new row's lowest price has the focus.
    await user.keyboard('3900');
    await user.click(screen.getByRole('button', { name: 'Add a room type' }));
    await user.type(within(row(2)).getByLabelText('From ($/month)'), '3400');

    const rooms = [
      { minPrice: 3900, maxPrice: null },
      { minPrice: 3400, maxPrice: null },
    ];
    expect(startingPriceBox().value).toBe(String(startingPrice(5000, rooms)));
    expect(startingPriceBox().readOnly).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove room type 2' }));
    expect(startingPriceBox().value).toBe(String(startingPrice(5000, rooms.slice(0, 1))));
  });

  it('offers the next free room type for each new row and sends the rooms', async () => {
    const { user, sent } = renderCreateListingForm();
    await fillRequiredText(user);
    await user.click(screen.getByRole('button', { name: 'Add a room type' }));
    await user.type(within(row(1)).getByLabelText('From ($/month)'), '4100');
    await user.type(within(row(1)).getByLabelText('To ($/month, optional)'), '4800');
    await user.click(screen.getByRole('button', { name: 'Add a room type' }));
    const secondType = within(row(2)).getByLabelText('Room type') as HTMLSelectElement;
    expect(secondType.value).toBe(PRICED_ROOM_TYPES[1]);
    await user.selectOptions(secondType, PRICED_ROOM_TYPE_LABELS[PRICED_ROOM_TYPES[2]]);
    await user.type(within(row(2)).getByLabelText('From ($/month)'), '5200');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    await screen.findByText(PROVIDER_TEXTS.created);
    const roomPrices = [
      { roomType: PRICED_ROOM_TYPES[0], minPrice: 4100, maxPrice: 4800 },
      { roomType: PRICED_ROOM_TYPES[2], minPrice: 5200, maxPrice: null },
    ];
    expect(sent[0].body).toEqual(
      bodyWith({ roomPrices, pricingStartingAt: startingPrice(0, roomPrices) }),
    );
  });

  it('asks for shared rooms to be marked available when a shared room is priced', async () => {
    const { user, sent } = renderCreateListingForm();
    await fillRequiredText(user);
    await user.click(screen.getByRole('button', { name: 'Add a room type' }));
    await user.selectOptions(within(row(1)).getByLabelText('Room type'), 'Shared room');
    await user.type(within(row(1)).getByLabelText('From ($/month)'), '3900');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    const shared = screen.getByRole('checkbox', { name: 'Shared Rooms Available' });
    await waitFor(() =>
      expect(descriptionOf(shared)).toBe('You priced a Shared room: tick Shared Rooms Available'),
    );
    expect(shared.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.click(shared);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await screen.findByText(PROVIDER_TEXTS.created);
    expect(sent[0].body).toMatchObject({ roomsShared: true, roomPrices: [{ roomType: 'shared' }] });
  });
});
