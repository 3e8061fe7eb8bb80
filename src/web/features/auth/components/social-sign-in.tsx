import { toast } from '#web/lib/toast.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useConfig } from '#web/lib/config-query.ts';
import { SOCIAL_PROVIDERS, useSocialSignIn, type SocialProvider } from '../api/sign-in-social.ts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * "Or continue with" Google / Facebook, only for the providers this server is configured for:
 * a button that cannot work is not offered at all (nothing while the configuration is unknown).
 */
export function SocialSignIn() {
  const config = useConfig();
  const socialSignIn = useSocialSignIn();
  const available = SOCIAL_PROVIDERS.filter((p) => config.data?.socialProviders[p] === true);
  if (available.length === 0) return null;

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
      <div className={available.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid gap-3'}>
        {available.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            disabled={socialSignIn.isPending}
            onClick={() => start(provider)}
          >
            {PROVIDER_NAMES[provider]}
          </Button>
        ))}
      </div>
    </div>
  );
}
