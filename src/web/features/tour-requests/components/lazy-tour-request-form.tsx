import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { FocusOnMount } from '#web/components/ui/focus-on-mount.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

// The form (react-hook-form, the schema) loads when a family asks for it, not with the page.
const TourRequestFormModule = lazyNamed(() => import('./tour-request-form.tsx'), 'TourRequestForm');

const TourRequestSentModule = lazyNamed(() => import('./tour-request-sent.tsx'), 'TourRequestSent');

type Props = ComponentProps<typeof TourRequestFormModule>;

/**
 * "Request a tour", loaded on first use. It replaces the control that opened it, so keyboard
 * focus moves to its first field once it is there.
 */
export function TourRequestForm(props: Props) {
  return (
    <Suspense fallback={<Spinner className="size-6" label="Loading the request form" />}>
      <FocusOnMount selector="input:not([type=hidden]):not([tabindex='-1'])">
        <TourRequestFormModule {...props} />
      </FocusOnMount>
    </Suspense>
  );
}

/** What the family sees once the request is on its way, loaded with the confirmation. */
export function TourRequestSent(props: ComponentProps<typeof TourRequestSentModule>) {
  return (
    <Suspense fallback={<Spinner className="size-6" label="Loading" />}>
      <TourRequestSentModule {...props} />
    </Suspense>
  );
}
