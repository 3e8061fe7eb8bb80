import { useSearchParams } from 'react-router';
import { LinkTabs } from '#web/components/ui/link-tabs.tsx';
import { tabFromSearch } from '#web/lib/tab-param.ts';
import { paths } from '#web/lib/paths.ts';
import { RESOURCE_SECTION_NAMES, RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { ResourceCard } from './resource-card.tsx';

const TABS = RESOURCE_SECTIONS.map((entry) => ({
  value: entry.section,
  label: entry.label,
  href: `${paths.resources}?tab=${entry.section}`,
}));

/** The hub's three tabs of six cards. The open tab is kept in ?tab= so Back returns to it. */
export function ResourceTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams, RESOURCE_SECTION_NAMES, 'guides');
  const open = RESOURCE_SECTIONS.find((entry) => entry.section === tab) ?? RESOURCE_SECTIONS[0];
  return (
    <LinkTabs
      tabs={TABS}
      value={tab}
      onChange={(next) =>
        setSearchParams({ tab: next }, { replace: true, preventScrollReset: true })
      }
      listClassName="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto"
      tabClassName="min-h-10 px-2 py-1.5 whitespace-normal sm:px-4"
      panelClassName="mt-6"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {open.cards.map((card) => (
          <li key={card.slug}>
            <ResourceCard section={open.section} card={card} />
          </li>
        ))}
      </ul>
    </LinkTabs>
  );
}
