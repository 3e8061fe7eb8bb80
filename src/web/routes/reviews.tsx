import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="Website Reviews"
      description={`Reviews of ${BRAND} by the people who use it will appear on this page soon.`}
    />
  );
}
