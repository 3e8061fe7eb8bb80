import {
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { TOUR_REQUEST_LIMITS as LIMITS } from '#shared/constants.ts';
import { capVisibleLength, visibleLength } from '#shared/text.ts';
import type { TourRequestData, TourRequestInput } from '#shared/tour-request-schemas.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

type Props = {
  control: Control<TourRequestInput, unknown, TourRequestData>;
  register: UseFormRegister<TourRequestInput>;
  setValue: UseFormSetValue<TourRequestInput>;
  error: string | undefined;
  /** The text the page was rendered with (typed before a post the server sent back). */
  initial: string;
};

/** The optional message, with a count of its characters, capped at its limit as it is typed. */
export function TourMessageField({ control, register, setValue, error, initial }: Props) {
  const value = useWatch({ control, name: 'message' }) ?? initial;
  const message = register('message', {
    // The limit counts visible characters (an emoji is one), so it cannot be a plain maxLength.
    onChange: (event: { target: { value: string } }) => {
      const capped = capVisibleLength(event.target.value, LIMITS.message);
      if (capped !== event.target.value) setValue('message', capped);
    },
  });
  return (
    <FormField
      label="Message (optional)"
      error={error}
      hint={`${visibleLength(value)}/${LIMITS.message} characters`}
    >
      {(c) => (
        <Textarea
          {...c}
          {...message}
          defaultValue={initial}
          rows={3}
          // Before the script runs: at most twice the limit in UTF-16 units; the server checks.
          maxLength={LIMITS.message * 2}
        />
      )}
    </FormField>
  );
}
