import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

type FilterSectionProps = {
  title: string;
  /** Open at first; turning true later (a choice made elsewhere) opens it. */
  defaultOpen?: boolean;
  children: ReactNode;
};

/**
 * A collapsible group of the filter sidebar (docs/product.md §2: Care Types and Price Range open
 * by default). A native <details>, so it opens and closes by click, Enter or Space before the
 * script runs or without it, and says whether it is expanded to screen readers by itself.
 */
export function FilterSection({ title, defaultOpen = true, children }: FilterSectionProps) {
  // The server's open state, fixed at the first render: after that the browser owns it. A prop
  // that followed the filters would shut Amenities under the family's hand as they untick the
  // last one. The browser may also have toggled it before hydration, hence no warning for it.
  const [initiallyOpen] = useState(defaultOpen);
  const section = useRef<HTMLDetailsElement>(null);
  const wasOpenAsked = useRef(defaultOpen);
  // A choice made elsewhere (words of the search box: "pet friendly …", docs/decisions/112)
  // opens the section so that what is ticked is seen; nothing here ever shuts it.
  useEffect(() => {
    if (defaultOpen && !wasOpenAsked.current && section.current) section.current.open = true;
    wasOpenAsked.current = defaultOpen;
  }, [defaultOpen]);
  return (
    <details
      ref={section}
      open={initiallyOpen}
      suppressHydrationWarning
      className="group/section border-b border-border py-3"
    >
      <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-2 rounded-md py-2 text-left text-sm font-semibold text-foreground hover:text-primary focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <h3>{title}</h3>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open/section:rotate-180"
        />
      </summary>
      <div className="pt-2 pb-1">{children}</div>
    </details>
  );
}
