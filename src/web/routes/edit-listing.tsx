import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="Edit Listing"
      description="Editing an existing listing will be available on this page soon."
    />
  );
}
