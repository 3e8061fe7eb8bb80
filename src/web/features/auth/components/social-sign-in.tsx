import { useId } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useConfig } from '../api/get-config.ts';
import { SOCIAL_PROVIDERS, useSocialSignIn, type SocialProvider } from '../api/sign-in-social.ts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** "Or continue with" Google / Facebook; a provider the server lacks is disabled and says why. */
export function SocialSignIn() {
  const baseId = useId();
  const config = useConfig();
  const socialSignIn = useSocialSignIn();

  const unavailableNote = (provider: SocialProvider): string | null => {
    if (config.isPending) return null;
    if (config.isError) return `${PROVIDER_NAMES[provider]} sign-in is unavailable right now`;
    return config.data.socialProviders[provider]
      ? null
      : `${PROVIDER_NAMES[provider]} sign-in is not configured on this server`;
  };

  const start = (provider: SocialProvider) =>
    socialSignIn.mutate(provider, {
      onError: (error) => toast.error(errorMessage(error, 'Failed to sign in')),
    });

  return (
    <div className="mt-6 grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        <span>Or continue with</span>
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {SOCIAL_PROVIDERS.map((provider) => {
          const note = unavailableNote(provider);
          return (
            <Button
              key={provider}
              variant="outline"
              disabled={config.isPending || note !== null || socialSignIn.isPending}
              aria-describedby={note ? `${baseId}-${provider}` : undefined}
              onClick={() => start(provider)}
            >
              {PROVIDER_NAMES[provider]}
            </Button>
          );
        })}
      </div>
      {SOCIAL_PROVIDERS.map((provider) => {
        const note = unavailableNote(provider);
        return note ? (
          <p key={provider} id={`${baseId}-${provider}`} className="text-xs text-muted-foreground">
            {note}
          </p>
        ) : null;
      })}
    </div>
  );
}
