import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TOUR_REQUEST_LIMITS as LIMITS } from '#shared/constants.ts';
import type { TourRequestData, TourRequestInput } from '#shared/tour-request-schemas.ts';
import { descriptionOf, renderInApp } from '#web/test/render.tsx';
import { TourMessageField } from './tour-message-field.tsx';

function Form({ initial = '' }: { initial?: string }) {
  const { control, register, setValue } = useForm<TourRequestInput, unknown, TourRequestData>();
  return (
    <TourMessageField
      control={control}
      register={register}
      setValue={setValue}
      error={undefined}
      initial={initial}
    />
  );
}

describe('TourMessageField', () => {
  it('counts the visible characters typed and caps them at the limit', async () => {
    const { user } = renderInApp(<Form />);
    const message = screen.getByLabelText('Message (optional)') as HTMLTextAreaElement;
    expect(descriptionOf(message)).toBe(`0/${LIMITS.message} characters`);

    await user.click(message);
    await user.paste('é🙂x');
    expect(descriptionOf(message)).toBe(`3/${LIMITS.message} characters`);

    await user.paste('m'.repeat(LIMITS.message + 10));
    expect(descriptionOf(message)).toBe(`${LIMITS.message}/${LIMITS.message} characters`);
    expect(message.value).toBe(`é🙂x${'m'.repeat(LIMITS.message - 3)}`);
  });

  it('counts the text the page was rendered with', () => {
    renderInApp(<Form initial="Mornings are best" />);
    const message = screen.getByLabelText('Message (optional)');
    expect(descriptionOf(message)).toBe(`17/${LIMITS.message} characters`);
  });
});
