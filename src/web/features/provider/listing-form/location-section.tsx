import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { ListingFormApi } from './form-values.ts';
import { FormSection } from './form-section.tsx';

/** 2. Location: Street Address, City, State, ZIP Code. */
export function LocationSection({ form }: { form: ListingFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection number={2} title="Location">
      <FormField label="Street Address" error={errors.address?.message}>
        {(control) => (
          <Input {...control} {...register('address')} autoComplete="street-address" required />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="City" error={errors.city?.message}>
          {(control) => (
            <Input {...control} {...register('city')} autoComplete="address-level2" required />
          )}
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          {(control) => (
            <Input {...control} {...register('state')} autoComplete="address-level1" required />
          )}
        </FormField>
        <FormField label="ZIP Code" error={errors.zipCode?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('zipCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              required
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
