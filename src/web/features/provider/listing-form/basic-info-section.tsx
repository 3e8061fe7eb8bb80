import { CARE_TYPE_LABELS, CARE_TYPES } from '#shared/constants.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { ListingFormApi } from './form-values.ts';
import { FormSection } from './form-section.tsx';

/** 1. Basic Information: Listing Title, Care Type, Description. */
export function BasicInfoSection({ form }: { form: ListingFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection number={1} title="Basic Information">
      <FormField label="Listing Title" error={errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('title')}
            placeholder="e.g. Sunrise Senior Living"
            required
          />
        )}
      </FormField>
      <FormField label="Care Type" error={errors.careType?.message}>
        {(control) => (
          <Select {...control} {...register('careType')}>
            {CARE_TYPES.map((type) => (
              <option key={type} value={type}>
                {CARE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Description"
        error={errors.description?.message}
        hint="At least 30 characters. Describe the community, its care and daily life."
      >
        {(control) => <Textarea {...control} {...register('description')} rows={5} required />}
      </FormField>
    </FormSection>
  );
}
