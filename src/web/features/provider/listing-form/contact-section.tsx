import { useState } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import type { ListingWriteInput } from '#shared/listing-write-schema.ts';
import type { ListingFormApi } from './form-values.ts';
import { FormSection } from './form-section.tsx';

type ContactField = 'contactPhoneNumber' | 'contactEmailAddress' | 'contactExternalUrl';

/** The phone field is a PhoneInput (it formats as it is typed); the others are plain inputs. */
const CONTACTS: readonly (
  | { field: 'contactPhoneNumber'; toggle: string; label: string; type: 'tel' }
  | {
      field: Exclude<ContactField, 'contactPhoneNumber'>;
      toggle: string;
      label: string;
      type: 'email' | 'url';
      placeholder: string;
      autoComplete: string;
    }
)[] = [
  { field: 'contactPhoneNumber', toggle: 'Phone Contact', label: 'Phone Number', type: 'tel' },
  {
    field: 'contactEmailAddress',
    toggle: 'Email Contact',
    label: 'Email Address',
    type: 'email',
    placeholder: 'tours@example.com',
    autoComplete: 'email',
  },
  {
    field: 'contactExternalUrl',
    toggle: 'External Link',
    label: 'Scheduling URL',
    type: 'url',
    placeholder: 'https://www.example.com/schedule-a-tour',
    autoComplete: 'url',
  },
];

type Enabled = Record<ContactField, boolean>;

const initialEnabled = (values: Required<ListingWriteInput>): Enabled => ({
  contactPhoneNumber: values.contactPhoneNumber !== '',
  contactEmailAddress: values.contactEmailAddress !== '',
  contactExternalUrl: values.contactExternalUrl !== '',
});

/** 5. Contact Preferences: each switch reveals its field; turning it off clears the field. */
export function ContactSection({ form }: { form: ListingFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  const [enabled, setEnabled] = useState<Enabled>(() => initialEnabled(form.getValues()));

  const toggle = (field: ContactField, on: boolean) => {
    setEnabled((current) => ({ ...current, [field]: on }));
    if (!on) {
      form.setValue(field, '', { shouldDirty: true });
      form.clearErrors(field);
    }
  };

  return (
    <FormSection
      number={5}
      title="Contact Preferences"
      description="How families can reach you from Schedule a Tour."
    >
      {CONTACTS.map((contact) => {
        const switchId = `switch-${contact.field}`;
        const registered = register(contact.field);
        return (
          <div key={contact.field} className="grid gap-3 rounded-lg border p-4">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={switchId}>{contact.toggle}</Label>
              <Switch
                id={switchId}
                checked={enabled[contact.field]}
                onCheckedChange={(on) => toggle(contact.field, on)}
              />
            </div>
            {enabled[contact.field] ? (
              <FormField label={contact.label} error={errors[contact.field]?.message}>
                {(control) =>
                  contact.type === 'tel' ? (
                    <PhoneInput {...control} registration={registered} />
                  ) : (
                    <Input
                      {...control}
                      {...registered}
                      type={contact.type}
                      inputMode={contact.type}
                      autoComplete={contact.autoComplete}
                      placeholder={contact.placeholder}
                    />
                  )
                }
              </FormField>
            ) : null}
          </div>
        );
      })}
    </FormSection>
  );
}
