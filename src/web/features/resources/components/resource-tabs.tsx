import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { tabFromSearch } from '#web/lib/tab-param.ts';
import { RESOURCE_SECTION_NAMES, RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { ResourceCard } from './resource-card.tsx';

/** The hub's three tabs of six cards. The open tab is kept in ?tab= so Back returns to it. */
export function ResourceTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams, RESOURCE_SECTION_NAMES, 'guides');
  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setSearchParams({ tab: next }, { replace: true, preventScrollReset: true })
      }
    >
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
        {RESOURCE_SECTIONS.map((entry) => (
          <TabsTrigger
            key={entry.section}
            value={entry.section}
            className="min-h-10 px-2 py-1.5 whitespace-normal sm:px-4"
          >
            {entry.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {RESOURCE_SECTIONS.map((entry) => (
        <TabsContent key={entry.section} value={entry.section} className="mt-6">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {entry.cards.map((card) => (
              <li key={card.slug}>
                <ResourceCard section={entry.section} card={card} />
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
