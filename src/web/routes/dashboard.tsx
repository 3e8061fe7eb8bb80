import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="Provider Dashboard"
      description="Subscriptions, listings and analytics for care providers will be managed on this page."
    />
  );
}
