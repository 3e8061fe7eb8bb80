import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { TOUR_REQUEST_LIMITS as LIMITS } from '#shared/constants.ts';
import { tourDatePickerBounds } from '#shared/tour-date.ts';
import {
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
  tourRequestInputSchema,
  type FamilyTourRequest,
  type TourRequestData,
  type TourRequestInput,
} from '#shared/tour-request-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAuth } from '#web/features/auth/index.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCreateTourRequest } from '../api/create-tour-request.ts';
import { tourRequestDefaults } from '../tour-request-defaults.ts';
import { PrivacyPromises } from './privacy-promises.tsx';

type Props = {
  listingId: string;
  listingTitle: string;
  onSent: (request: FamilyTourRequest) => void;
};

/** "Request a tour": the family's details, preferred time and contact choice for one community. */
export function TourRequestForm({ listingId, listingTitle, onSent }: Props) {
  const { profile } = useAuth();
  const create = useCreateTourRequest(listingId);
  const bounds = tourDatePickerBounds();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TourRequestInput, unknown, TourRequestData>({
    resolver: zodResolver(tourRequestInputSchema),
    defaultValues: tourRequestDefaults(profile),
  });
  // One lookup for every field's message (react-hook-form leaves a valid field out of `errors`).
  const errorOf = (name: keyof TourRequestInput | 'root') => errors[name]?.message;
  const phone = register('phone');

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSent(await create.mutateAsync(values));
    } catch (error) {
      setError('root', {
        message: errorMessage(error, 'Your request could not be sent. Please try again.'),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={`Request a tour of ${listingTitle}`}
    >
      <PrivacyPromises listingTitle={listingTitle} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name" error={errorOf('name')}>
          {(c) => <Input {...c} {...register('name')} autoComplete="name" required />}
        </FormField>
        <FormField label="Email" error={errorOf('email')}>
          {(c) => (
            <Input {...c} {...register('email')} type="email" autoComplete="email" required />
          )}
        </FormField>
        <FormField label="Phone (optional)" error={errorOf('phone')}>
          {(c) => <PhoneInput {...c} registration={phone} />}
        </FormField>
        <FormField label="Number of visitors" error={errorOf('visitors')}>
          {(c) => (
            <Input
              {...c}
              {...register('visitors', { valueAsNumber: true })}
              type="number"
              min={LIMITS.minVisitors}
              max={LIMITS.maxVisitors}
              required
            />
          )}
        </FormField>
        <FormField label="Preferred date" error={errorOf('preferredDate')}>
          {(c) => (
            <Input
              {...c}
              {...register('preferredDate')}
              type="date"
              min={bounds.min}
              max={bounds.max}
              required
            />
          )}
        </FormField>
        <FormField label="Time of day" error={errorOf('timeOfDay')}>
          {(c) => (
            <Select {...c} {...register('timeOfDay')}>
              {TIMES_OF_DAY.map((t) => (
                <option key={t} value={t}>
                  {TIME_OF_DAY_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        label="Message (optional)"
        error={errorOf('message')}
        hint={`Up to ${LIMITS.message} characters`}
      >
        {(c) => (
          <Textarea {...c} {...register('message')} rows={3} maxLength={LIMITS.message * 2} />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">How may {listingTitle} contact you?</legend>
        <Controller
          control={control}
          name="contactPreference"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="flex flex-wrap gap-6"
            >
              {CONTACT_PREFERENCES.map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem value={value} id={`tour-contact-${value}`} />
                  <Label htmlFor={`tour-contact-${value}`}>
                    {CONTACT_PREFERENCE_LABELS[value]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        <FieldError message={errorOf('contactPreference')} />
      </fieldset>
      {/* Honeypot: people never see or reach it; bots that fill every field are refused. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          Website
          <input {...register('website')} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <FieldError message={errorOf('root') ?? errorOf('website')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send request'}
      </Button>
    </form>
  );
}
