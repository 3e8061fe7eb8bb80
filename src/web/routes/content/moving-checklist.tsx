import { Printer } from 'lucide-react';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { resourceArticlePath } from '#web/lib/paths.ts';
import { Bullets, Section, TextLink } from '#web/features/content/components/prose.tsx';

const STAGES: { title: string; items: string[] }[] = [
  {
    title: 'Six to eight weeks before',
    items: [
      'Confirm the move-in date and read the residency agreement.',
      'Get the apartment’s floor plan and decide which furniture will fit.',
      'Start sorting belongings: keep, give to family, sell, donate, discard.',
      'Ask the community which health forms, assessments or doctor’s orders it needs.',
    ],
  },
  {
    title: 'Three to four weeks before',
    items: [
      'Book movers, or a senior move manager, and ask family to help on the day.',
      'Give change-of-address notices to the post office, bank, Social Security, pension, insurers and doctors.',
      'Arrange transfer of prescriptions to a pharmacy that serves the community.',
      'Set up or cancel phone, internet, TV and utilities.',
    ],
  },
  {
    title: 'The final week',
    items: [
      'Pack a first-night bag: medications, glasses, hearing aids and chargers, toiletries, clothes, important papers.',
      'Label boxes by room, and label personal items with your loved one’s name.',
      'Make an up-to-date medication list and copies of insurance cards and legal documents.',
    ],
  },
  {
    title: 'Moving day and after',
    items: [
      'Set up the bed, favorite chair and photographs first, so the room feels like home that night.',
      'Introduce yourselves to key staff and share routines and preferences.',
      'Plan visits for the first weeks, and join a meal or activity together.',
      'Attend the first care-plan meeting and raise questions early.',
    ],
  },
];

export default function MovingChecklistPage() {
  return (
    <Page
      title="Moving Checklist"
      description="A step-by-step checklist for moving a loved one into a senior living community."
    >
      <Button variant="outline" className="mt-6 print:hidden" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print this checklist
      </Button>
      {STAGES.map((stage) => (
        <Section key={stage.title} title={stage.title}>
          <Bullets items={stage.items} />
        </Section>
      ))}
      <Section title="More help">
        <p>
          Read{' '}
          <TextLink to={resourceArticlePath('guides', 'downsizing')}>
            Downsizing a Home, Step by Step
          </TextLink>{' '}
          and{' '}
          <TextLink to={resourceArticlePath('caregiving', 'after-the-move')}>
            Helping a Loved One Settle In
          </TextLink>
          .
        </p>
      </Section>
    </Page>
  );
}
