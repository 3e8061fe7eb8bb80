import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';

type FormSectionProps = {
  number: number;
  title: string;
  description?: string;
  children: ReactNode;
};

/** One numbered part of the listing form; a labelled group for assistive technology. */
export function FormSection({ number, title, description, children }: FormSectionProps) {
  const headingId = `listing-section-${number}`;
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="flex items-center gap-3 text-lg leading-tight font-semibold">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary-strong"
          >
            {number}
          </span>
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
