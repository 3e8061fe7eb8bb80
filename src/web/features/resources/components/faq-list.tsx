import { ChevronDown } from 'lucide-react';
import type { Faq } from '../content/faqs.ts';

/** Questions that expand to their answers; native details/summary, so keyboard and AT work. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="grid gap-3">
      {faqs.map((faq) => (
        <details
          key={faq.question}
          className="group rounded-lg border border-border bg-card shadow-sm open:shadow"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 font-medium text-foreground hover:bg-muted [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
