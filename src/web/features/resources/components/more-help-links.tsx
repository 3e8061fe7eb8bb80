import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

export const MORE_HELP_LINKS = [
  {
    to: '/resources/caregiver-support',
    label: 'Caregiver Support',
    text: 'Helplines and programs for family caregivers.',
  },
  {
    to: '/resources/moving-checklist',
    label: 'Moving Checklist',
    text: 'A stage-by-stage plan for the move.',
  },
  {
    to: '/resources/financial-planning',
    label: 'Financial Planning',
    text: 'Putting together a plan to pay for care.',
  },
  { to: '/resources/faq', label: 'All FAQs', text: 'More answers about care and about CareNest.' },
] as const;

/** The Resources hub's links to its standalone pages. */
export function MoreHelpLinks() {
  return (
    <ul className="grid gap-3">
      {MORE_HELP_LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex items-start justify-between gap-3 rounded-lg border border-border bg-card p-4 hover:border-primary"
          >
            <span>
              <span className="block font-medium text-primary group-hover:underline">
                {link.label}
              </span>
              <span className="block text-sm text-muted-foreground">{link.text}</span>
            </span>
            <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
