import { Page } from '#web/components/layout/page.tsx';
import { RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { paths, resourceArticlePath } from '#web/lib/paths.ts';
import { Bullets, Section, TextLink } from '#web/features/content/components/prose.tsx';

const HELPLINES = [
  {
    name: 'Eldercare Locator',
    detail:
      'A public service of the U.S. Administration for Community Living that connects you with local services for older adults and caregivers, including your Area Agency on Aging. eldercare.acl.gov or 1-800-677-1116.',
  },
  {
    name: 'Alzheimer’s Association 24/7 Helpline',
    detail:
      'Free, confidential support and information about dementia, any time of day: 1-800-272-3900.',
  },
  {
    name: 'VA Caregiver Support Line',
    detail: 'For family caregivers of veterans: 1-855-260-3274.',
  },
  {
    name: '988 Suicide & Crisis Lifeline',
    detail: 'If you feel overwhelmed or unsafe, call or text 988, any time.',
  },
];

const caregiving = RESOURCE_SECTIONS.find((entry) => entry.section === 'caregiving');

export default function CaregiverSupportPage() {
  return (
    <Page
      title="Caregiver Support"
      description="Caring for someone is easier with help. These services and guides are a good place to start."
    >
      <Section title="Helplines and local services">
        <ul className="grid gap-4">
          {HELPLINES.map((line) => (
            <li key={line.name} className="rounded-lg border border-border bg-card p-4">
              <h3 className="font-semibold">{line.name}</h3>
              <p className="mt-1 text-foreground">{line.detail}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Taking a break">
        <p>
          Regular breaks help you keep going.{' '}
          <TextLink to={paths.service('adult-daycare')}>Adult day care</TextLink> gives you time
          during the day, and a short{' '}
          <TextLink to={paths.service('respite-care')}>respite stay</TextLink> in a community covers
          longer absences, such as a trip or your own medical treatment.
        </p>
      </Section>
      <Section title="Caregiving tips">
        <Bullets
          items={(caregiving?.cards ?? []).map((card) => (
            <TextLink key={card.slug} to={resourceArticlePath('caregiving', card.slug)}>
              {card.title}
            </TextLink>
          ))}
        />
      </Section>
    </Page>
  );
}
