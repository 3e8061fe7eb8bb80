import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AuthProvider } from '#web/features/auth/auth-provider.tsx';
import { queryClient } from '#web/lib/query-client.ts';

/** App-wide state: server cache, session, toasts. The auth dialog itself lives in the layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster position="bottom-right" richColors={false} closeButton duration={5000} />
    </QueryClientProvider>
  );
}
