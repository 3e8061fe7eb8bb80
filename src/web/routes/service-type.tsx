import { useParams } from 'react-router';
import { CARE_TYPES, CARE_TYPE_LABELS, SERVICE_MENU, type CareType } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';

const isCareType = (value: string): value is CareType =>
  (CARE_TYPES as readonly string[]).includes(value);

/** The page title for a service slug; unknown slugs fall back to assisted living (SPEC §2). */
function serviceLabel(serviceType: string): string {
  const menuEntry = SERVICE_MENU.find((entry) => entry.slug === serviceType);
  if (menuEntry) return menuEntry.label;
  return CARE_TYPE_LABELS[isCareType(serviceType) ? serviceType : 'assisted-living'];
}

export function Component() {
  const { serviceType = '' } = useParams();
  const label = serviceLabel(serviceType);
  return (
    <Page
      title={label}
      description={`A guide to ${label.toLowerCase()} — what it offers and who it suits — is being written for this page.`}
    />
  );
}
