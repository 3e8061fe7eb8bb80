import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="My Favorites"
      description="Communities you save will be listed on this page once saving favorites is available."
    />
  );
}
