import type { ReactNode } from 'react';
import { CircleCheck, CircleDollarSign, MessageCircleQuestion, UsersRound } from 'lucide-react';
import type { ServicePage, ServiceSectionKey } from '../content/types.ts';

const SECTIONS: { key: ServiceSectionKey; heading: string; icon: ReactNode }[] = [
  { key: 'features', heading: 'What’s typically included', icon: <CircleCheck /> },
  { key: 'goodFit', heading: 'Who it’s for', icon: <UsersRound /> },
  { key: 'tourQuestions', heading: 'Questions to ask on a tour', icon: <MessageCircleQuestion /> },
  { key: 'costDrivers', heading: 'What affects the cost', icon: <CircleDollarSign /> },
];

/** The four lists of a care-type page: features, fit, tour questions and cost drivers. */
export function ServiceSections({ page }: { page: ServicePage }) {
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2">
      {SECTIONS.map(({ key, heading, icon }) => (
        <section key={key} className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <h2 className="flex items-center gap-2 text-xl font-semibold text-primary-strong [&_svg]:size-5 [&_svg]:shrink-0">
            <span aria-hidden="true">{icon}</span>
            {page.headings?.[key] ?? heading}
          </h2>
          <ul className="mt-4 grid gap-2.5">
            {page[key].map((item) => (
              <li key={item} className="flex gap-2.5 text-foreground">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** How families commonly pay, with a pointer to the financial guides. */
export function ServicePaying({ page, children }: { page: ServicePage; children?: ReactNode }) {
  return (
    <section className="mt-12 max-w-3xl">
      <h2 className="text-2xl font-semibold tracking-tight">Paying for {page.title}</h2>
      {page.paying.map((text) => (
        <p key={text} className="mt-3 text-foreground">
          {text}
        </p>
      ))}
      <p className="mt-3 text-sm text-muted-foreground">
        This is general information, not financial or legal advice. Rules and eligibility change, so
        check with the program or a qualified adviser.
      </p>
      {children}
    </section>
  );
}
