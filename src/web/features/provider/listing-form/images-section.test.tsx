import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGES_PER_LISTING } from '#shared/constants.ts';
import { pngFile, renderCreateListingForm } from './listing-form-test-kit.tsx';

const photos = (count: number) =>
  Array.from({ length: count }, (_, i) => pngFile(`photo-${i}.png`));
const picker = () => screen.getByLabelText(/Add images|Image limit reached/) as HTMLInputElement;
const selected = () => within(screen.getByRole('list', { name: 'Selected images' }));
const slotsLeft = (n: number) => `${n} of ${MAX_IMAGES_PER_LISTING} image slots remaining`;

describe('Listing images (docs/product.md §5: up to 5)', () => {
  it('keeps the first images up to the limit, says so, and closes the picker', async () => {
    const { user } = renderCreateListingForm();
    expect(screen.getByText(slotsLeft(MAX_IMAGES_PER_LISTING))).toBeTruthy();

    await user.upload(picker(), photos(MAX_IMAGES_PER_LISTING + 1));

    expect(selected().getAllByRole('img')).toHaveLength(MAX_IMAGES_PER_LISTING);
    expect(selected().queryByAltText(`Listing new photo photo-${MAX_IMAGES_PER_LISTING}.png`)).toBe(
      null,
    );
    expect(screen.getByText(slotsLeft(0))).toBeTruthy();
    expect(picker().disabled).toBe(true);
    expect(await screen.findByText(/^1 file was not added/)).toBeTruthy();
  });

  it('names a file that is called an image but is none, and leaves its slot free', async () => {
    const { user } = renderCreateListingForm();
    const renamed = new File(['Dear Sir, please find'], 'letter.jpg', { type: 'image/jpeg' });
    await user.upload(picker(), [renamed, ...photos(1)]);

    expect(
      await screen.findByText(
        'letter.jpg was not added: it is not an image (JPEG, PNG, WebP, GIF, AVIF, HEIC, TIFF).',
      ),
    ).toBeTruthy();
    expect(selected().getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText(slotsLeft(MAX_IMAGES_PER_LISTING - 1))).toBeTruthy();
  });

  it('opens a slot again when an image is removed', async () => {
    const { user } = renderCreateListingForm();
    await user.upload(picker(), photos(MAX_IMAGES_PER_LISTING));
    expect(picker().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove new photo photo-0.png' }));
    expect(screen.getByText(slotsLeft(1))).toBeTruthy();
    expect(picker().disabled).toBe(false);
    await user.upload(picker(), photos(2));
    expect(selected().getAllByRole('img')).toHaveLength(MAX_IMAGES_PER_LISTING);
  });
});
