import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="Resources"
      description="Guides, checklists, financial resources and caregiving tips for families are being prepared for this page."
    />
  );
}
