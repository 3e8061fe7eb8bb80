import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Card } from '#web/components/ui/card.tsx';
import { resourceArticlePath, type ResourceSection } from '#web/lib/paths.ts';
import type { ResourceCard as ResourceCardData } from '../content/types.ts';

type ResourceCardProps = { section: ResourceSection; card: ResourceCardData; headingLevel?: 2 | 3 };

/** One resource: title, summary and a "Read More" link to its article. */
export function ResourceCard({ section, card, headingLevel = 3 }: ResourceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="flex h-full flex-col p-6">
      <Heading className="text-lg leading-snug font-semibold text-foreground">{card.title}</Heading>
      <p className="mt-2 flex-1 text-muted-foreground">{card.summary}</p>
      <Link
        to={resourceArticlePath(section, card.slug)}
        className="mt-4 inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Read More<span className="sr-only">: {card.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
