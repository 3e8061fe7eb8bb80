import { useState } from 'react';
import { Navigate } from 'react-router';
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
import type { AlertFrequency } from '#shared/constants.ts';
import { formAction } from '#web/lib/form-action.ts';
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
export const action = formAction(
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
export const shouldRevalidate = revalidateOnNewPath;

/** /profile: the signed-in user's name, phone and photo. Signed out → /auth. */
export function Component() {
  const { profile, loading } = useAuth();
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
  if (!profile) return <Navigate to={wasSignedIn ? paths.home : paths.auth} replace />;

  return (
    <Page
      title="My Profile"
      description="Keep your name, phone number and photo up to date."
      className="max-w-3xl"
    >
      <div className="mt-8 grid gap-6">
        {profile.type === 'provider' ? <ProviderSettingsNote /> : null}
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">Personal information</h2>
            <CardDescription>Your name appears on the reviews you write.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-8">
            <ProfileAvatar profile={profile} />
            <ProfileForm key={profile.id} profile={profile} />
          </CardContent>
        </Card>
        <MyTourRequests />
        <SavedSearchesSection />
        <ChangePasswordForm />
      </div>
    </Page>
  );
}
