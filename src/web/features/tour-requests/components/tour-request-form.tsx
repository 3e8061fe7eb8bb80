import { useForm } from 'react-hook-form';
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
import { FieldError, FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { useCreateTourRequest } from '../api/create-tour-request.ts';
import { tourRequestDefaults } from '../tour-request-defaults.ts';
import { PrivacyPromises } from './privacy-promises.tsx';
import { TourMessageField } from './tour-message-field.tsx';
import { useNativeChoice } from '#web/lib/use-native-choice.ts';

type Props = {
  listingId: string;
  listingTitle: string;
  /** Where the form posts when sent before the script runs (tourRequestAction). */
  action: string;
  onSent: (request: FamilyTourRequest) => void;
  /** The server's answer to that post. */
  failure?: FormFailure;
};

/** The typed values the server sent back, over the fresh request's defaults. */
function startingValues(defaults: TourRequestInput, values: Record<string, string> = {}) {
  const { visitors, ...text } = values;
  return { ...defaults, ...text, ...(visitors ? { visitors: Number(visitors) } : {}) };
}

/**
 * "Request a tour": the family's details, preferred time and contact choice for one community.
 * A real form posted to the community's page (sent by the server when the script has not run);
 * the script sends it to the same API endpoint itself.
 */
export function TourRequestForm({ listingId, listingTitle, action, onSent, failure }: Props) {
  const { profile } = useAuth();
  const create = useCreateTourRequest(listingId);
  const bounds = tourDatePickerBounds();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TourRequestInput, unknown, TourRequestData>({
    resolver: zodResolver(tourRequestInputSchema),
  });
  // The starting values are the DOM's own (rendered by the server too); react-hook-form reads
  // them when each field registers, so what was typed before the script ran is kept.
  const initial = startingValues(tourRequestDefaults(profile), failure?.values);
  const server = serverFeedback(failure, submitCount);
  // One lookup for every field's message (react-hook-form leaves a valid field out of `errors`).
  const errorOf = (name: keyof TourRequestInput | 'root') =>
    server.error(name, errors[name]?.message);
  // Registered in the form's order (a refused form focuses the first field registered that has
  // an error; fields inside a FormField's render register after these).
  const nameField = register('name');
  const emailField = register('email');
  const phone = register('phone');
  const [formRef, contactRadio, readContactChoice] = useNativeChoice('contactPreference', setValue);

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
      ref={formRef}
      method="post"
      action={action}
      onSubmit={(event) => {
        readContactChoice();
        return onSubmit(event);
      }}
      noValidate
      className="grid gap-4"
      aria-label={`Request a tour of ${listingTitle}`}
    >
      <PrivacyPromises listingTitle={listingTitle} />
      <FormAlert message={server.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name" error={errorOf('name')}>
          {(c) => (
            <Input
              {...c}
              {...nameField}
              defaultValue={initial.name ?? ''}
              autoComplete="name"
              required
            />
          )}
        </FormField>
        <FormField label="Email" error={errorOf('email')}>
          {(c) => (
            <Input
              {...c}
              {...emailField}
              defaultValue={initial.email ?? ''}
              type="email"
              autoComplete="email"
              required
            />
          )}
        </FormField>
        <FormField label="Phone (optional)" error={errorOf('phone')}>
          {(c) => <PhoneInput {...c} registration={phone} defaultValue={initial.phone ?? ''} />}
        </FormField>
        <FormField label="Number of visitors" error={errorOf('visitors')}>
          {(c) => (
            <Input
              {...c}
              {...register('visitors', { valueAsNumber: true })}
              defaultValue={initial.visitors}
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
              defaultValue={initial.preferredDate ?? ''}
              type="date"
              min={bounds.min}
              max={bounds.max}
              required
            />
          )}
        </FormField>
        <FormField label="Time of day" error={errorOf('timeOfDay')}>
          {(c) => (
            <Select {...c} {...register('timeOfDay')} defaultValue={initial.timeOfDay}>
              {TIMES_OF_DAY.map((t) => (
                <option key={t} value={t}>
                  {TIME_OF_DAY_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <TourMessageField
        control={control}
        register={register}
        setValue={setValue}
        error={errorOf('message')}
        initial={initial.message ?? ''}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">How may {listingTitle} contact you?</legend>
        {/* Native radios: the choice works and is sent before the page's script runs. */}
        <div className="flex flex-wrap gap-6">
          {CONTACT_PREFERENCES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm leading-none font-medium">
              <input
                type="radio"
                {...contactRadio}
                value={value}
                defaultChecked={initial.contactPreference === value}
                className="size-5 shrink-0 accent-primary"
              />
              {CONTACT_PREFERENCE_LABELS[value]}
            </label>
          ))}
        </div>
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
