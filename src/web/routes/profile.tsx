import { useState } from 'react';
import { Navigate, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { Page } from '#web/components/layout/page.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { ChangePasswordForm } from '#web/features/profile/components/change-password-form.tsx';
import { ProfileAvatar } from '#web/features/profile/components/profile-avatar.tsx';
import { ProfileForm } from '#web/features/profile/components/profile-form.tsx';
import { ProviderSettingsNote } from '#web/features/profile/components/provider-settings-note.tsx';
import { MyTourRequests } from '#web/features/tour-requests/index.ts';
import { paths } from '#web/lib/paths.ts';
import { authPath } from '#web/lib/return-to.ts';
import type { AlertFrequency } from '#shared/constants.ts';
import { formAction, FormInvalid, parseForm, type FormFailure } from '#web/lib/form-action.ts';
import {
  changePassword,
  isWrongCurrentPassword,
} from '#web/features/profile/api/change-password.ts';
import { updateProfile } from '#web/features/profile/api/update-profile.ts';
import {
  PROFILE_INTENT,
  PROFILE_NOTICES,
  PROFILE_TEXTS,
  profileErrorMessage,
} from '#web/features/profile/messages.ts';
import { pageLoader, revalidateOnNewPath, type PageContext } from '#web/lib/page-data.ts';
import {
  SAVED_SEARCH_INTENT,
  SavedSearchesSection,
  deleteSavedSearch,
  savedSearchesQuery,
  updateSavedSearch,
} from '#web/features/saved-searches/index.ts';
import { signedInOnlyLoader } from '#web/app/session-redirect.ts';

export const loader = pageLoader(async (args) => {
  await signedInOnlyLoader(args);
  await args.queryClient.prefetchQuery(savedSearchesQuery);
});

/** The saved-search forms (docs/decisions/045): with or without the page's script. */
const savedSearchAction = formAction(
  'Your saved search could not be changed. Please try again.',
  async ({ api, fields, context }) => {
    if (fields.intent === SAVED_SEARCH_INTENT.delete) await deleteSavedSearch(api, fields.id);
    else {
      await updateSavedSearch(api, fields.id, {
        name: fields.name,
        frequency: fields.frequency as AlertFrequency,
      });
    }
    await (context as PageContext).queryClient.invalidateQueries(savedSearchesQuery);
    return `${paths.profile}#saved-searches`;
  },
);

// The forms' schemas load on the server only, when a form arrives (not with the page's script).
const schemas = () => import('#shared/auth-schemas.ts');

const profileUpdateAction = formAction(profileErrorMessage(null), async ({ api, fields }) => {
  await updateProfile(parseForm((await schemas()).profileUpdateSchema, fields), api);
  return `${paths.profile}?notice=${PROFILE_INTENT.update}#personal-information`;
});

const passwordChangeAction = formAction('Failed to change password', async ({ api, fields }) => {
  const input = parseForm((await schemas()).changePasswordSchema, fields);
  try {
    await changePassword(input, api);
  } catch (error) {
    if (!isWrongCurrentPassword(error)) throw error;
    throw new FormInvalid({ currentPassword: PROFILE_TEXTS.currentPasswordWrong });
  }
  return `${paths.profile}?notice=${PROFILE_INTENT.password}#password`;
});

/**
 * The page's forms sent without its script (or before it ran), told apart by their `intent`: a
 * password never travels in a URL, and each is saved on the server.
 */
export async function action(args: ActionFunctionArgs) {
  const intent = (await args.request.clone().formData()).get('intent');
  if (intent === PROFILE_INTENT.update) return profileUpdateAction(args);
  if (intent === PROFILE_INTENT.password) return passwordChangeAction(args);
  return savedSearchAction(args);
}
export const shouldRevalidate = revalidateOnNewPath;

/** /profile: the signed-in user's name, phone and photo. Signed out → /auth. */
export function Component() {
  const { profile, loading } = useAuth();
  const sent = useActionData<FormFailure | null>() ?? undefined;
  const [searchParams] = useSearchParams();
  const notice = searchParams.get('notice') ?? '';
  /** A form's refusal by the server, and what it says once saved, by the form's intent. */
  const feedback = (intent: string) => ({
    failure: sent?.values.intent === intent ? sent : undefined,
    notice: PROFILE_NOTICES[notice] && notice === intent ? PROFILE_NOTICES[notice] : undefined,
  });
  // Someone who signs out here goes home, not to the sign-in page, even if the sign-out lands
  // before the navigation home has been committed.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (profile && !wasSignedIn) setWasSignedIn(true);

  if (loading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8" label="Loading your profile" />
      </div>
    );
  }
  if (!profile) {
    return <Navigate to={wasSignedIn ? paths.home : authPath(null, paths.profile)} replace />;
  }

  return (
    <Page
      title="My Profile"
      description="Keep your name, phone number and photo up to date."
      className="max-w-3xl"
    >
      <div className="mt-8 grid gap-6">
        {profile.type === 'provider' ? <ProviderSettingsNote /> : null}
        <Card id="personal-information">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">Personal information</h2>
            <CardDescription>Your name appears on the reviews you write.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-8">
            <ProfileAvatar profile={profile} />
            <ProfileForm key={profile.id} profile={profile} {...feedback(PROFILE_INTENT.update)} />
          </CardContent>
        </Card>
        <MyTourRequests />
        <SavedSearchesSection />
        <ChangePasswordForm {...feedback(PROFILE_INTENT.password)} />
      </div>
    </Page>
  );
}
