import { Page } from '#web/components/layout/page.tsx';

export function Component() {
  return (
    <Page
      title="Browse senior living communities"
      description="Search by location and filter by care type, price and distance — the search tools for this page are being built."
    />
  );
}
