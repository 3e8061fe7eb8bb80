import { useEffect } from 'react';
import { ROOMS_AVAILABLE } from '#shared/constants.ts';
import { Controller, useWatch } from 'react-hook-form';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FieldError, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { ListingFormApi } from './form-values.ts';
import { FormSection } from './form-section.tsx';
import { PaymentSourcesField } from './payment-sources-field.tsx';
import { RoomPricesField } from './room-prices-field.tsx';

/**
 * With rooms priced, the starting price is their lowest (the server stores exactly that); the
 * field follows them so the provider sees what families will see.
 */
function useStartingPriceFromRooms(form: ListingFormApi): boolean {
  const rooms = useWatch({ control: form.control, name: 'roomPrices' });
  const lowest = Math.min(
    ...rooms.map((room) => Number(room.minPrice)).filter((price) => price >= 1),
  );
  const derived = Number.isFinite(lowest);
  useEffect(() => {
    if (derived) form.setValue('pricingStartingAt', String(lowest), { shouldValidate: true });
  }, [derived, lowest, form]);
  return rooms.length > 0;
}

const ROOM_FIELDS = Object.values(ROOMS_AVAILABLE).map(({ field, label }) => ({
  name: field,
  label,
}));

/** 3. Pricing and Accommodations. */
export function PricingSection({ form }: { form: ListingFormApi }) {
  const {
    register,
    control: formControl,
    formState: { errors },
  } = form;
  const fromRooms = useStartingPriceFromRooms(form);
  return (
    <FormSection number={3} title="Pricing and Accommodations">
      <FormField label="Company Website (optional)" error={errors.companyWebsite?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('companyWebsite')}
            type="url"
            inputMode="url"
            placeholder="https://www.example.com"
          />
        )}
      </FormField>
      <FormField
        label="Starting Price per month"
        error={errors.pricingStartingAt?.message}
        hint={fromRooms ? 'The lowest of your room prices below' : 'In US dollars, e.g. 3200'}
      >
        {(control) => (
          <Input
            {...control}
            {...register('pricingStartingAt')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            readOnly={fromRooms}
          />
        )}
      </FormField>
      <FormField label="Pricing Notes (optional)" error={errors.pricingNote?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('pricingNote')}
            rows={2}
            placeholder="e.g. Includes meals and housekeeping; care levels priced separately"
          />
        )}
      </FormField>
      <RoomPricesField form={form} />
      <FormField
        label="Care-level fee note (optional)"
        error={errors.careFeeNote?.message}
        hint="How care is charged on top of the room, e.g. levels after an assessment"
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('careFeeNote')}
            rows={2}
            placeholder="e.g. Care levels add $350–$1,200 a month after a nurse's assessment"
          />
        )}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Accommodations</legend>
        {ROOM_FIELDS.map(({ name, label }) => (
          <Controller
            key={name}
            name={name}
            control={formControl}
            render={({ field, fieldState: { error } }) => (
              <div className="grid gap-1">
                <div className="flex items-center gap-3">
                  <Checkbox
                    id={`listing-${name}`}
                    ref={field.ref}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `listing-${name}-error` : undefined}
                  />
                  <Label htmlFor={`listing-${name}`}>{label}</Label>
                </div>
                <FieldError id={`listing-${name}-error`} message={error?.message} />
              </div>
            )}
          />
        ))}
      </fieldset>
      <PaymentSourcesField form={form} />
      <FormField
        label="Capacity (optional)"
        error={errors.capacity?.message}
        hint="Number of residents"
      >
        {(control) => (
          <Input
            {...control}
            {...register('capacity')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        )}
      </FormField>
    </FormSection>
  );
}
