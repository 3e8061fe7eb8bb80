import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="Create New Listing"
      description="Add a new senior care facility to your provider account. The listing form is being built."
    />
  );
}
