import type { ReactNode } from 'react';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '#web/components/ui/collapsible.tsx';

type FilterSectionProps = { title: string; defaultOpen?: boolean; children: ReactNode };

/** A collapsible group of the filter sidebar (docs/product.md §2: Care Types and Price Range open by default). */
export function FilterSection({ title, defaultOpen = true, children }: FilterSectionProps) {
  return (
    <Collapsible defaultOpen={defaultOpen} className="border-b border-border py-3">
      <h3>
        <CollapsibleTrigger>{title}</CollapsibleTrigger>
      </h3>
      <CollapsibleContent className="pt-2 pb-1">{children}</CollapsibleContent>
    </Collapsible>
  );
}
