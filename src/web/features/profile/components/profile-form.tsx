import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { ProfileUpdateInput, ProfileView } from '#shared/auth-schemas.ts';
import { ACCOUNT_TYPE_LABELS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PROFILE_TEXTS, profileErrorMessage } from '../messages.ts';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).profileUpdateSchema,
);

const READ_ONLY_CLASS = 'bg-muted text-foreground';

/** Name and phone are editable; email, account type and company are shown read-only. */
export function ProfileForm({ profile }: { profile: ProfileView }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdateInput>({
    resolver,
    defaultValues: { name: profile.name, phone: profile.phone },
  });
  const phone = register('phone');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ name: saved.name, phone: saved.phone });
      toast.success(PROFILE_TEXTS.updated);
    } catch (error) {
      toast.error(profileErrorMessage(error));
    }
  });

  return (
    <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Full name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" required />}
      </FormField>
      <FormField label="Phone number" error={errors.phone?.message}>
        {(control) => <PhoneInput {...control} registration={phone} />}
      </FormField>
      <FormField label="Email" hint={PROFILE_TEXTS.emailLocked}>
        {(control) => (
          <Input {...control} value={profile.email} readOnly className={READ_ONLY_CLASS} />
        )}
      </FormField>
      <FormField label="Account type">
        {(control) => (
          <Input
            {...control}
            value={ACCOUNT_TYPE_LABELS[profile.type]}
            readOnly
            className={READ_ONLY_CLASS}
          />
        )}
      </FormField>
      {profile.type === 'provider' ? (
        <FormField label="Company name">
          {(control) => (
            <Input
              {...control}
              value={profile.company ?? ''}
              readOnly
              className={READ_ONLY_CLASS}
            />
          )}
        </FormField>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
