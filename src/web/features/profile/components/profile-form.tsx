import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { ProfileUpdateInput, ProfileView } from '#shared/auth-schemas.ts';
import { ACCOUNT_TYPE_LABELS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PostForm } from '#web/components/ui/post-form.tsx';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { paths } from '#web/lib/paths.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PROFILE_INTENT, PROFILE_TEXTS, profileErrorMessage } from '../messages.ts';
import { FormNotice } from './form-notice.tsx';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).profileUpdateSchema,
);

const READ_ONLY_CLASS = 'bg-muted text-foreground';

type ProfileFormProps = {
  profile: ProfileView;
  /** The server's answer when this form was sent before the page's script ran. */
  failure?: FormFailure;
  /** Said once the server has saved a form sent that way. */
  notice?: string;
};

/**
 * Name and phone are editable; email, account type and company are shown read-only. A real form
 * posted to the page, so it saves before (and without) the page's script too.
 */
export function ProfileForm({ profile, failure, notice }: ProfileFormProps) {
  const update = useUpdateProfile();
  // What the server sent back after refusing the form, else what is saved.
  const initial = {
    name: failure?.values.name ?? profile.name,
    phone: failure?.values.phone ?? profile.phone,
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdateInput>({
    resolver,
    defaultValues: initial,
  });
  // Registered in the form's order: a refused form focuses the first field registered with an
  // error (fields inside a FormField's render register after these).
  const nameField = register('name');
  const phone = register('phone');
  const server = serverFeedback(failure, submitCount);

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
    <PostForm
      action={`${paths.profile}#personal-information`}
      message={server.message}
      onFocus={resolver.preload}
      onSubmit={onSubmit}
      className="gap-5"
    >
      {submitCount === 0 ? <FormNotice text={notice} /> : null}
      <input type="hidden" name="intent" value={PROFILE_INTENT.update} />
      {/* The values are in the HTML as well, for the page before its script (and without it). */}
      <FormField label="Full name" error={server.error('name', errors.name?.message)}>
        {(control) => (
          <Input
            {...control}
            {...nameField}
            defaultValue={initial.name}
            autoComplete="name"
            required
          />
        )}
      </FormField>
      <FormField label="Phone number" error={server.error('phone', errors.phone?.message)}>
        {(control) => <PhoneInput {...control} registration={phone} defaultValue={initial.phone} />}
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
    </PostForm>
  );
}
