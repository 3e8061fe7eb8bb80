import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="My Profile"
      description="Editing your name, phone number and photo will be available on this page soon."
    />
  );
}
